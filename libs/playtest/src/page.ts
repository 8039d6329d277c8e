import { gamePageCsp, renderPage } from '@tempest/frontend-compiler';
import { keysNamedIn } from './help-keys.js';
import { installPlaytest, type PageConfig } from './page-checks.js';

/**
 * The game origin's policy (apps/api serve/game-page-headers.ts) as a meta tag, so Chromium refuses the same
 * network a studio's game page may not use (fetch, XHR, WebSocket, EventSource, beacons: connect-src 'none').
 * happy-dom ignores it: the page's checks and the child process block the network there (page-checks.ts, dom-child.ts).
 */
const PLAYTEST_CSP = `<meta http-equiv="Content-Security-Policy" content="${gamePageCsp(null)}">`;

/**
 * The game's page as the studio serves it (FrontendCompiler's renderPage), with the playtest's script first in
 * <head>, so its clocks and its stand-in for the studio are in place before the game's code runs.
 */
export const playtestPage = (compiledCode: string, title: string, config: PageConfig): string => {
  // `<` is written as \u003c so nothing in the JSON can end the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const script = `<script>(${installPlaytest.toString()})(${keysNamedIn.toString()}, ${json});</script>`;
  return renderPage(compiledCode, title).replace('<head>', () => `<head>\n${PLAYTEST_CSP}\n${script}`);
};
