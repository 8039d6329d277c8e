import { Inject, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { ProjectionEngine } from '@tempest/projections';
import type { Server, Socket } from 'socket.io';
import { PROJECTION_ENGINE } from '../infrastructure/tokens.js';
import { broadcastChanges } from './broadcast-changes.js';
import { isRoomName } from './rooms.js';

/**
 * Live updates: clients join rooms ("games", "game:<id>"); when a projection applies a change, the
 * rooms that care get `readmodel.updated`. With REDIS_URL the adapter fans out across replicas.
 */
@WebSocketGateway({ serveClient: false })
export class RealtimeGateway implements OnModuleInit, OnApplicationShutdown {
  @WebSocketServer() private server!: Server;
  private unsubscribe: (() => void) | null = null;

  constructor(@Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine) {}

  onModuleInit(): void {
    this.unsubscribe = broadcastChanges(this.engine, () => this.server);
  }

  onApplicationShutdown(): void {
    this.unsubscribe?.();
  }

  @SubscribeMessage('subscribe')
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown) {
    const room = (body as { room?: unknown } | null)?.room;
    if (!isRoomName(room)) return { ok: false, error: 'Unknown room' };
    await socket.join(room);
    return { ok: true, room };
  }

  @SubscribeMessage('unsubscribe')
  async unsubscribeRoom(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown) {
    const room = (body as { room?: unknown } | null)?.room;
    if (!isRoomName(room)) return { ok: false, error: 'Unknown room' };
    await socket.leave(room);
    return { ok: true, room };
  }
}
