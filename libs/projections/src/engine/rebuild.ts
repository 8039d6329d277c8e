import type pg from 'pg';
import { BATCH_MAX_BYTES, comparePositions, nextSizeProbe, START, type AllPosition, type EventStore, type ReadAllPage } from '@tempest/event-store';
import { withBulk } from './bulk-load.js';
import { inTransaction, lockProcessorPosition, quoteSchema, writeProcessorPosition } from './processor-positions.js';
import type { Projector, TableName } from './projector.js';

export type RebuildContext = {
  pool: pg.Pool;
  store: EventStore;
  schema: string;
  owner: string;
  /** The live batch size; a rebuild reads `rebuildBatchSize` (default REBUILD_BATCH) at a time. */
  batchSize: number;
  rebuildBatchSize?: number;
  /** Bytes of event JSON a rebuild page may hold (default BATCH_MAX_BYTES): pages stop by rows or bytes, whichever comes first; Infinity: rows only. */
  rebuildBatchBytes?: number;
};

/** A rebuild reads and applies this many events at a time: fewer round trips and transactions than live batches. */
export const REBUILD_BATCH = 10_000;

/** catching_up: replaying the events appended since, after the live processor moved past the rebuilt tables. */
export type RebuildPhase = 'replaying' | 'indexing' | 'catching_up' | 'swapping';

/** Where a rebuild is: `read` events of `$all` so far, up to global position `position` of `head`. */
export type RebuildProgress = { phase: RebuildPhase; read: number; applied: number; position: bigint; head: bigint };

export type RebuildOptions = {
  swap: boolean;
  onProgress?: (progress: RebuildProgress) => void;
  /** Aborting stops the replay between batches, drops the side schema and rejects with RebuildCancelledError. */
  signal?: AbortSignal;
};

export type RebuildResult = { schema: string; position: AllPosition; events: number; swapped: boolean };

export class RebuildCancelledError extends Error {
  constructor(projector: string) {
    super(`The rebuild of ${projector} was cancelled`);
  }
}

/** How many rebuilds run at once across every replica of a studio (docs/api-replay.md, One rebuild at a time). */
export const MAX_REBUILDS = 1;

/** Another rebuild holds the one slot, in this process or on another replica. */
export class RebuildBusyError extends Error {
  constructor() {
    super('Another rebuild is running (here or on another replica of the studio); one runs at a time. Wait for it to end, or cancel it.');
  }
}

/** The slot a rebuild holds while it runs; aborted when the lease behind it is lost. */
export type RebuildSlot = { signal: AbortSignal; release(): Promise<void> };

/** Side schemas of `schema`'s rebuilds: `<schema>_rebuild_<projector>`. */
export const sideSchemaPrefix = (schema: string): string => `${schema}_rebuild_`;


export const tableNameIn =
  (schema: string): TableName =>
  (table: string) =>
    `${quoteSchema(schema)}.${quoteSchema(table)}`;

export const rebuildSchemaName = (schema: string, projector: string): string =>
  `${sideSchemaPrefix(schema)}${projector.replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);

type Replay = { position: AllPosition; read: number; applied: number; memory: Map<string, unknown> };

/**
 * Replays from `from` to the end of `$all` into the tables of `t`. The next page is read while this one
 * is applied (two connections: the read and the apply overlap), and the store decodes only the events of
 * the projector's types, and none of their data for a projector of envelopes (`envelopeOnly`).
 */
const replay = async (ctx: RebuildContext, projector: Projector, t: TableName, from: Replay, options: RebuildOptions, head: bigint, phase: 'replaying' | 'catching_up'): Promise<Replay> => {
  const size = ctx.rebuildBatchSize ?? REBUILD_BATCH;
  const maxBytes = ctx.rebuildBatchBytes ?? BATCH_MAX_BYTES;
  const types = new Set(projector.eventTypes);
  // A page of large events is cut by bytes; then the next page reads fewer sizes (nextSizeProbe).
  let asked = size;
  // The event index reads every event, of types added after it too: no filter for it.
  const read = (at: AllPosition): Promise<ReadAllPage> => {
    const count = asked;
    // Infinity: pages by rows only, without reading sizes first (the bench's baseline). A page of envelopes holds
    // no documents — only the metadata the studio writes, a few hundred bytes an event — so it is not bounded
    // by bytes either: no size read first (on the embedded database a tenth of the event index's rebuild).
    const bound = maxBytes === Infinity || projector.envelopeOnly ? {} : { maxBytes };
    const page = ctx.store.readAll(at, count, {
      ...bound,
      ...(projector.allEvents ? {} : { types: projector.eventTypes }),
      ...(projector.envelopeOnly ? { withoutData: true } : {}),
    });
    return page.then((p) => {
      const taken = p.scanned ?? p.events.length;
      asked = nextSizeProbe(size, taken, !p.isEnd && taken < count);
      return p;
    });
  };
  let { position, read: count, applied } = from;
  // COPY through the socket of the embedded database is not relied on: there, rows are inserted as live.
  const bulk = { copy: ctx.store.kind === 'postgres', memory: from.memory };
  let next = read(position);
  for (;;) {
    const page = await next;
    if (!page.isEnd) next = read(page.next);
    if (options.signal?.aborted) {
      next.catch(() => undefined);
      throw new RebuildCancelledError(projector.name);
    }
    const relevant = projector.allEvents ? page.events : page.events.filter((e) => types.has(e.type));
    if (relevant.length > 0) await inTransaction(ctx.pool, (tx, client) => projector.apply(withBulk(tx, client, bulk), relevant, t));
    count += page.scanned ?? page.events.length;
    applied += relevant.length;
    position = page.next;
    options.onProgress?.({ phase, read: count, applied, position: position.position, head: head > position.position ? head : position.position });
    if (page.isEnd) {
      if (projector.finishReplay) await inTransaction(ctx.pool, (tx, client) => projector.finishReplay!(withBulk(tx, client, bulk), t));
      return { position, read: count, applied, memory: from.memory };
    }
  }
};

const createSideTables = async (ctx: RebuildContext, projector: Projector, side: string): Promise<void> => {
  await inTransaction(ctx.pool, async (tx) => {
    await tx.query(`DROP SCHEMA IF EXISTS ${quoteSchema(side)} CASCADE`);
    await tx.query(`CREATE SCHEMA ${quoteSchema(side)}`);
    await projector.createTables(tx, tableNameIn(side));
  });
};

/** How many indexes a rebuild on PostgreSQL builds at once, each on its own connection. */
const PARALLEL_INDEXES = 3;

/**
 * Builds the side tables' indexes after the replay. On PostgreSQL the projector's CREATE INDEX statements are
 * collected and run PARALLEL_INDEXES at a time on separate connections (the tables are committed by then), each
 * sorting in memory; on the embedded database, whose one backend runs one query at a time, in order.
 */
const buildIndexes = async (ctx: RebuildContext, projector: Projector, t: TableName): Promise<void> => {
  const parallel = ctx.store.kind === 'postgres';
  const collected: string[] = [];
  await inTransaction(ctx.pool, (tx) =>
    projector.createIndexes!(
      parallel ? { ...tx, query: async <Row>(sql: string, params?: unknown[]) => (/^\s*CREATE INDEX/i.test(sql) ? (collected.push(sql), [] as Row[]) : tx.query<Row>(sql, params)) } : tx,
      t,
    ),
  );
  const queue = [...collected];
  const worker = async () => {
    for (let sql = queue.shift(); sql; sql = queue.shift()) {
      const statement = sql;
      await inTransaction(ctx.pool, async (tx) => {
        await tx.query(`SET LOCAL maintenance_work_mem = '128MB'`);
        await tx.query(statement);
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_INDEXES, queue.length) }, worker));
};

/** Replaces the live tables with the side schema's and moves the checkpoint, unless the live processor is ahead. */
const trySwap = (ctx: RebuildContext, projector: Projector, side: string, position: AllPosition): Promise<boolean> =>
  inTransaction(ctx.pool, async (tx) => {
    const live = await lockProcessorPosition(tx, ctx.schema, projector.name);
    if (live && comparePositions(live.position, position) > 0) return false;
    for (const table of projector.tables) {
      await tx.query(`DROP TABLE IF EXISTS ${tableNameIn(ctx.schema)(table)} CASCADE`);
      await tx.query(`ALTER TABLE ${tableNameIn(side)(table)} SET SCHEMA ${quoteSchema(ctx.schema)}`);
    }
    await tx.query(`DROP SCHEMA ${quoteSchema(side)} CASCADE`);
    await writeProcessorPosition(tx, ctx.schema, projector.name, { position, version: projector.version, owner: ctx.owner });
    return true;
  });

/**
 * Replays every event into fresh tables in a side schema. With `swap`, then replaces the live tables
 * and moves the checkpoint in one transaction, under the checkpoint's row lock; a live processor
 * elsewhere sees its checkpoint moved and resumes after it, so no event is applied twice or lost.
 */
export const rebuildProjection = async (ctx: RebuildContext, projector: Projector, options: RebuildOptions): Promise<RebuildResult> => {
  const side = rebuildSchemaName(ctx.schema, projector.name);
  const sideT = tableNameIn(side);
  const progress = (phase: RebuildPhase, r: Replay) => options.onProgress?.({ phase, read: r.read, applied: r.applied, position: r.position.position, head: r.position.position });
  try {
    await createSideTables(ctx, projector, side);
    const head = (await ctx.store.headPosition()).position.position;
    let done = await replay(ctx, projector, sideT, { position: START, read: 0, applied: 0, memory: new Map() }, options, head, 'replaying');
    progress('indexing', done);
    if (projector.createIndexes) await buildIndexes(ctx, projector, sideT);
    if (!options.swap) return { schema: side, position: done.position, events: done.applied, swapped: false };
    for (let attempt = 0; attempt < 50; attempt++) {
      if (options.signal?.aborted) throw new RebuildCancelledError(projector.name);
      progress('swapping', done);
      if (await trySwap(ctx, projector, side, done.position)) return { schema: ctx.schema, position: done.position, events: done.applied, swapped: true };
      // The live processor moved past us while we replayed (or built indexes): the rebuilt tables would go back
      // in time, so they are not swapped in; catch up with the events appended since, and try again.
      done = await replay(ctx, projector, sideT, done, options, done.position.position, 'catching_up');
    }
    throw new Error(`Rebuild of ${projector.name} could not catch up with the live processor`);
  } catch (error) {
    // Cancelled or failed, the side tables are of no use: nothing is left behind (a crash's are dropped at the next start).
    await ctx.pool.query(`DROP SCHEMA IF EXISTS ${quoteSchema(side)} CASCADE`).catch(() => undefined);
    throw error;
  }
};
