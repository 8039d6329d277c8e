import { Injectable } from '@nestjs/common';
import type { CheckpointAgentTurn } from '@tempest/domain';
import type { EventMetadata } from '@tempest/event-store';
import { agentActor } from '../../assets/asset-actor.js';
import { Checkpoints } from '../../checkpoints/checkpoints.service.js';

type AgentTurnCheckpoint = { gameId: string; user: { userId: string; isStaff: boolean }; modelId: string; turn: CheckpointAgentTurn; metadata: EventMetadata };

/** What the title of an `ai_complete` checkpoint keeps of the user's message. */
const PROMPT_IN_TITLE = 120;

/**
 * The agent's checkpoints (docs/api-checkpoints.md), made by the agent with its model and naming its session
 * and turn: `agent_failure` when a turn fails — titled 'Agent Failure: …' (docs/api-agent.md, Stream events,
 * `checkpoint_created`; the session records the title once per stream) — and `ai_complete` at the end of a
 * turn that changed the game. An empty game has nothing to checkpoint (null).
 */
@Injectable()
export class AgentCheckpoints {
  constructor(private readonly checkpoints: Checkpoints) {}

  async create(turn: AgentTurnCheckpoint, title: string): Promise<string | null> {
    return this.record(turn, { trigger: 'agent_failure', title: title.slice(0, 200), message: title.slice(0, 500) });
  }

  async completed(turn: AgentTurnCheckpoint, prompt: string): Promise<string | null> {
    const words = prompt.trim().replace(/\s+/g, ' ');
    const title = `AI: ${words.length > PROMPT_IN_TITLE ? `${words.slice(0, PROMPT_IN_TITLE - 1)}…` : words || 'changes'}`;
    return this.record(turn, { trigger: 'ai_complete', title, message: 'The AI assistant finished a turn that changed the game' });
  }

  private async record(turn: AgentTurnCheckpoint, fields: { trigger: 'agent_failure' | 'ai_complete'; title: string; message: string }): Promise<string | null> {
    const snapshot = await this.checkpoints.snapshot(turn.gameId);
    if (snapshot.assets.length === 0) return null;
    const now = new Date().toISOString();
    const context = { now, metadata: { ...turn.metadata, actorKind: 'agent' as const, model: turn.modelId, timestamp: now } };
    const made = await this.checkpoints.create(turn.gameId, agentActor(turn.user, turn.modelId), context, { ...fields, snapshot, agent: turn.turn });
    return made.checkpointId;
  }
}
