import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { newToken } from './passwords.js';

export const CSRF_COOKIE = 'csrftoken';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Reads that answer without a CSRF cookie: the media store's blobs (docs/api-media.md). */
const COOKIELESS = /^\/media\//;

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The browser's CSRF token (the middleware sets one on every request): also the browser's identity. */
export const csrfTokenOf = (req: Request): string | undefined => req.cookies?.[CSRF_COOKIE] as string | undefined;

/** Whether the request carries the double-submit header that matches its cookie. */
export const hasCsrfHeader = (req: Request): boolean => {
  const token = csrfTokenOf(req);
  const header = req.header('x-csrftoken');
  return !!token && !!header && same(header, token);
};

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
