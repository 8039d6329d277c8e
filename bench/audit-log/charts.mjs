// The change log's charts (docs/api-audit.md, Charts): GET /api/staff/changes/charts/'s queries over a
// seeded log on PostgreSQL, beside the naive way (every row of the range read, counted in JavaScript).
// Usage: npm run build:server && node bench/audit-log/charts.mjs [--events 100000] [--database-url …]
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPostgresEventStore } from '../../libs/event-store/dist/index.js';
import { auditCharts, auditLogProjector, processorsTableSql, rebuildProjection, tableNameIn } from '../../libs/projections/dist/index.js';
import { percentile } from '../write-path/report.mjs';
import { seedEvents } from './seed.mjs';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '15' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
  },
});
const N = Number(args.events);
const RUNS = Number(args.runs);
const SCHEMA = `bench_charts_${Date.now().toString(36)}`;
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const pool = new pg.Pool({ connectionString: args['database-url'], max: 4 });
const store = await createPostgresEventStore({ pool, schema: SCHEMA });
const db = { query: (sql, params) => pool.query(sql, params).then((r) => r.rows), table: tableNameIn(SCHEMA) };

const timeIt = async (run) => {
  for (let i = 0; i < 2; i++) await run();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return percentile(times, 0.5);
};

/** Naive: every row of the range to the client, counted there (what a chart fed by the list route would do). */
const naiveCharts = async (range) => {
  const rows = await db.query(`SELECT at, event_type, actor_kind FROM ${db.table('audit_log')} WHERE at >= $1 AND at < $2`, [range.from, range.to]);
  const byType = new Map();
  for (const r of rows) {
    const key = `${new Date(r.at).toISOString().slice(0, 10)}|${r.event_type}|${r.actor_kind}`;
    byType.set(key, (byType.get(key) ?? 0) + 1);
  }
  return byType.size;
};

try {
  await seedEvents(store, N, {});
  await pool.query(processorsTableSql(SCHEMA));
  await rebuildProjection({ pool, store, schema: SCHEMA, owner: 'bench', batchSize: 1000 }, auditLogProjector, { swap: true });
  await pool.query(`CREATE TABLE IF NOT EXISTS "${SCHEMA}".token_ledger (kind text, model text, amount bigint, at timestamptz)`);
  await pool.query(`ANALYZE "${SCHEMA}".audit_log`);
  const [{ first, last, rows }] = await db.query(`SELECT min(at) AS first, max(at) AS last, count(*)::int AS rows FROM ${db.table('audit_log')}`);
  console.log(`Seeded ${fmt(N)} events: ${fmt(rows)} change rows from ${first.toISOString()} to ${last.toISOString()}`);
  const to = new Date(last.getTime() + 1).toISOString();
  for (const days of [1, 7, 30]) {
    const range = { from: new Date(last.getTime() - days * 86_400_000).toISOString(), to };
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM ${db.table('audit_log')} WHERE at >= $1 AND at < $2`, [range.from, range.to]);
    const grouped = await timeIt(() => auditCharts(db, range));
    const naive = await timeIt(() => naiveCharts(range));
    console.log(`${days} day(s), ${fmt(count)} rows: charts ${grouped.toFixed(1)} ms p50; naive ${naive.toFixed(1)} ms (${(naive / grouped).toFixed(1)}×)`);
  }
} finally {
  await pool.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`).catch(() => {});
  await store.close().catch(() => {});
  await pool.end().catch(() => {});
}
