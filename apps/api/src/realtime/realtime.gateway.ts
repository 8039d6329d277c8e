import { Inject, Logger, UseFilters, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import { isRoomName, REBUILD_PROGRESS, STAFF_ROOM, SUBSCRIBE, UNSUBSCRIBE, type RoomReply } from '@tempest/contracts';
import type { ProjectionEngine } from '@tempest/projections';
import { SessionStore } from '../accounts/security/session.store.js';
import type { Server, Socket } from 'socket.io';
import { PROJECTION_ENGINE } from '../infrastructure/tokens.js';
import { Rebuilds } from '../rebuilds/rebuilds.service.js';
import { announceProjectionMoves, broadcastChanges } from './broadcast-changes.js';
import { RealtimeExceptionsFilter } from './realtime-exceptions.filter.js';
import { RoomAccessPolicy } from './room-access.js';
import { ACCESS_CHANGED, announceAccessChange, logFailure, onAccessRevoked, recheckSocketsOf, sameOriginOnly, socketsOfUser } from './socket-access.js';

/**
 * Live updates: clients join rooms ("games", "game:<id>"); when a projection applies a change, the
 * rooms that care get `readmodel.updated`; the staff room also gets a running rebuild's `rebuild.progress`. With REDIS_URL the adapter fans out across replicas.
 * A game's room is joined only by who may read the game's working tree (RoomAccessPolicy), and left
 * again when that access ends (socket-access.ts); a handshake from another origin is refused.
 */
@WebSocketGateway({ serveClient: false, allowRequest: sameOriginOnly })
@UseFilters(new RealtimeExceptionsFilter())
export class RealtimeGateway implements OnModuleInit, OnApplicationShutdown, OnGatewayInit, OnGatewayConnection {
  @WebSocketServer() private server!: Server;
  private unsubscribe: (() => void)[] = [];
  private readonly logger = new Logger(RealtimeGateway.name);

  constructor(
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    private readonly access: RoomAccessPolicy,
    private readonly sessions: SessionStore,
    private readonly rebuilds: Rebuilds,
  ) {}

  onModuleInit(): void {
    const recheck = (userId: string) => void recheckSocketsOf(this.server, this.access, userId).catch(logFailure(this.logger));
    const changed = (userId: string) => {
      void announceAccessChange(this.server, userId).catch(logFailure(this.logger));
      recheck(userId);
    };
    this.unsubscribe = [
      broadcastChanges(this.engine, () => this.server),
      // A revoked role, from the events (any process that wrote it), where user_profiles is applied (a
      // replica, or the projection worker, worker.ts, which announces it the same way).
      onAccessRevoked(this.engine, changed),
      // A session ended here (logout, password reset).
      this.sessions.onEnded(changed),
      // A rebuild's progress, to staff and analysts only (the staff room's rule); with REDIS_URL to every replica's.
      this.rebuilds.onProgress((rebuild) => void this.server.to(STAFF_ROOM).emit(REBUILD_PROGRESS, rebuild)),
      // Processors moving, to the same room at most once a second: the projections list follows them (not polled).
      announceProjectionMoves(this.engine, () => this.server),
    ];
  }

  /** Another server says a user's access changed: re-check this replica's sockets of that user. */
  afterInit(server: Server): void {
    server.on(ACCESS_CHANGED, (userId: unknown) => {
      if (typeof userId === 'string') void recheckSocketsOf(server, this.access, userId).catch(logFailure(this.logger));
    });
  }

  onApplicationShutdown(): void {
    for (const stop of this.unsubscribe) stop();
  }

  /** A signed-in socket joins its user's own room, so a change to the user's access finds it on any replica. */
  async handleConnection(socket: Socket): Promise<void> {
    try {
      const user = await this.access.userOf(socket.handshake.headers);
      if (user) await socket.join(socketsOfUser(user.userId));
    } catch (error) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      socket.disconnect(true);
    }
  }

  @SubscribeMessage(SUBSCRIBE)
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<RoomReply> {
    const room = (body as { room?: unknown } | null)?.room;
    if (!isRoomName(room)) return { ok: false, error: 'Unknown room' };
    try {
      const access = await this.access.mayJoin(room, socket.handshake.headers);
      if (!access.ok) return { ok: false, error: access.error, code: access.code };
    } catch (error) {
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      return { ok: false, error: 'Could not check access to the room', code: 'internal' };
    }
    await socket.join(room);
    return { ok: true, room };
  }

  @SubscribeMessage(UNSUBSCRIBE)
  async unsubscribeRoom(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<RoomReply> {
    const room = (body as { room?: unknown } | null)?.room;
    if (!isRoomName(room)) return { ok: false, error: 'Unknown room' };
    await socket.leave(room);
    return { ok: true, room };
  }
}
