import { Injectable } from '@nestjs/common';
import { isDomainError, refundableTurn, turnKey, turnsAfter, type AssetActor, type CheckpointState } from '@tempest/domain';
import { DecisionRunner, formatPosition, type EventMetadata } from '@tempest/event-store';
import type { CheckpointRollbackAnswer, RefundableTurn, RefundTurnAnswer } from '@tempest/contracts';
import { readGameAccess } from '../../assets/game-access.js';
import type { CommandContext } from '../../common/actor.js';
import { withoutRequestBudget } from '../../common/request-budget.js';
import { TokenLedger } from '../../tokens/token-ledger.service.js';
import { AgentTurns } from '../agent-turns.js';
import { checkpointsOf } from '../checkpoint-state.js';
import { RollbackProcess, type RollbackDriven } from './rollback-process.js';

/** How often a request whose rollback another replica took over looks whether it has ended. */
const WATCH_MS = 250;

/**
 * Rollback to a checkpoint that never loses work (docs/api-checkpoints.md): the request holds the game and
 * records the rollback as a process, drives it here (undo point, batch k of n, the rollback's checkpoint, which
 * releases the hold) and answers once it has completed, as before. If this replica dies half-way, another
 * resumes the process (rollback-reactor.ts). The agent turns a rollback took back can then be refunded.
 */
@Injectable()
export class CheckpointRollback {
  constructor(
    private readonly runner: DecisionRunner,
    private readonly process: RollbackProcess,
    private readonly agentTurns: AgentTurns,
    private readonly ledger: TokenLedger,
  ) {}

  async rollback(gameId: string, checkpointId: string, actor: AssetActor, context: CommandContext, sessionId: string | null): Promise<CheckpointRollbackAnswer> {
    // A rollback writes the game's content back in batches under its hold: bounded by the game (each of whose
    // writes had a budget), and refused half-way it would leave the game half rolled back. No request budget.
    return withoutRequestBudget(async () => {
      const [game, agentTurns] = await Promise.all([readGameAccess(this.runner, gameId), this.agentTurns.of(gameId)]);
      const rollbackId = await this.process.request({ gameId, checkpointId, actor, game, agentTurns, sessionId }, context);
      const driven = await this.process.drive(rollbackId).catch((error: unknown) => this.watch(rollbackId, error));
      return this.answer(gameId, driven);
    });
  }

  /**
   * This replica lost the process (it was too slow to renew its lease, and another took it over): the request
   * still answers when the process ends. Any other error is the rollback's failure, already recorded.
   */
  private async watch(rollbackId: string, error: unknown): Promise<RollbackDriven> {
    if (!(isDomainError(error, 'rollback.lease_lost') || isDomainError(error, 'rollback.lease_held'))) throw error;
    for (;;) {
      const state = await this.process.read(rollbackId);
      if (state.status === 'failed') throw new Error(state.reason ?? 'The rollback failed');
      if (state.status === 'completed') return { state, position: null };
      await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
    }
  }

  private async answer(gameId: string, { state, position }: RollbackDriven): Promise<CheckpointRollbackAnswer> {
    if (state.status === 'failed') throw new Error(state.reason ?? 'The rollback failed');
    const request = state.request!;
    const versioning = await checkpointsOf(this.runner, gameId);
    const results = state.moved.flatMap((b) => b.results);
    const at = position ?? (await this.runner.store.lastCommittedPosition());
    return {
      rollback_results: {
        status: 'success',
        checkpoint_id: request.toCheckpointId,
        rollback_checkpoint_id: state.checkpointId!,
        undo_checkpoint_id: state.undo!.fromCheckpointId,
        assets: results,
        changed: results.filter((r) => r.action !== 'unchanged' && r.action !== 'skipped').length,
        refundable_turns: await this.refundable(versioning, request.toCheckpointId),
      },
      position: formatPosition(at),
    };
  }

  /** The tokens of an agent turn a rollback took back, to the user it ran for, once (refused otherwise). */
  async refundTurn(gameId: string, checkpointId: string, metadata: EventMetadata): Promise<RefundTurnAnswer> {
    const turn = refundableTurn(await checkpointsOf(this.runner, gameId), checkpointId);
    const written = await this.ledger.refundTurn(turn.by, turn.agent, checkpointId, metadata);
    const refunded = (await this.ledger.turnCosts(turn.by))[turnKey(turn.agent)]?.amount ?? 0;
    return { status: 'success', refunded_tokens: refunded, session_id: turn.agent.sessionId, turn: turn.agent.turn, position: formatPosition(written.position) };
  }

  /** The agent turns made after the target that cost tokens not refunded yet (the creator may ask for them back). */
  private async refundable(state: CheckpointState, targetId: string): Promise<RefundableTurn[]> {
    const turns = turnsAfter(state, targetId);
    const costs = new Map(await Promise.all([...new Set(turns.map((t) => t.by))].map(async (userId) => [userId, await this.ledger.turnCosts(userId)] as const)));
    return turns.flatMap((t) => {
      const cost = costs.get(t.by)?.[turnKey(t.agent!)];
      return cost && cost.amount > 0 && !cost.refunded ? [{ checkpoint_id: t.checkpointId, session_id: t.agent!.sessionId, turn: t.agent!.turn, tokens: cost.amount }] : [];
    });
  }
}
