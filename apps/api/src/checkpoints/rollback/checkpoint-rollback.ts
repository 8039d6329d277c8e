import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { currentCheckpoint, turnKey, turnsAfter, type AssetActor, type CheckpointState, type GameAccess, type KnownCheckpoint } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import type { CheckpointRollbackAnswer, RefundableTurn } from '@tempest/contracts';
import { readGameAccess } from '../../assets/game-access.js';
import type { CommandContext } from '../../common/actor.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { TokenLedger } from '../../tokens/token-ledger.service.js';
import { AgentActivity } from '../agent-activity.js';
import { readCheckpoints } from '../checkpoint-state.js';
import { Checkpoints, type GameSnapshot } from '../checkpoints.service.js';
import { rollBackAssets, rollBackFrontends } from './rollback-assets.js';
import { withoutRequestBudget } from '../../common/request-budget.js';

/** A title naming another checkpoint, within the title limit. */
const quoted = (title: string) => `"${title.length > 150 ? `${title.slice(0, 149)}…` : title}"`;


/**
 * Rollback to a checkpoint that never loses work (docs/api-checkpoints.md): hold the game, make sure the
 * game as it is now is a checkpoint (the one to undo back to), move every asset and frontend project to the
 * checkpoint's revisions with new events, then record the rollback's own checkpoint, which releases the hold.
 */
@Injectable()
export class CheckpointRollback {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly bus: CommandBus,
    private readonly checkpoints: Checkpoints,
    private readonly agents: AgentActivity,
    private readonly ledger: TokenLedger,
  ) {}

  async rollback(gameId: string, checkpointId: string, actor: AssetActor, context: CommandContext, sessionId: string | null): Promise<CheckpointRollbackAnswer> {
    // A rollback writes the game's content back in batches under its hold: bounded by the game (each of whose
    // writes had a budget), and refused half-way it would leave the game half rolled back. No request budget.
    return withoutRequestBudget(() => this.rollBack(gameId, checkpointId, actor, context, sessionId));
  }

  private async rollBack(gameId: string, checkpointId: string, actor: AssetActor, context: CommandContext, sessionId: string | null): Promise<CheckpointRollbackAnswer> {
    const rollbackId = randomUUID();
    const game = await readGameAccess(this.store, gameId);
    const hold = { gameId, now: context.now, actor, game, rollbackId, checkpointId, agentStreaming: this.agents.isStreaming(gameId) };
    await this.checkpoints.execute({ type: 'StartRollback', data: hold }, context);
    const { state } = await readCheckpoints(this.store, gameId);
    const target = state.checkpoints.get(checkpointId)!;
    const now = await this.checkpoints.snapshot(gameId);
    try {
      const fromCheckpointId = await this.undoPoint(gameId, currentCheckpoint(state), now, target, actor, context);
      const answer = await this.move({ gameId, game }, target, now, { rollbackId, toCheckpointId: checkpointId, fromCheckpointId }, actor, context, sessionId);
      answer.rollback_results.refundable_turns = await this.refundable(state, checkpointId);
      return answer;
    } catch (error) {
      // Release the hold with a checkpoint of where the game now stands, then report the failure.
      await this.checkpoints.create(gameId, actor, context, { trigger: 'rollback', title: `Rollback to ${quoted(target.title)} failed`, rollback: { rollbackId, toCheckpointId: checkpointId, fromCheckpointId: null } });
      throw error;
    }
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

  /** The checkpoint naming the game as it is now: the current one if nothing changed since, else a new one. */
  private async undoPoint(gameId: string, current: KnownCheckpoint | null, now: GameSnapshot, target: KnownCheckpoint, actor: AssetActor, context: CommandContext): Promise<string> {
    const made = await this.checkpoints.ofNow(gameId, current, actor, context, { trigger: 'rollback', title: `Before rollback to ${quoted(target.title)}`, snapshot: now });
    return made.checkpointId;
  }

  private async move(
    { gameId, game }: { gameId: string; game: GameAccess },
    target: KnownCheckpoint,
    now: GameSnapshot,
    rollback: { rollbackId: string; toCheckpointId: string; fromCheckpointId: string },
    actor: AssetActor,
    context: CommandContext,
    sessionId: string | null,
  ): Promise<CheckpointRollbackAnswer> {
    const moved = await rollBackAssets(this.bus, { gameId, game, target: target.assets, now, actor, context, sessionId });
    const frontends = await rollBackFrontends(this.store, { gameId, game, target: target.frontends, actor, context });
    const snapshot: GameSnapshot = {
      assets: moved.flatMap((m) => (m.present ? [m.present] : [])),
      frontends: [
        ...frontends.flatMap((f) => (f.to_revision === null ? [] : [{ frontendId: f.asset_id, revision: f.to_revision }])),
        // Projects made after the checkpoint stay as they are (a project is not an asset that can be deleted).
        ...now.frontends.filter((f) => !target.frontends.some((t) => t.frontendId === f.frontendId)),
      ],
    };
    const made = await this.checkpoints.create(gameId, actor, context, { trigger: 'rollback', title: `Rolled back to ${quoted(target.title)}`, rollback, snapshot, sessionId });
    const results = [...moved.map((m) => m.result), ...frontends];
    return {
      rollback_results: {
        status: 'success',
        checkpoint_id: target.checkpointId,
        rollback_checkpoint_id: made.checkpointId,
        undo_checkpoint_id: rollback.fromCheckpointId,
        assets: results,
        changed: results.filter((r) => r.action !== 'unchanged' && r.action !== 'skipped').length,
        refundable_turns: [],
      },
      position: made.position,
    };
  }
}
