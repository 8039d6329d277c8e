import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { RecordedEvent } from '@tempest/event-store';
import { databaseTargets, freshDatabase, type TestDatabase, testPool } from '../../../../test/support/databases.js';
import { tableNameIn } from '../engine/rebuild.js';
import type { ReadDb } from '../read-db.js';
import { eventIndexProjector } from './event-index.projector.js';
import { explainExplorerPage, explorerPage, type ExplorerFilter } from './event-index.queries.js';

// Services: the explorer's filters read an index on an analysed server's plans too.

const ROWS = 40_000;
const CATEGORIES = ['game', 'user', 'asset', 'agent', 'tokens', 'play', 'checkpoint', 'component'];

const eventAt = (i: number): RecordedEvent => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: `Type${i % 40}`,
  streamId: `${CATEGORIES[i % CATEGORIES.length]}-${String(i % 5000).padStart(6, '0')}`,
  revision: BigInt(Math.floor(i / 5000)),
  globalPosition: BigInt(i + 1),
  schemaVersion: 1,
  data: {},
  metadata: { actorId: `actor-${i % 300}`, actorKind: 'user', model: i % 7 === 0 ? 'model-x' : null, correlationId: `c-${Math.floor(i / 3)}`, causationId: null, requestId: null, timestamp: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString() },
});

/** The event index's filters read an index, never a scan of the table (issue 16: KurrentDB's wildcard browse scans). */
describe.each(databaseTargets())('the event index on %s', (target) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let read: ReadDb;

  beforeAll(async () => {
    db = await freshDatabase(target);
    pool = testPool(db.connectionString, 1);
    const t = tableNameIn('public');
    const tx = { query: async <Row>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as Row[] };
    await eventIndexProjector.createTables(tx, t);
    for (let from = 0; from < ROWS; from += 5000) await eventIndexProjector.apply(tx, Array.from({ length: 5000 }, (_, k) => eventAt(from + k)), t);
    await eventIndexProjector.createIndexes!(tx, t);
    await pool.query('ANALYZE public.event_index');
    read = { query: tx.query, table: t };
  }, 120_000);
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it.each<[string, ExplorerFilter]>([
    ['one type', { eventTypes: ['Type7'] }],
    ['two types', { eventTypes: ['Type7', 'Type9'] }],
    ['a category prefix', { prefix: 'agent-' }],
    ['a stream prefix', { prefix: 'game-0001' }],
    ['a category', { category: 'tokens' }],
    ['an actor', { actorId: 'actor-12' }],
    ['a model', { model: 'model-x' }],
    ['a stream', { stream: 'user-000001' }],
  ])('%s reads an index', async (_, filter) => {
    const plan = await explainExplorerPage(read, filter, 50);
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/Index/);
  });

  it('answers the same rows as a filter over every row would', async () => {
    const page = await explorerPage(read, { prefix: 'game-0001', eventTypes: ['Type8', 'Type16'] }, { limit: 200 });
    const want = Array.from({ length: ROWS }, (_, i) => eventAt(i))
      .filter((e) => e.streamId.startsWith('game-0001') && ['Type8', 'Type16'].includes(e.type))
      .map((e) => e.globalPosition.toString())
      .reverse();
    expect(page.events.map((e) => e.position)).toEqual(want.slice(0, 200));
  });
});
