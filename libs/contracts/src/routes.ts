// Where the API's routes live. The web app's dev server proxies exactly these to the API
// (apps/web/vite.config.ts), and an API test checks every route of every controller is under one of them.

/**
 * Path prefixes of the API's routes. Most keep the paths of the spec's client (sign-in, games, static
 * images), so they are not all under `/api`. `/play/` itself is a page of the web app: only the play API's
 * own paths are listed.
 */
export const API_ROUTE_PREFIXES = [
  '/api',
  '/health',
  '/login-auth',
  '/create-and-verify',
  '/send-verification-otp',
  '/verify-email-otp',
  '/reset-password-request',
  '/reset-password-confirm',
  '/google-auth',
  '/logout',
  '/get-user-games',
  '/create/delete-game',
  '/create/update-game-details',
  '/create/fetch-game-card',
  '/create/clone-game',
  '/sse-progress',
  '/create/vibecode',
  '/create/api/creation',
  '/create/agentic',
  '/create/mechanic',
  '/create/entities',
  '/create/components',
  '/create/versioning',
  '/create/checkpoint',
  '/play/start-game',
  '/play/game-action',
  '/play/game/',
  '/play/timeline/',
  '/media/',
] as const;

/** Files the API serves itself (from the built web app): the default game covers under `/static/images/`. */
export const API_FILE_PREFIXES = ['/static'] as const;

/** What the web app's dev server hands to the API. */
export const PROXIED_PREFIXES = [...API_ROUTE_PREFIXES, ...API_FILE_PREFIXES] as const;

/** socket.io's path (same origin, one port with the API). */
export const SOCKET_PATH = '/socket.io';

/** Whether `path` is one of the API's routes: a prefix match, as the dev server matches its proxy keys. */
export const isApiPath = (path: string): boolean => API_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix));
