import { Injectable } from '@nestjs/common';
import {
  agentSessionDecider,
  agentSessionStreamId,
  type AgentSessionCommand,
  type AgentSessionState,
} from '@tempest/domain';
import { DecisionRunner, type EventMetadata } from '@tempest/event-store';
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

  constructor(private readonly runner: DecisionRunner) {}

  async read(sessionId: string): Promise<AgentSessionState> {
    return (await this.runner.read(agentSessionDecider, agentSessionStreamId(sessionId))).state;
  }

  execute(sessionId: string, command: AgentSessionCommand, metadata: EventMetadata) {
    return this.runner.run({ decider: agentSessionDecider, streamId: agentSessionStreamId(sessionId), command }, { metadata });
  }

  /** Programmatic sessions and the creator's own are indexed apart: one never reuses the other. */
  remember(userId: string, gameId: string, programmatic: boolean, sessionId: string): void {
    this.latest.set(`${userId}:${gameId}:${programmatic}`, sessionId);
  }

  newestOf(userId: string, gameId: string, programmatic: boolean): string | null {
    return this.latest.get(`${userId}:${gameId}:${programmatic}`) ?? null;
  }
}
