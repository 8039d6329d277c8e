import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { Logger } from '@nestjs/common';
import { isRoomName, ROOM_LEFT, type RoomLeft } from '@tempest/contracts';
import { USER_ACCESS, type ProjectionEngine } from '@tempest/projections';
import type { Server } from 'socket.io';
import type { RoomAccess } from './room-access.js';

/** The server's own room of a signed-in user's sockets (no client can ask for it: isRoomName refuses it). */
export const socketsOfUser = (userId: string): string => `sockets-of:${userId}`;

/** What the re-check needs of RoomAccessPolicy. */
export type Access = {
  userOf(headers: IncomingHttpHeaders): Promise<{ userId: string } | null>;
  mayJoin(room: string, headers: IncomingHttpHeaders): Promise<RoomAccess>;
};

/** The message one server sends the others (socket.io's serverSideEmit) when a user's access may have shrunk. */
export const ACCESS_CHANGED = 'access.changed';

/**
 * Tells every other server (API replicas, through the Redis adapter) to re-check the user's sockets; the
 * caller re-checks its own. A single process (the in-memory adapter, which counts one server and would only
 * warn) has no one to tell.
 */
export const announceAccessChange = async (server: Pick<Server, 'of' | 'serverSideEmit'>, userId: string): Promise<void> => {
  if ((await server.of('/').adapter.serverCount()) > 1) server.serverSideEmit(ACCESS_CHANGED, userId);
};

/**
 * Rooms are checked on join; this checks them again, on this replica's own sockets of the user, when the
 * user's access may have shrunk (a role revoked, a session ended; every replica gets ACCESS_CHANGED): a
 * socket whose handshake session no longer signs in as the user is disconnected; any other leaves each room
 * its user may no longer join, and is told so (`room.left`).
 */
export const recheckSocketsOf = async (server: Server, access: Access, userId: string): Promise<void> => {
  const sockets = await server.local.in(socketsOfUser(userId)).fetchSockets();
  for (const socket of sockets) {
    const { headers } = socket.handshake;
    if ((await access.userOf(headers))?.userId !== userId) {
      socket.disconnect(true);
      continue;
    }
    for (const room of socket.rooms) {
      if (!isRoomName(room)) continue;
      const verdict = await access.mayJoin(room, headers);
      if (verdict.ok) continue;
      socket.leave(room);
      socket.emit(ROOM_LEFT, { room, error: verdict.error, code: verdict.code } satisfies RoomLeft);
    }
  }
};

/** Calls `changed` with the user of each role revocation the engine's processors apply in this process. */
export const onAccessRevoked = (engine: Pick<ProjectionEngine, 'onChange'>, changed: (userId: string) => void): (() => void) =>
  engine.onChange(({ change }) => {
    if (change.readModel === USER_ACCESS && change.id) changed(change.id);
  });

/** Logs a failed re-check instead of letting it become an unhandled rejection (it runs from listeners). */
export const logFailure = (logger: Logger) => (error: unknown) =>
  logger.error(`Re-checking sockets failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);

/**
 * socket.io's `allowRequest`: a browser's handshake from another origin is refused (cross-site WebSocket
 * hijacking would ride the visitor's cookies). Own origin: the host the request was sent to (the studio
 * serves its web app itself; the dev server's proxy rewrites Origin to the API's, apps/web/vite.config.ts).
 * No Origin is let through: browsers send one on every cross-origin request and every WebSocket, so its
 * absence means a same-origin polling request or a client that is not a browser, holding its own cookies.
 * `null` (a sandboxed frame, such as a game's) is another origin.
 */
export const sameOriginOnly = (req: IncomingMessage, callback: (error: string | null | undefined, success: boolean) => void): void =>
  callback(null, isOwnOrigin(req.headers.origin, req.headers.host));

export const isOwnOrigin = (origin: string | undefined, host: string | undefined): boolean => {
  if (origin === undefined) return true;
  try {
    return host !== undefined && new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
};
