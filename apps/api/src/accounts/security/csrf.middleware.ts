import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { newToken } from './passwords.js';

export const CSRF_COOKIE = 'csrftoken';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Double-submit CSRF protection (as the spec's client expects): a `csrftoken` cookie readable by the
 * page, echoed in `X-CSRFToken` on every mutating call. Set on any response that lacks it.
 */
export const csrfMiddleware = (secureCookies: boolean) => (req: Request, res: Response, next: NextFunction) => {
  let token = req.cookies?.[CSRF_COOKIE] as string | undefined;
  if (!token || !/^[\w-]{20,100}$/.test(token)) {
    token = newToken();
    res.cookie(CSRF_COOKIE, token, { sameSite: 'lax', secure: secureCookies, httpOnly: false, path: '/', maxAge: 365 * 24 * 3600_000 });
    req.cookies = { ...req.cookies, [CSRF_COOKIE]: token };
    if (!SAFE.has(req.method)) return refuse(res);
  }
  if (SAFE.has(req.method)) return next();
  const header = req.header('x-csrftoken');
  if (!header || !same(header, token)) return refuse(res);
  next();
};

const refuse = (res: Response) =>
  res.status(403).json({ error: 'CSRF token missing or incorrect.', code: 'csrf.failed' });
