import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { AGENT_TURN_EVENT_TYPES, AGENT_TURN_RENEW_MS, agentTurnDecider, agentTurnStreamId, type AgentTurnCommand, type AgentTurnState } from '@tempest/domain';
import { DecisionRunner, type EventMetadata } from '@tempest/event-store';

const ONLY: ReadonlySet<string> = new Set(AGENT_TURN_EVENT_TYPES);

type Running = { started: Promise<void>; renew: NodeJS.Timeout };

/**
 * The agent's turns on each game as events (`agent-turns-<gameId>`, docs/api-checkpoints.md), so a rollback on
 * any replica sees a turn another replica runs. The runtime records a turn's start and end; while it runs, its
 * lease is renewed here, so a turn whose replica died stops holding the game once its lease runs out.
 */
@Injectable()
export class AgentTurns implements OnModuleDestroy {
  private readonly running = new Map<string, Running>();

  constructor(private readonly runner: DecisionRunner) {}

  /** The game's turns as recorded (StartRollback decides "the agent is working" from them). */
  async of(gameId: string): Promise<AgentTurnState> {
    return (await this.runner.read(agentTurnDecider, agentTurnStreamId(gameId), { only: ONLY })).state;
  }

  /**
   * Whether an agent turn was ever started on the game (its stream holds only turn events): the dashboard's
   * auto start is refused then (docs/api-agent.md, init). Read from the stream, as a write decides.
   */
  async anyOn(gameId: string): Promise<boolean> {
    return (await this.runner.read(agentTurnDecider, agentTurnStreamId(gameId), { only: ONLY })).revision >= 0n;
  }

  started(gameId: string, sessionId: string, turnId: string, metadata: EventMetadata): Promise<void> {
    const started = this.record({ type: 'StartAgentTurn', data: { gameId, sessionId, turnId, now: new Date().toISOString() } }, metadata);
    const renew = setInterval(() => {
      void this.record({ type: 'RenewAgentTurn', data: { gameId, turnId, now: new Date().toISOString() } }, metadata).catch(() => undefined);
    }, AGENT_TURN_RENEW_MS);
    renew.unref();
    // Registered before anything awaits: an end that comes while the start is being written waits for it.
    this.running.set(turnId, { started: started.catch(() => undefined), renew });
    return started;
  }

  async ended(gameId: string, turnId: string, metadata: EventMetadata): Promise<void> {
    const running = this.running.get(turnId);
    this.running.delete(turnId);
    if (running) {
      clearInterval(running.renew);
      await running.started;
    }
    await this.record({ type: 'EndAgentTurn', data: { gameId, turnId, now: new Date().toISOString() } }, metadata);
  }

  onModuleDestroy(): void {
    for (const { renew } of this.running.values()) clearInterval(renew);
    this.running.clear();
  }

  private async record(command: AgentTurnCommand, metadata: EventMetadata): Promise<void> {
    const timestamp = command.data.now;
    await this.runner.run({ decider: agentTurnDecider, streamId: agentTurnStreamId(command.data.gameId), command, only: ONLY }, { metadata: { ...metadata, timestamp } });
  }
}
