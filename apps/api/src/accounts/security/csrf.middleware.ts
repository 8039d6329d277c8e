import type { NextFunction, Request, Response } from 'express';
import { CSRF_COOKIE, csrfTokenOf, hasCsrfHeader } from '../../common/csrf-token.js';
import { newToken } from './passwords.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Reads that answer without a CSRF cookie: the media store's blobs (docs/api-media.md). */
const COOKIELESS = /^\/media\//;

/**
 * Double-submit CSRF protection (docs/api-accounts.md, Cookies and CSRF): a `csrftoken` cookie readable by the
 * page, echoed in `X-CSRFToken` on every mutating call. Set on any response that lacks it.
 */
export const csrfMiddleware = (secureCookies: boolean) => (req: Request, res: Response, next: NextFunction) => {
  // A media read is bytes a cache keeps: it sets no cookie (a cached Set-Cookie would hand one browser's
  // token to the next), and nothing is ever posted from it.
  if (SAFE.has(req.method) && COOKIELESS.test(req.path)) return next();
  let token = csrfTokenOf(req);
  if (!token || !/^[\w-]{20,100}$/.test(token)) {
    token = newToken();
    res.cookie(CSRF_COOKIE, token, { sameSite: 'lax', secure: secureCookies, httpOnly: false, path: '/', maxAge: 365 * 24 * 3600_000 });
    req.cookies = { ...req.cookies, [CSRF_COOKIE]: token };
    if (!SAFE.has(req.method)) return refuse(res);
  }
  if (SAFE.has(req.method) || hasCsrfHeader(req)) return next();
  refuse(res);
};

const refuse = (res: Response) =>
  res.status(403).json({ error: 'CSRF token missing or incorrect.', code: 'csrf.failed' });
