import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { looksLikeUuid, playerKeyOf } from '@tempest/domain';
import type { ActiveUser } from '../accounts/user-directory.js';

/** Names an anonymous visitor across visits (HttpOnly, SameSite=Lax, a random UUID, one year). */
export const PLAYER_COOKIE = 'tempest_player';
const YEAR_MS = 365 * 24 * 3600_000;

/** Who plays: the signed-in user, else the visitor of the `tempest_player` cookie (`isNew` when there was none). */
export type Player = { key: string; userId: string | null; visitorId: string | null; isNew: boolean };

const visitorCookie = (request: Request): string | null => {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[PLAYER_COOKIE];
  return typeof value === 'string' && looksLikeUuid(value) ? value.toLowerCase() : null;
};

/** The player of a request; an anonymous one without a cookie gets a new visitor id (`isNew`). */
export const playerOf = (request: Request, user: ActiveUser | null): Player => {
  if (user) return { key: playerKeyOf({ userId: user.userId }), userId: user.userId, visitorId: null, isNew: false };
  const known = visitorCookie(request);
  const visitorId = known ?? randomUUID();
  return { key: playerKeyOf({ visitorId }), userId: null, visitorId, isNew: known === null };
};

/** The player of a request if it has one already (no new visitor id), else null. */
export const knownPlayerOf = (request: Request, user: ActiveUser | null): Player | null => {
  const player = playerOf(request, user);
  return player.isNew ? null : player;
};

export const setPlayerCookie = (response: Response, visitorId: string, secure: boolean): void => {
  response.cookie(PLAYER_COOKIE, visitorId, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: YEAR_MS });
};
