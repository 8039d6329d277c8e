import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';
import { GameOriginServer } from './game-origin.server.js';
import { permissionsPolicy } from '../common/permissions-policy.js';

/** Google Identity Services keeps its script, its button's frame, its calls and its stylesheet under this path. */
export const GOOGLE_IDENTITY = 'https://accounts.google.com/gsi/';

/** What the headers need of GameOriginServer, and where they find it (the Nest application, or a test's stand-in). */
export type GameOrigins = Pick<GameOriginServer, 'originFor'>;
export type GameOriginsHost = { get(type: typeof GameOriginServer): GameOrigins };

/** Where the page a request asks for lives: its host (for socket.io's ws:/wss:) and the origin of its game frames. */
type PageOrigins = { host: string | null; gameOrigin: string | null };

// The Host header is the client's to write, and it ends up inside a header: only a plain host[:port] or
// [IPv6][:port] is used, anything else (a ';' or ',' could add directives) is left out.
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const plainOrigin = (origin: string): string | null => {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin && PLAIN_HOST.test(url.host) ? origin : null;
  } catch {
    return null;
  }
};

/**
 * The studio's security headers (README "Security headers"; docs/architecture.md says why the CSP allows
 * what it allows). Built on helmet; the game origin and the page's own host are per request because the
 * game origin follows the host the visitor used (localhost ⇄ 127.0.0.1, serve/game-origin.ts)
 * and, with PORT=0, its port is only known once GameOriginServer listens — so it is asked of it per request.
 */
export const securityHeaders = (config: AppConfig, app: GameOriginsHost): RequestHandler => {
  const google = config.googleClientId !== null;
  const origins = new WeakMap<IncomingMessage, PageOrigins>();
  const gameOriginOf = (req: IncomingMessage) => origins.get(req)?.gameOrigin ?? '';
  const hostOf = (req: IncomingMessage) => origins.get(req)?.host ?? null;

  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // The built bundle is external module scripts only (no inline script in index.html, nor in the
        // Swagger explorer's page); Google's script only when Google sign-in is configured.
        'script-src': ["'self'", ...(google ? [`${GOOGLE_IDENTITY}client`] : [])],
        'script-src-attr': ["'none'"],
        // 'unsafe-inline' because Mantine writes its theme as an inline <style> element and many components
        // set style="" attributes (React's style prop), Monaco positions everything with inline styles,
        // and index.html paints its first frame from a small inline <style>. Nonces cannot cover style
        // attributes; a style cannot run script, so the cost is CSS injection only.
        'style-src': ["'self'", "'unsafe-inline'", ...(google ? [`${GOOGLE_IDENTITY}style`] : [])],
        // Covers are any http(s) URL a creator gives (the domain accepts them) or a generated data:image;
        // avatars are our own SVGs; attachments preview as data: URLs. Plain http: only where the studio
        // itself is plain http (over HTTPS such an image would be mixed content anyway).
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(config.secureCookies ? [] : ['http:'])],
        // Monaco's codicon font is a file of ours; Vite inlines small assets (a font included) as data: URLs.
        'font-src': ["'self'", 'data:'],
        // The API, the agent's EventSource and socket.io's WebSocket, all on this host. 'self' covers
        // ws:/wss: in CSP3, but the host is named for browsers that match it literally.
        'connect-src': [
          "'self'",
          (req) => {
            const host = hostOf(req);
            return host ? `ws://${host} wss://${host}` : '';
          },
          ...(google ? [GOOGLE_IDENTITY] : []),
        ],
        // Monaco's workers are files of ours; blob: is Monaco's fallback for a worker it has to wrap.
        'worker-src': ["'self'", 'blob:'],
        // The preview and the player page frame /create/vibecode/serve/… ('self'), which redirects to the
        // game origin; Google's sign-in button is a frame of its own.
        'frame-src': ["'self'", gameOriginOf, ...(google ? [GOOGLE_IDENTITY] : [])],
        'media-src': ["'self'", 'data:', 'blob:'],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        // No page of the studio is ever framed, not even by the studio: it frames game-origin pages only.
        'frame-ancestors': ["'none'"],
        // Only over HTTPS: on plain-http development it would send every same-origin request to https://.
        ...(config.secureCookies ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Google's sign-in button opens a popup that must be able to answer its opener (Google's guidance);
    // without Google the studio keeps no opener relationship with any other origin.
    crossOriginOpenerPolicy: { policy: google ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Nothing the studio embeds (game frames, Google's frame) sends CORP/COEP headers; requiring them would block it.
    crossOriginEmbedderPolicy: false,
    // The origin only to other sites (Google sign-in checks it), the full URL within the studio.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only when the studio says it is served over HTTPS (COOKIE_SECURE): sent over plain http it would
    // be ignored at best, and a wrong one locks visitors out for its max-age. No includeSubDomains: the
    // studio cannot know that every other host under its domain speaks HTTPS.
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  });

  const games = app.get(GameOriginServer);
  return (req: Request, res: Response, next: NextFunction) => {
    const host = req.get('host') ?? null;
    const gameOrigin = plainOrigin(games.originFor(req.protocol, req.hostname));
    origins.set(req, { host: host && PLAIN_HOST.test(host) ? host : null, gameOrigin });
    // The preview can be made fullscreen; so may a game in it (its frame, on the game origin).
    const selfAndGame = ['self', ...(gameOrigin ? [`"${gameOrigin}"`] : [])];
    res.setHeader(
      'Permissions-Policy',
      permissionsPolicy({
        fullscreen: selfAndGame,
        // Google sign-in may use FedCM, from our page or from its button's frame.
        'identity-credentials-get': google ? ['self', '"https://accounts.google.com"'] : [],
      }),
    );
    headers(req, res, next);
  };
};
