import type { Response } from 'express';
import { SESSION_COOKIE } from './session.store.js';

/** httpOnly, SameSite=Lax; kept 30 days with "remember me", otherwise until the browser closes. */
export const setSessionCookie = (res: Response, token: string, remember: boolean, expiresAt: Date, secure: boolean) =>
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(remember ? { expires: expiresAt } : {}),
  });

export const clearSessionCookie = (res: Response, secure: boolean) =>
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
