import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { looksLikeUuid, playerKeyOf } from '@tempest/domain';
import type { ActiveUser } from '../accounts/user-directory.js';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import { INFRASTRUCTURE } from '../infrastructure/tokens.js';

/** Names an anonymous visitor across visits (HttpOnly, SameSite=Lax, a random UUID, one year): the visitor's only credential. */
export const PLAYER_COOKIE = 'tempest_player';
const YEAR_MS = 365 * 24 * 3600_000;

/**
 * Who plays: the signed-in user, else the visitor of the `tempest_player` cookie. `key` is what events and
 * stream ids hold: `user-<id>`, or `visitor-<keyed hash of the cookie>` — never the cookie itself, which
 * would let anyone who reads the log act as that visitor. `legacyKey`: the visitor's key from before the
 * hash (`visitor-<cookie>`), under which sessions and saves recorded then still belong to them.
 * `cookie`: the value to set, for a new visitor only (`isNew`).
 */
export type Player = { key: string; legacyKey: string | null; userId: string | null; cookie: string | null; isNew: boolean };

/**
 * Who a request or a socket's message comes from, as the play limits count it: its player (null: a visitor
 * without a cookie yet), whether signed in, and its address (the connection's peer: the studio trusts no proxy header).
 */
export type PlayOrigin = { player: Player | null; signedIn: boolean; address: string | undefined };

/** The keys a player's sessions may be indexed under, newest form first. */
export const keysOf = (player: Player): string[] => (player.legacyKey ? [player.key, player.legacyKey] : [player.key]);

/** Whether a session's `playerKey` names this player (its current key, or its key from before hashed visitor ids). */
export const isPlayerOf = (player: Player | null, playerKey: string): boolean =>
  player !== null && (playerKey === player.key || (player.legacyKey !== null && playerKey === player.legacyKey));

const visitorCookie = (request: Request): unknown => (request.cookies as Record<string, unknown> | undefined)?.[PLAYER_COOKIE];

/** Resolves players; a visitor's id in events is `hash('visitor-id', cookie)` with the studio's secret (server-secret.ts). */
@Injectable()
export class Players {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  private visitor(cookie: string, isNew: boolean): Player {
    const visitorId = this.infra.secret.hash('visitor-id', cookie);
    return { key: playerKeyOf({ visitorId }), legacyKey: isNew ? null : playerKeyOf({ visitorId: cookie }), userId: null, cookie: isNew ? cookie : null, isNew };
  }

  /**
   * The current key of a session's `playerKey`: a visitor's key from before hashed ids (`visitor-<cookie>`,
   * a UUID) becomes `visitor-<hash>`, so a legacy session still finds the sessions its player started since.
   */
  currentKeyOf(playerKey: string): string {
    const legacy = /^visitor-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(playerKey);
    return legacy ? playerKeyOf({ visitorId: this.infra.secret.hash('visitor-id', legacy[1]) }) : playerKey;
  }

  /** The player of a signed-in user, else of a visitor's `tempest_player` cookie value (a UUID), else null. */
  known(user: ActiveUser | null, visitorCookieValue: unknown): Player | null {
    if (user) return { key: playerKeyOf({ userId: user.userId }), legacyKey: null, userId: user.userId, cookie: null, isNew: false };
    if (typeof visitorCookieValue !== 'string' || !looksLikeUuid(visitorCookieValue)) return null;
    return this.visitor(visitorCookieValue.toLowerCase(), false);
  }

  /** Who a request comes from, for the play limits. */
  originOf(request: Request, user: ActiveUser | null): PlayOrigin {
    return { player: this.knownOf(request, user), signedIn: user !== null, address: request.ip };
  }

  /** The player of a request; an anonymous one without a cookie gets a new visitor cookie (`isNew`). */
  of(request: Request, user: ActiveUser | null): Player {
    return this.known(user, visitorCookie(request)) ?? this.visitor(randomUUID(), true);
  }

  /** The player of a request if it has one already (no new visitor), else null. */
  knownOf(request: Request, user: ActiveUser | null): Player | null {
    return this.known(user, visitorCookie(request));
  }
}

export const setPlayerCookie = (response: Response, cookie: string, secure: boolean): void => {
  response.cookie(PLAYER_COOKIE, cookie, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: YEAR_MS });
};
