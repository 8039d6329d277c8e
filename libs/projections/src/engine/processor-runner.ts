import type pg from 'pg';
import {
  comparePositions,
  START,
  type AllPosition,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '@tempest/event-store';
import { inTransaction, lockCheckpoint, readCheckpoint, writeCheckpoint } from './checkpoints.js';
import type { Projector } from './projector.js';
import { rebuildProjection, tableNameIn } from './rebuild.js';

export type RunnerContext = {
  pool: pg.Pool;
  store: EventStore;
  schema: string;
  owner: string;
  batchSize: number;
  pollIntervalMs: number;
  onApplied(projector: Projector, events: RecordedEvent[], position: AllPosition): void;
};

/** Thrown inside a batch when someone else (a rebuild, another replica) moved the checkpoint. */
class CheckpointMovedError extends Error {}

/**
 * Runs one projector while this process holds its lease: rows and checkpoint are written in one
 * transaction per batch, after checking (under the row lock) that the checkpoint is still ours.
 */
export class ProcessorRunner {
  private subscription: Subscription | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  position: AllPosition = START;
  lastError: string | null = null;

  constructor(
    private readonly ctx: RunnerContext,
    readonly projector: Projector,
  ) {}

  async start(): Promise<void> {
    const { ctx, projector } = this;
    const live = tableNameIn(ctx.schema);
    let checkpoint = await readCheckpoint(ctx.pool, ctx.schema, projector.name);
    if (checkpoint && checkpoint.version !== projector.version) {
      await rebuildProjection(ctx, projector, { swap: true });
      checkpoint = await readCheckpoint(ctx.pool, ctx.schema, projector.name);
    }
    if (!checkpoint) {
      await inTransaction(ctx.pool, async (tx) => {
        await projector.createTables(tx, live);
        await writeCheckpoint(tx, ctx.schema, projector.name, { position: START, version: projector.version, owner: ctx.owner });
      });
    }
    if (this.stopped) return;
    this.position = checkpoint?.position ?? START;
    this.subscribe();
  }

  private subscribe(): void {
    const { ctx, projector } = this;
    const live = tableNameIn(ctx.schema);
    const types = new Set(projector.eventTypes);
    const subscription = ctx.store.subscribeToAll(
      async (batch, next) => {
        const relevant = batch.filter((e) => types.has(e.type));
        await inTransaction(ctx.pool, async (tx) => {
          const locked = await lockCheckpoint(tx, ctx.schema, projector.name);
          if (!locked || comparePositions(locked.position, this.position) !== 0) throw new CheckpointMovedError();
          if (relevant.length > 0) await projector.apply(tx, relevant, live);
          await writeCheckpoint(tx, ctx.schema, projector.name, { position: next, version: projector.version, owner: ctx.owner });
        });
        this.position = next;
        this.lastError = null;
        // Every batch moves the position, also one with no event of ours: readers waiting for a write
        // this projector skips (another aggregate's event) are woken now, not by their fallback timer.
        ctx.onApplied(projector, relevant, next);
      },
      { from: this.position, batchSize: ctx.batchSize, pollIntervalMs: ctx.pollIntervalMs },
    );
    this.subscription = subscription;
    void subscription.failed.then((error) => this.recover(subscription, error));
  }

  /** After a failed batch: resume from the checkpoint in the database, at once or after a pause. */
  private recover(failed: Subscription, error: Error): void {
    if (this.stopped || this.subscription !== failed) return;
    const moved = error instanceof CheckpointMovedError;
    if (!moved) this.lastError = error.message;
    this.retry = setTimeout(
      () => {
        this.retry = null;
        readCheckpoint(this.ctx.pool, this.ctx.schema, this.projector.name)
          .then((checkpoint) => {
            if (this.stopped) return;
            this.position = checkpoint?.position ?? START;
            this.subscribe();
          })
          .catch((e: Error) => this.recover(failed, e));
      },
      moved ? 0 : 2000,
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.subscription?.stop();
  }
}
