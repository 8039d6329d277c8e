import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { looksLikeUuid, playerKeyOf } from '@tempest/domain';
import type { ActiveUser } from '../accounts/user-directory.js';

/** Names an anonymous visitor across visits (HttpOnly, SameSite=Lax, a random UUID, one year). */
export const PLAYER_COOKIE = 'tempest_player';
const YEAR_MS = 365 * 24 * 3600_000;

/** Who plays: the signed-in user, else the visitor of the `tempest_player` cookie (`isNew` when there was none). */
export type Player = { key: string; userId: string | null; visitorId: string | null; isNew: boolean };

const visitorCookie = (request: Request): unknown => (request.cookies as Record<string, unknown> | undefined)?.[PLAYER_COOKIE];

/** The player of a signed-in user, else of a visitor's `tempest_player` cookie value (a UUID), else null. */
export const knownPlayer = (user: ActiveUser | null, visitorCookieValue: unknown): Player | null => {
  if (user) return { key: playerKeyOf({ userId: user.userId }), userId: user.userId, visitorId: null, isNew: false };
  if (typeof visitorCookieValue !== 'string' || !looksLikeUuid(visitorCookieValue)) return null;
  const visitorId = visitorCookieValue.toLowerCase();
  return { key: playerKeyOf({ visitorId }), userId: null, visitorId, isNew: false };
};

/** The player of a request; an anonymous one without a cookie gets a new visitor id (`isNew`). */
export const playerOf = (request: Request, user: ActiveUser | null): Player => {
  const known = knownPlayer(user, visitorCookie(request));
  if (known) return known;
  const visitorId = randomUUID();
  return { key: playerKeyOf({ visitorId }), userId: null, visitorId, isNew: true };
};

/** The player of a request if it has one already (no new visitor id), else null. */
export const knownPlayerOf = (request: Request, user: ActiveUser | null): Player | null => knownPlayer(user, visitorCookie(request));

export const setPlayerCookie = (response: Response, visitorId: string, secure: boolean): void => {
  response.cookie(PLAYER_COOKIE, visitorId, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: YEAR_MS });
};
