import { Inject, Injectable } from '@nestjs/common';
import {
  agentSessionDecider,
  agentSessionStreamId,
  type AgentSessionCommand,
  type AgentSessionState,
} from '@tempest/domain';
import type { EventMetadata, EventStore } from '@tempest/event-store';
import { aggregateStream, handleCommand } from '../../infrastructure/kernel.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { ContextFileStore } from './context-store.js';

/**
 * Agent sessions (`agent-session-<id>` streams): read by folding the stream, written through the pure
 * decider. An index in this process maps user + game to the newest open session (init reuses it); next
 * to it, the attachments sent to init (`files`, bounded), which stream requests name by id.
 */
@Injectable()
export class AgentSessions {
  private readonly latest = new Map<string, string>();
  readonly files = new ContextFileStore();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async read(sessionId: string): Promise<AgentSessionState> {
    return (await aggregateStream(this.store, agentSessionDecider, agentSessionStreamId(sessionId))).state;
  }

  execute(sessionId: string, command: AgentSessionCommand, metadata: EventMetadata) {
    return handleCommand(this.store, agentSessionDecider, agentSessionStreamId(sessionId), command, { metadata });
  }

  /** Programmatic sessions and the creator's own are indexed apart: one never reuses the other. */
  remember(userId: string, gameId: string, programmatic: boolean, sessionId: string): void {
    this.latest.set(`${userId}:${gameId}:${programmatic}`, sessionId);
  }

  newestOf(userId: string, gameId: string, programmatic: boolean): string | null {
    return this.latest.get(`${userId}:${gameId}:${programmatic}`) ?? null;
  }
}
