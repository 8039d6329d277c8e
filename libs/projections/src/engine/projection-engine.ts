import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import pg from 'pg';
import { comparePositions, formatPosition, type AllCount, type AllPosition, type EventStore, type RecordedEvent } from '@tempest/event-store';
import { IdleCheckpoints, processorsTableSql, quoteSchema, readProcessorPosition } from './processor-positions.js';
import { LeaseClient } from './lease.js';
import { ProcessorRunner } from './processor-runner.js';
import type { Projector, ReadModelChange } from './projector.js';
import { RebuildBusyError, rebuildProjection, rebuildSchemaName, sideSchemaPrefix, type RebuildOptions, type RebuildResult, type RebuildSlot } from './rebuild.js';

/** The lease of the one rebuild slot (MAX_REBUILDS): a colon, so no projector's name is the same. */
const REBUILD_SLOT = 'rebuild:slot';

export type ProjectionEngineOptions = {
  pool: pg.Pool;
  store: EventStore;
  projectors: Projector[];
  /** Schema of the read models and the processors table. */
  schema?: string;
  batchSize?: number;
  /** Events read and applied at a time by a rebuild (default REBUILD_BATCH). */
  rebuildBatchSize?: number;
  /** Bytes of event JSON a rebuild page may hold (default BATCH_MAX_BYTES). */
  rebuildBatchBytes?: number;
  pollIntervalMs?: number;
  /** How often a standby replica tries to take over a processor. */
  leaseRetryMs?: number;
  /** false: this process only reads (waitFor, status) and never runs processors. */
  runProcessors?: boolean;
  /**
   * A safety net only: how often `waitFor` re-reads a local processor's position when no batch has
   * signalled (every applied batch signals, with or without events of the projector's types).
   */
  waitFallbackMs?: number;
  /** Only this process uses the database (the embedded one): see RunnerContext.singleProcess. */
  singleProcess?: boolean;
};

export type ProcessorStatus = {
  name: string;
  state: 'running' | 'standby' | 'stopped';
  checkpoint: string | null;
  lagEvents: number;
  lagMs: number;
  owner: string | null;
  lastError: string | null;
};

/**
 * Where a read must stand (the read-your-writes rule, docs/architecture.md "Reads and live updates"): at or
 * after a write's position (a command's answer, passed back as `minPosition`); after every write committed
 * before the read (`'committed'`: for reads whose callers carry no position, so they still see their own and
 * everyone's earlier writes); or wherever the read model is (null: a list that says how far it is instead).
 */
export type ReadFrom = AllPosition | 'committed' | null;

/** How long a read waits for that at most; then it reads what is there (and answers `caughtUp: false`). */
export const READ_WAIT_MS = 5000;

export type AppliedChange = { processor: string; change: ReadModelChange & { assetType: string | null }; position: AllPosition };

export class ProjectionEngine {
  readonly schema: string;
  readonly owner = `${hostname()}:${process.pid}`;
  private readonly runners = new Map<string, ProcessorRunner>();
  private readonly lease: LeaseClient;
  private readonly applied = new EventEmitter().setMaxListeners(0);
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  /** The rebuild slot, while this process holds it (aborted if the lease is lost). */
  private slot: AbortController | null = null;
  private readonly idleCheckpoints: IdleCheckpoints;

  constructor(private readonly options: ProjectionEngineOptions) {
    this.schema = options.schema ?? 'public';
    this.lease = new LeaseClient(options.pool.options, `tempest-projection:${this.schema}`);
    this.idleCheckpoints = new IdleCheckpoints(options.pool, this.schema);
    this.lease.onLost(() => {
      this.slot?.abort();
      void this.dropAllRunners();
    });
  }

  get projectors(): Projector[] {
    return this.options.projectors;
  }

  async start(): Promise<void> {
    await this.options.pool.query(processorsTableSql(this.schema));
    await this.dropOrphanSideSchemas();
    this.started = true;
    if (this.options.runProcessors === false) return;
    await this.claim();
    const tick = () => {
      this.timer = setTimeout(() => void this.claim().finally(() => this.started && tick()), this.options.leaseRetryMs ?? 1000);
    };
    tick();
  }

  /** Takes the lease of every processor no replica runs, and starts it here. */
  private async claim(): Promise<void> {
    for (const projector of this.options.projectors) {
      if (!this.started || this.runners.has(projector.name)) continue;
      const ok = await this.lease.tryAcquire(projector.name).catch(() => false);
      if (!ok) continue;
      if (!this.started) return void (await this.lease.release(projector.name)); // stopped meanwhile
      const runner = new ProcessorRunner(
        {
          pool: this.options.pool,
          store: this.options.store,
          schema: this.schema,
          owner: this.owner,
          batchSize: this.options.batchSize ?? 1000,
          pollIntervalMs: this.options.pollIntervalMs ?? 250,
          onApplied: (p, events, position) => this.emitApplied(p, events, position),
          singleProcess: this.options.singleProcess,
          idleCheckpoints: this.options.singleProcess ? undefined : this.idleCheckpoints,
        },
        projector,
      );
      this.runners.set(projector.name, runner);
      await runner.start().catch(async (error: Error) => {
        runner.lastError = error.message;
        this.runners.delete(projector.name);
        await runner.stop();
        await this.lease.release(projector.name);
      });
    }
  }

  /** After every batch, `events` being the ones of the projector's types (often none). */
  private emitApplied(projector: Projector, events: RecordedEvent[], position: AllPosition): void {
    this.applied.emit('position', projector.name, position);
    if (!projector.changesOf || events.length === 0) return;
    const seen = new Set<string>();
    for (const event of events) {
      for (const change of projector.changesOf(event)) {
        const key = `${change.readModel}|${change.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const applied = { ...change, assetType: change.assetType ?? null };
        this.applied.emit('change', { processor: projector.name, change: applied, position } satisfies AppliedChange);
      }
    }
  }

  /** Every batch a processor running in this process applied: its name and the position it stands at now. */
  onPosition(listener: (processor: string, position: AllPosition) => void): () => void {
    this.applied.on('position', listener);
    return () => this.applied.off('position', listener);
  }

  /** Read-model changes applied by processors running in this process. */
  onChange(listener: (change: AppliedChange) => void): () => void {
    this.applied.on('change', listener);
    return () => this.applied.off('change', listener);
  }

  /** Resolves true once `processor` has applied everything up to `position` (read your own write). */
  async waitFor(processor: string, position: AllPosition, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const local = this.runners.get(processor)?.position;
      const current = local ?? (await readProcessorPosition(this.options.pool, this.schema, processor))?.position;
      if (current && comparePositions(current, position) >= 0) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.applied.off('position', done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(left, local ? (this.options.waitFallbackMs ?? 1000) : 50));
        this.applied.on('position', done);
      });
    }
  }

  /**
   * The one wait of a read (every route's): resolves true once each of `processors` stands where `from`
   * says, false when it gave up after `timeoutMs` (the read then goes on with what is there).
   */
  async readFrom(processors: string | readonly string[], from: ReadFrom, timeoutMs = READ_WAIT_MS): Promise<boolean> {
    if (from === null) return true;
    const position = from === 'committed' ? await this.options.store.lastCommittedPosition() : from;
    const names = typeof processors === 'string' ? [processors] : processors;
    const caughtUp = await Promise.all(names.map((name) => this.waitFor(name, position, timeoutMs)));
    return caughtUp.every(Boolean);
  }

  /**
   * Resolves true once `processor` has applied every event committed before this call — the newest
   * committed one, also when a still-running older transaction hides it from catch-up readers. For reads
   * whose callers carry no position, so they still see their own (and everyone's earlier) writes.
   */
  waitForCommitted(processor: string, timeoutMs: number): Promise<boolean> {
    return this.readFrom(processor, 'committed', timeoutMs);
  }

  /** The processor's checkpoint as "tx.position" (null before its first run). */
  async checkpointOf(processor: string): Promise<string | null> {
    const local = this.runners.get(processor)?.position;
    const position = local ?? (await readProcessorPosition(this.options.pool, this.schema, processor))?.position;
    return position ? formatPosition(position) : null;
  }

  async status(): Promise<ProcessorStatus[]> {
    const head = await this.options.store.headPosition();
    return Promise.all(
      this.options.projectors.map(async (projector) => {
        const local = this.runners.get(projector.name)?.position;
        const checkpoint = local ? { position: local } : await readProcessorPosition(this.options.pool, this.schema, projector.name);
        const at = checkpoint?.position ?? { txId: 0n, position: 0n };
        const behind = comparePositions(head.position, at) > 0;
        const first = behind ? (await this.options.store.readAll(at, 1)).events[0] : undefined;
        const owner = await this.ownerOf(projector.name);
        return {
          name: projector.name,
          state: this.runners.has(projector.name) ? 'running' : this.started ? 'standby' : 'stopped',
          checkpoint: checkpoint ? formatPosition(at) : null,
          lagEvents: behind ? Math.max(1, Number(head.position.position - at.position)) : 0,
          lagMs: first ? Math.max(0, Date.now() - Date.parse(first.metadata.timestamp)) : 0,
          owner,
          lastError: this.runners.get(projector.name)?.lastError ?? null,
        } satisfies ProcessorStatus;
      }),
    );
  }

  private async ownerOf(name: string): Promise<string | null> {
    const { rows } = await this.options.pool.query<{ owner: string | null }>(
      `SELECT owner FROM "${this.schema}".processors WHERE name = $1`,
      [name],
    );
    return rows[0]?.owner ?? null;
  }

  /**
   * Takes the one rebuild slot (MAX_REBUILDS) across replicas: a session advisory lock on the lease connection,
   * so a replica that dies frees it. Throws RebuildBusyError when a rebuild holds it, here or elsewhere.
   */
  async reserveRebuild(): Promise<RebuildSlot> {
    if (this.slot) throw new RebuildBusyError();
    const guard = new AbortController();
    this.slot = guard; // before the first await: a second call in this process is refused
    const ok = await this.lease.tryAcquire(REBUILD_SLOT).catch(() => false);
    if (!ok) {
      this.slot = null;
      throw new RebuildBusyError();
    }
    let released = false;
    return {
      signal: guard.signal,
      release: async () => {
        if (released) return;
        released = true;
        if (this.slot === guard) this.slot = null;
        await this.lease.release(REBUILD_SLOT);
      },
    };
  }

  /**
   * Drops the side schemas a crashed (or dry-run) rebuild left, at start: only while holding the rebuild slot (no
   * staff rebuild runs anywhere) and, per projector, its lease (no replica is rebuilding it for a version change).
   * Side schemas of projectors this build does not know are left alone: a newer replica may be rebuilding them.
   */
  async dropOrphanSideSchemas(): Promise<string[]> {
    const slot = await this.reserveRebuild().catch(() => null);
    if (!slot) return [];
    try {
      const { rows } = await this.options.pool.query<{ name: string }>(`SELECT nspname AS name FROM pg_namespace WHERE left(nspname, length($1)) = $1`, [sideSchemaPrefix(this.schema)]);
      const found = new Set(rows.map((r) => r.name));
      const dropped: string[] = [];
      for (const projector of this.options.projectors) {
        const side = rebuildSchemaName(this.schema, projector.name);
        if (!found.has(side) || this.runners.has(projector.name)) continue;
        if (!(await this.lease.tryAcquire(projector.name).catch(() => false))) continue;
        try {
          await this.options.pool.query(`DROP SCHEMA IF EXISTS ${quoteSchema(side)} CASCADE`);
          dropped.push(side);
        } finally {
          await this.lease.release(projector.name); // claim() takes it again if this process is to run it
        }
      }
      return dropped;
    } finally {
      await slot.release();
    }
  }

  /**
   * Replays `name` from the first event into fresh tables; with swap, they replace the live ones. Holds the
   * rebuild slot while it runs: `options.slot` when the caller reserved it first (to answer a refusal before
   * starting), else its own (RebuildBusyError when taken).
   */
  async rebuild(name: string, options: RebuildOptions & { slot?: RebuildSlot } = { swap: true }): Promise<RebuildResult> {
    const projector = this.options.projectors.find((p) => p.name === name);
    if (!projector) {
      await options.slot?.release();
      throw new Error(`Unknown projection "${name}". Known: ${this.projectorNames().join(', ')}`);
    }
    const slot = options.slot ?? (await this.reserveRebuild());
    try {
      const { pool, store, rebuildBatchSize, rebuildBatchBytes } = this.options;
      const ctx = { pool, store, schema: this.schema, owner: this.owner, batchSize: this.options.batchSize ?? 1000, rebuildBatchSize, rebuildBatchBytes };
      await this.options.pool.query(processorsTableSql(this.schema));
      const signal = options.signal ? AbortSignal.any([options.signal, slot.signal]) : slot.signal;
      return await rebuildProjection(ctx, projector, { ...options, signal });
    } finally {
      await slot.release();
    }
  }

  /**
   * What a rebuild of `name` reads in a range of `$all`: every event (the read scans all), those of the projector's
   * types and their bytes (what it decodes). Null where the store cannot count (EventStoreDB).
   */
  countReads(name: string, range: { after?: bigint; upTo?: bigint }): Promise<AllCount | null> {
    const projector = this.options.projectors.find((p) => p.name === name);
    if (!projector) throw new Error(`Unknown projection "${name}"`);
    return this.options.store.countAll({ ...range, ...(projector.allEvents ? {} : { types: projector.eventTypes }) });
  }

  projectorNames(): string[] {
    return this.options.projectors.map((p) => p.name);
  }

  private async dropAllRunners(): Promise<void> {
    const runners = [...this.runners.values()];
    this.runners.clear();
    await Promise.all(runners.map((r) => r.stop()));
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    await this.dropAllRunners();
    await this.lease.close();
  }
}
