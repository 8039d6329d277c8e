import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

// Reading a request's CSRF token, below every floor that asks (the actor of a request, the agent's stream, the
// account routes); accounts/security/csrf.middleware.ts sets the cookie and refuses a request without it.

export const CSRF_COOKIE = 'csrftoken';

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
