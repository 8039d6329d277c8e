import type pg from 'pg';
import {
  comparePositions,
  START,
  type AllPosition,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '@tempest/event-store';
import { inTransaction, lockProcessorPosition, readProcessorPosition, writeProcessorPosition, type IdleCheckpoints } from './processor-positions.js';
import type { Projector, ProjectionTx } from './projector.js';
import { rebuildProjection, tableNameIn } from './rebuild.js';

export type RunnerContext = {
  pool: pg.Pool;
  store: EventStore;
  schema: string;
  owner: string;
  batchSize: number;
  pollIntervalMs: number;
  onApplied(projector: Projector, events: RecordedEvent[], position: AllPosition): void;
  /**
   * Only this process reads and writes the read models (the embedded database): a batch with no event of
   * the projector's types moves its position in memory, and the checkpoint row follows with the next batch
   * that writes, at most IDLE_PERSIST_MS later, or at stop. Elsewhere every batch writes its checkpoint,
   * since other replicas wait on that row.
   */
  singleProcess?: boolean;
  /** Elsewhere: the idle batches' checkpoint moves, written with every other processor's in one statement. */
  idleCheckpoints?: IdleCheckpoints;
};

/** Longest time a single-process runner keeps its position only in memory (a restart re-reads that much). */
export const IDLE_PERSIST_MS = 5000;

/**
 * A processor reads `$all` again no sooner than this after its last read (SubscribeOptions.coalesceMs): under a
 * published game's stream of actions each processor writes a transaction per ~20 ms rather than one per group
 * commit (bench/play-load/results.md); a read model is at most this much later to follow a write under load.
 */
export const COALESCE_MS = 20;

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
  /** The position the checkpoint row holds (behind `position` only in a single process). */
  private persisted: AllPosition = START;
  private persistedAt = 0;
  lastError: string | null = null;

  constructor(
    private readonly ctx: RunnerContext,
    readonly projector: Projector,
  ) {}

  async start(): Promise<void> {
    const { ctx, projector } = this;
    const live = tableNameIn(ctx.schema);
    let checkpoint = await readProcessorPosition(ctx.pool, ctx.schema, projector.name);
    if (checkpoint && checkpoint.version !== projector.version) {
      await rebuildProjection(ctx, projector, { swap: true });
      checkpoint = await readProcessorPosition(ctx.pool, ctx.schema, projector.name);
    }
    if (!checkpoint) {
      await inTransaction(ctx.pool, async (tx) => {
        await projector.createTables(tx, live);
        await projector.createIndexes?.(tx, live);
        await writeProcessorPosition(tx, ctx.schema, projector.name, { position: START, version: projector.version, owner: ctx.owner });
      });
    }
    if (this.stopped) return;
    this.moveTo(checkpoint?.position ?? START);
    this.subscribe();
  }

  private subscribe(): void {
    const { ctx, projector } = this;
    const live = tableNameIn(ctx.schema);
    const types = new Set(projector.eventTypes);
    const subscription = ctx.store.subscribeToAll(
      async (batch, next) => {
        const relevant = projector.allEvents ? batch : batch.filter((e) => types.has(e.type));
        const idle = relevant.length === 0 && ctx.singleProcess === true && Date.now() - this.persistedAt < IDLE_PERSIST_MS;
        if (relevant.length > 0 || (!idle && !ctx.idleCheckpoints)) await this.write(next, (tx) => (relevant.length > 0 ? projector.apply(tx, relevant, live) : Promise.resolve()));
        else if (!idle) await this.moveIdle(next);
        this.position = next;
        this.lastError = null;
        // Every batch moves the position, also one with no event of ours: readers waiting for a write
        // this projector skips (another aggregate's event) are woken now, not by their fallback timer.
        ctx.onApplied(projector, relevant, next);
      },
      {
        from: this.position,
        batchSize: ctx.batchSize,
        pollIntervalMs: ctx.pollIntervalMs,
        coalesceMs: COALESCE_MS,
        // It reads the data of its own types only; the event index (envelopeOnly) of none.
        dataOf: projector.envelopeOnly ? new Set() : projector.allEvents ? undefined : types,
      },
    );
    this.subscription = subscription;
    void subscription.failed.then((error) => this.recover(subscription, error));
  }

  /** Applies (or not) and moves the checkpoint row, once it is sure the row is still where this runner left it. */
  private async write(next: AllPosition, apply: (tx: ProjectionTx) => Promise<void>): Promise<void> {
    const { ctx, projector } = this;
    await inTransaction(ctx.pool, async (tx) => {
      const locked = await lockProcessorPosition(tx, ctx.schema, projector.name);
      if (!locked || comparePositions(locked.position, this.persisted) !== 0) throw new CheckpointMovedError();
      await apply(tx);
      await writeProcessorPosition(tx, ctx.schema, projector.name, { position: next, version: projector.version, owner: ctx.owner });
    });
    this.persisted = next;
    this.persistedAt = Date.now();
  }

  /** A batch with none of the projector's events: only the checkpoint moves, in the engine's shared statement. */
  private async moveIdle(next: AllPosition): Promise<void> {
    const { ctx, projector } = this;
    const moved = await ctx.idleCheckpoints!.move({ name: projector.name, from: this.persisted, to: next, version: projector.version, owner: ctx.owner });
    if (!moved) throw new CheckpointMovedError();
    this.persisted = next;
    this.persistedAt = Date.now();
  }

  private moveTo(position: AllPosition): void {
    this.position = position;
    this.persisted = position;
    this.persistedAt = Date.now();
  }

  /** After a failed batch: resume from the checkpoint in the database, at once or after a pause. */
  private recover(failed: Subscription, error: Error): void {
    if (this.stopped || this.subscription !== failed) return;
    const moved = error instanceof CheckpointMovedError;
    if (!moved) this.lastError = error.message;
    this.retry = setTimeout(
      () => {
        this.retry = null;
        readProcessorPosition(this.ctx.pool, this.ctx.schema, this.projector.name)
          .then((checkpoint) => {
            if (this.stopped) return;
            this.moveTo(checkpoint?.position ?? START);
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
    // The idle batches' position, so a restart does not read them again (someone else moved the row: theirs stands).
    if (comparePositions(this.position, this.persisted) !== 0) await this.write(this.position, () => Promise.resolve()).catch(() => undefined);
  }
}
