import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIE, SessionStore } from '../accounts/security/session.store.js';
import { UserDirectory, type ActiveUser } from '../accounts/user-directory.js';
import { AssetReader } from '../assets/asset-reader.js';
import { STAFF_ROOM } from '@tempest/contracts';
import { canReadChangeLog } from '../accounts/security/current-user.js';
import { DomainError } from '@tempest/domain';
import { PLAYER_COOKIE, Players } from '../play/player.js';
import { SessionTimelines } from '../play/timeline/session-timelines.js';

export type RoomAccess = { ok: true } | { ok: false; error: string; code: string };

/** A cookie's value in a Cookie header (at most 100 characters), or null. */
export const cookieIn = (cookieHeader: string | undefined, name: string): string | null => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      const value = decodeURIComponent(part.slice(at + 1).trim());
      return value && value.length <= 100 ? value : null;
    } catch {
      return null;
    }
  }
  return null;
};

/** The session cookie's value in a Cookie header, or null (same limits as the HTTP session middleware). */
export const sessionTokenIn = (cookieHeader: string | undefined): string | null => cookieIn(cookieHeader, SESSION_COOKIE);

const GAME_ROOM = /^game:(.+)$/i;
const TIMELINE_ROOM = /^timeline:(.+)$/i;
const USER_ROOM = /^user:(.+)$/i;

/**
 * Who may join which room: `game:<id>` carries the changes of a game's working tree (asset ids, versioning),
 * so it takes what reading them takes over HTTP — the game's creator or staff (AssetReader.assertCanRead),
 * signed in by the session cookie of the socket's handshake. `staff` carries the change log's feed (which
 * games change, and when): staff's and analysts' only, as the change log's routes are (docs/api-audit.md).
 * `timeline:<lineage>` carries a play-session timeline's changes: its player's (the signed-in user, or the
 * visitor of the `tempest_player` cookie) and the game's creator's, as its HTTP routes are (SessionTimelines.accessible;
 * a lineage's id is its first session's). `user:<id>` carries one user's own news (token balance, account):
 * that user's own sockets only. The other rooms carry only public lists.
 */
@Injectable()
export class RoomAccessPolicy {
  constructor(
    private readonly sessions: SessionStore,
    private readonly users: UserDirectory,
    private readonly reader: AssetReader,
    private readonly timelines: SessionTimelines,
    private readonly players: Players,
  ) {}

  async userOf(headers: IncomingHttpHeaders): Promise<ActiveUser | null> {
    const token = sessionTokenIn(headers.cookie);
    const userId = token ? await this.sessions.userOf(token) : null;
    return userId ? this.users.load(userId) : null;
  }

  async mayJoin(room: string, headers: IncomingHttpHeaders): Promise<RoomAccess> {
    if (room.toLowerCase() === STAFF_ROOM) return this.mayJoinStaff(headers);
    const userId = USER_ROOM.exec(room)?.[1];
    if (userId) return this.mayJoinOwn(userId.toLowerCase(), headers);
    const gameId = GAME_ROOM.exec(room)?.[1];
    const lineageId = TIMELINE_ROOM.exec(room)?.[1];
    if (!gameId && !lineageId) return { ok: true };
    try {
      const user = await this.userOf(headers);
      if (gameId) await this.reader.assertCanRead(gameId.toLowerCase(), user);
      if (lineageId) await this.timelines.accessible(lineageId.toLowerCase(), this.players.known(user, cookieIn(headers.cookie, PLAYER_COOKIE)), user);
      return { ok: true };
    } catch (error) {
      if (error instanceof DomainError) return { ok: false, error: error.message, code: error.code };
      throw error;
    }
  }

  private async mayJoinOwn(userId: string, headers: IncomingHttpHeaders): Promise<RoomAccess> {
    const user = await this.userOf(headers);
    if (!user) return { ok: false, error: 'Authentication required', code: 'auth.required' };
    if (user.userId.toLowerCase() !== userId) return { ok: false, error: "Only the account's own user can do this.", code: 'user.forbidden' };
    return { ok: true };
  }

  private async mayJoinStaff(headers: IncomingHttpHeaders): Promise<RoomAccess> {
    const user = await this.userOf(headers);
    if (!user) return { ok: false, error: 'Authentication required', code: 'auth.required' };
    if (!canReadChangeLog(user)) return { ok: false, error: 'Only staff and analysts can do this.', code: 'auth.analyst_only' };
    return { ok: true };
  }
}
