import { Inject, Logger, UseFilters, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import { isRoomName, SUBSCRIBE, UNSUBSCRIBE, type RoomReply } from '@tempest/contracts';
import type { ProjectionEngine } from '@tempest/projections';
import type { Server, Socket } from 'socket.io';
import { PROJECTION_ENGINE } from '../infrastructure/tokens.js';
import { broadcastChanges } from './broadcast-changes.js';
import { RealtimeExceptionsFilter } from './realtime-exceptions.filter.js';
import { RoomAccessPolicy } from './room-access.js';

/**
 * Live updates: clients join rooms ("games", "game:<id>"); when a projection applies a change, the
 * rooms that care get `readmodel.updated`. With REDIS_URL the adapter fans out across replicas.
 * A game's room is joined only by who may read the game's working tree (RoomAccessPolicy).
 */
@WebSocketGateway({ serveClient: false })
@UseFilters(new RealtimeExceptionsFilter())
export class RealtimeGateway implements OnModuleInit, OnApplicationShutdown {
  @WebSocketServer() private server!: Server;
  private unsubscribe: (() => void) | null = null;
  private readonly logger = new Logger(RealtimeGateway.name);

  constructor(
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    private readonly access: RoomAccessPolicy,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = broadcastChanges(this.engine, () => this.server);
  }

  onApplicationShutdown(): void {
    this.unsubscribe?.();
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
