import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  checkpointDecider,
  currentCheckpoint,
  ROLLBACK_EVENT_TYPES,
  rollbackDecider,
  DomainError,
  isDomainError,
  rollbackStreamId,
  versioningStreamId,
  type AgentTurnState,
  type AssetActor,
  type CheckpointAsset,
  type CheckpointFrontend,
  type GameAccess,
  type RollbackCommand,
  type RollbackProcessState,
  type RollbackRequested,
} from '@tempest/domain';
import { DecisionRunner, type AllPosition, type EventMetadata } from '@tempest/event-store';
import type { RollbackAssetResult } from '@tempest/contracts';
import { metadataFor } from '../../assets/asset-actor.js';
import { readGameAccess } from '../../assets/game-access.js';
import type { CommandContext } from '../../common/actor.js';
import { CHECKPOINT_FOLD, checkpointsOf } from '../checkpoint-state.js';
import { Checkpoints, type CheckpointWrite, type NewCheckpoint } from '../checkpoints.service.js';
import { batchesOf, movesOfBatch, rollBackAssets, rollBackFrontends, rollbackMoves } from './rollback-assets.js';

const ONLY: ReadonlySet<string> = new Set(ROLLBACK_EVENT_TYPES);

/** A title naming another checkpoint, within the title limit. */
const quoted = (title: string) => `"${title.length > 150 ? `${title.slice(0, 149)}…` : title}"`;

/**
 * Test seam (test/api/rollback-replicas.e2e-spec.ts): `TEMPEST_TEST_ROLLBACK_EXIT_AFTER_BATCH=k` kills this
 * process once batch k (1-based) has moved its assets and before the process records it: the worst moment,
 * so the replica that takes over must re-run the batch on what is stored. Nothing else sets it.
 */
const exitAfterBatch = Number(process.env.TEMPEST_TEST_ROLLBACK_EXIT_AFTER_BATCH ?? 0);

export type RollbackAsked = { gameId: string; checkpointId: string; actor: AssetActor; game: GameAccess; agentTurns: AgentTurnState; sessionId: string | null };

/** How a drive ended: the process as recorded, and where its last write landed (null when another replica wrote it). */
export type RollbackDriven = { state: RollbackProcessState; position: AllPosition | null };

/**
 * Drives rollbacks (docs/api-checkpoints.md "Rollback as a process"): each step of the process stream is done,
 * then recorded, under this replica's lease. The request that asks for a rollback drives it here; the reactor
 * (rollback-reactor.ts) drives one whose replica died. A step re-run after a crash decides on what is stored.
 */
@Injectable()
export class RollbackProcess {
  private readonly logger = new Logger(RollbackProcess.name);
  /** This replica, as the lease names it (a restarted process is another owner). */
  readonly owner = `replica-${randomUUID()}`;
  /** The rollbacks this process drives now (the request's and the reactor's never run one twice here). */
  private readonly driving = new Map<string, Promise<RollbackDriven>>();

  constructor(
    private readonly runner: DecisionRunner,
    private readonly bus: CommandBus,
    private readonly checkpoints: Checkpoints,
  ) {}

  /** Holds the game (refused while the agent works or another rollback holds it) and records the request, together; answers the id. */
  async request(asked: RollbackAsked, context: CommandContext): Promise<string> {
    const { gameId, checkpointId: toCheckpointId, actor, game, agentTurns, sessionId } = asked;
    const rollbackId = randomUUID();
    const now = context.now;
    await this.runner.run(
      [
        { decider: checkpointDecider, streamId: versioningStreamId(gameId), only: CHECKPOINT_FOLD, command: { type: 'StartRollback', data: { gameId, now, actor, game, rollbackId, checkpointId: toCheckpointId, agentTurns } } },
        {
          decider: rollbackDecider,
          streamId: rollbackStreamId(rollbackId),
          only: ONLY,
          command: { type: 'RequestRollback', data: { rollbackId, gameId, toCheckpointId, sessionId, actor, rollbackCheckpointId: randomUUID(), failedCheckpointId: randomUUID(), owner: this.owner, now } },
        },
      ] as const,
      { metadata: metadataFor(actor, context) },
    );
    return rollbackId;
  }

  async read(rollbackId: string): Promise<RollbackProcessState> {
    return (await this.runner.read(rollbackDecider, rollbackStreamId(rollbackId), { only: ONLY })).state;
  }

  isDriving(rollbackId: string): boolean {
    return this.driving.has(rollbackId);
  }

  /** Takes over a rollback whose driver's lease ran out (refused while another replica holds it), then drives it. */
  resume(rollbackId: string): Promise<RollbackDriven> {
    return this.once(rollbackId, async () => {
      const metadata = await this.metadataOf(rollbackId);
      await this.step({ type: 'ClaimRollback', data: { rollbackId, owner: this.owner, now: new Date().toISOString() } }, metadata);
      this.logger.log(`Resuming rollback ${rollbackId} (its replica stopped driving it)`);
      return this.run(rollbackId);
    });
  }

  /**
   * Runs the process's steps until it has ended. A step refused for good records the failure (a checkpoint of
   * where the game stands releases the hold) and throws; a lost lease throws at once (another replica drives it).
   */
  drive(rollbackId: string): Promise<RollbackDriven> {
    return this.once(rollbackId, () => this.run(rollbackId));
  }

  /** One driver per rollback in this process: registered before anything awaits, so a second call joins the first. */
  private once(rollbackId: string, run: () => Promise<RollbackDriven>): Promise<RollbackDriven> {
    const running = this.driving.get(rollbackId);
    if (running) return running;
    const driving = run().finally(() => this.driving.delete(rollbackId));
    this.driving.set(rollbackId, driving);
    return driving;
  }

  private async run(rollbackId: string): Promise<RollbackDriven> {
    const metadata = await this.metadataOf(rollbackId);
    let position: AllPosition | null = null;
    for (;;) {
      const state = await this.read(rollbackId);
      if (state.status !== 'running') return { state, position };
      const request = state.request!;
      const context = contextNow(metadata, request.sessionId);
      try {
        position = (await this.next(state, request, context)) ?? position;
      } catch (error) {
        if (isDomainError(error, 'rollback.lease_lost') || isDomainError(error, 'rollback.lease_held')) throw error;
        await this.fail(request, context, error).catch((failed: unknown) => this.logger.warn(`Rollback ${rollbackId} could not record its failure: ${String(failed)}`));
        throw error;
      }
    }
  }

  /** The next step not recorded: the undo point, then batch k of n, then the rollback's checkpoint. */
  private async next(state: RollbackProcessState, request: RollbackRequested['data'], context: CommandContext): Promise<AllPosition | null> {
    const { rollbackId, gameId, actor, sessionId } = request;
    const versioning = await checkpointsOf(this.runner, gameId);
    const target = versioning.checkpoints.get(request.toCheckpointId)!;
    const owned = { rollbackId, owner: this.owner, now: context.now };
    const undo = state.undo;
    if (!undo) {
      // The checkpoint naming the game as it is now: the current one if nothing changed since (so also after a crash that wrote it).
      const now = await this.checkpoints.snapshot(gameId);
      const made = await this.checkpoints.ofNow(gameId, currentCheckpoint(versioning), actor, context, { trigger: 'rollback', title: `Before rollback to ${quoted(target.title)}`, snapshot: now });
      const batches = batchesOf(rollbackMoves(target.assets, now.assets).length);
      const plan = { fromCheckpointId: made.checkpointId, assets: now.assets, frontends: now.frontends, ...(now.components ? { components: now.components } : {}), batches };
      return this.step({ type: 'TakeUndoPoint', data: { ...owned, ...plan } }, metadataFor(actor, context));
    }
    if (state.moved.length < undo.batches) {
      const batch = state.moved.length;
      const game = await readGameAccess(this.runner, gameId);
      let moved: { results: RollbackAssetResult[]; assets: CheckpointAsset[]; frontends: CheckpointFrontend[] };
      if (batch < undo.batches - 1) {
        const moves = movesOfBatch(rollbackMoves(target.assets, undo.assets), batch);
        const assets = await rollBackAssets(this.bus, { gameId, game, moves, now: undo.assets, actor, context, sessionId });
        moved = { results: assets.map((m) => m.result), assets: assets.flatMap((m) => (m.present ? [m.present] : [])), frontends: [] };
      } else {
        const results = await rollBackFrontends(this.runner, { gameId, game, target: target.frontends, actor, context });
        moved = { results, assets: [], frontends: results.flatMap((f) => (f.to_revision === null ? [] : [{ frontendId: f.asset_id, revision: f.to_revision }])) };
      }
      if (batch + 1 === exitAfterBatch) process.kill(process.pid, 'SIGKILL');
      return this.step({ type: 'RecordBatch', data: { ...owned, batch, ...moved } }, metadataFor(actor, context));
    }
    const snapshot = {
      assets: state.moved.flatMap((b) => b.assets),
      frontends: [
        ...state.moved.flatMap((b) => b.frontends),
        // Projects made after the checkpoint stay as they are (a project is not an asset that can be deleted).
        ...undo.frontends.filter((f) => !target.frontends.some((t) => t.frontendId === f.frontendId)),
      ],
    };
    const rollback = { rollbackId, toCheckpointId: target.checkpointId, fromCheckpointId: undo.fromCheckpointId };
    const checkpointId = request.rollbackCheckpointId;
    await this.writeOnce(gameId, actor, context, { trigger: 'rollback', title: `Rolled back to ${quoted(target.title)}`, rollback, snapshot, sessionId, checkpointId });
    return this.step({ type: 'CompleteRollback', data: { ...owned, checkpointId } }, metadataFor(actor, context));
  }

  /** Releases the hold with a checkpoint of where the game now stands, and records why the rollback failed. */
  private async fail(request: RollbackRequested['data'], context: CommandContext, error: unknown): Promise<void> {
    const { rollbackId, gameId, actor, toCheckpointId } = request;
    const versioning = await checkpointsOf(this.runner, gameId);
    const title = versioning.checkpoints.get(toCheckpointId)?.title ?? '';
    const checkpointId = request.failedCheckpointId;
    await this.writeOnce(gameId, actor, context, { trigger: 'rollback', title: `Rollback to ${quoted(title)} failed`, rollback: { rollbackId, toCheckpointId, fromCheckpointId: null }, checkpointId });
    // Stored for good and shown to staff and analysts: a refusal's catalogue message, never a server error's own text
    // (which may name a table, a path or a value).
    const reason = error instanceof DomainError ? error.message : 'The rollback failed on the server';
    await this.step({ type: 'FailRollback', data: { rollbackId, owner: this.owner, now: context.now, checkpointId, reason } }, metadataFor(actor, context));
  }

  /** A checkpoint whose id the process chose: written once (after a crash that wrote it, the write is refused as already there). */
  private async writeOnce(gameId: string, actor: AssetActor, context: CommandContext, fields: NewCheckpoint & { checkpointId: string }): Promise<CheckpointWrite> {
    try {
      return await this.checkpoints.create(gameId, actor, context, fields);
    } catch (error) {
      if (isDomainError(error, 'checkpoint.already_exists')) return { checkpointId: fields.checkpointId, position: null };
      throw error;
    }
  }

  private async step(command: RollbackCommand, metadata: EventMetadata): Promise<AllPosition | null> {
    const result = await this.runner.run({ decider: rollbackDecider, streamId: rollbackStreamId(command.data.rollbackId), command, only: ONLY }, { metadata: { ...metadata, timestamp: command.data.now } });
    return result.position;
  }

  /** The request's metadata (who asked, correlation), so every write of the process names them, whichever replica makes it. */
  private async metadataOf(rollbackId: string): Promise<EventMetadata> {
    const [first] = await this.runner.store.readStream(rollbackStreamId(rollbackId), { maxCount: 1 });
    if (!first) throw new Error(`No rollback ${rollbackId}`);
    return first.metadata;
  }
}

/** Each step at its own time: the lease is measured from it, and a long rollback's later writes say when they happened. */
const contextNow = (metadata: EventMetadata, sessionId: string | null): CommandContext => {
  const now = new Date().toISOString();
  return { metadata: { ...metadata, timestamp: now }, now, sessionId };
};
