import type pg from 'pg';
import { comparePositions, START, type AllPosition, type EventStore } from '@tempest/event-store';
import { inTransaction, lockCheckpoint, quoteSchema, writeCheckpoint } from './checkpoints.js';
import type { Projector, TableName } from './projector.js';

export type RebuildContext = {
  pool: pg.Pool;
  store: EventStore;
  schema: string;
  owner: string;
  batchSize: number;
};

export type RebuildResult = { schema: string; position: AllPosition; events: number; swapped: boolean };

export const tableNameIn =
  (schema: string): TableName =>
  (table: string) =>
    `${quoteSchema(schema)}.${quoteSchema(table)}`;

export const rebuildSchemaName = (schema: string, projector: string): string =>
  `${schema}_rebuild_${projector.replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);

/** Replays from `from` to the end of `$all` into the tables of `t`, batch by batch. */
const replay = async (ctx: RebuildContext, projector: Projector, t: TableName, from: AllPosition) => {
  const types = new Set(projector.eventTypes);
  let position = from;
  let count = 0;
  for (;;) {
    const page = await ctx.store.readAll(position, ctx.batchSize);
    const relevant = page.events.filter((e) => types.has(e.type));
    if (relevant.length > 0) await inTransaction(ctx.pool, (tx) => projector.apply(tx, relevant, t));
    count += relevant.length;
    position = page.next;
    if (page.isEnd) return { position, count };
  }
};

/**
 * Replays every event into fresh tables in a side schema. With `swap`, then replaces the live tables
 * and moves the checkpoint in one transaction, under the checkpoint's row lock; a live processor
 * elsewhere sees its checkpoint moved and resumes after it, so no event is applied twice or lost.
 */
export const rebuildProjection = async (
  ctx: RebuildContext,
  projector: Projector,
  options: { swap: boolean },
): Promise<RebuildResult> => {
  const side = rebuildSchemaName(ctx.schema, projector.name);
  const sideT = tableNameIn(side);
  await inTransaction(ctx.pool, async (tx) => {
    await tx.query(`DROP SCHEMA IF EXISTS ${quoteSchema(side)} CASCADE`);
    await tx.query(`CREATE SCHEMA ${quoteSchema(side)}`);
    await projector.createTables(tx, sideT);
  });
  let { position, count } = await replay(ctx, projector, sideT, START);
  if (projector.createIndexes) await inTransaction(ctx.pool, (tx) => projector.createIndexes!(tx, sideT));
  if (!options.swap) return { schema: side, position, events: count, swapped: false };

  for (let attempt = 0; attempt < 50; attempt++) {
    const swapped = await inTransaction(ctx.pool, async (tx) => {
      const live = await lockCheckpoint(tx, ctx.schema, projector.name);
      if (live && comparePositions(live.position, position) > 0) return false;
      for (const table of projector.tables) {
        await tx.query(`DROP TABLE IF EXISTS ${tableNameIn(ctx.schema)(table)} CASCADE`);
        await tx.query(`ALTER TABLE ${sideT(table)} SET SCHEMA ${quoteSchema(ctx.schema)}`);
      }
      await tx.query(`DROP SCHEMA ${quoteSchema(side)} CASCADE`);
      await writeCheckpoint(tx, ctx.schema, projector.name, {
        position,
        version: projector.version,
        owner: ctx.owner,
      });
      return true;
    });
    if (swapped) return { schema: ctx.schema, position, events: count, swapped: true };
    // The live processor moved past us while we replayed: catch up and try again.
    const more = await replay(ctx, projector, sideT, position);
    position = more.position;
    count += more.count;
  }
  throw new Error(`Rebuild of ${projector.name} could not catch up with the live processor`);
};
