import { gamePageCsp } from '@tempest/frontend-compiler';
import { permissionsPolicy } from '../common/permissions-policy.js';

// What a game page may do: libs/frontend-compiler render-page.ts gamePageCsp (the playtest uses the same policy).

/**
 * No X-Frame-Options: it cannot name the one origin allowed to frame the page (ALLOW-FROM is gone from
 * browsers), and `frame-ancestors` overrides it wherever both are understood. The game may go fullscreen
 * in its own frame (as far as the studio's policy lets it); every other powerful feature is off.
 */
export const gamePageHeaders = (studioOrigin: string): Record<string, string> => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': gamePageCsp(studioOrigin),
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': permissionsPolicy({ fullscreen: ['self'], 'identity-credentials-get': [] }),
});

/** A refusal or error from the game origin (plain text): nothing to run, nothing to load, no referrer. */
export const gameRefusalHeaders: Record<string, string> = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
  'Referrer-Policy': 'no-referrer',
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A page for a frontend that does not build: it shows the error and tells the studio (ERROR, then READY). */
export const buildFailedPage = (title: string, error: string): string => {
  const message = JSON.stringify({ type: 'ERROR', message: error.split('\n')[0] ?? error }).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#1a1b1e;color:#f1f3f5">
<div style="padding:24px"><h2 style="margin:0 0 8px;color:#ff8787">Build Error</h2><pre style="white-space:pre-wrap;font-size:13px">${escapeHtml(error)}</pre></div>
<script>if (window.parent !== window) { window.parent.postMessage(${message}, '*'); window.parent.postMessage({ type: 'READY' }, '*'); }</script>
</body></html>`;
};
