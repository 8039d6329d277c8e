// The change log (issue 16 "Scale"): seed N studio-shaped events on PostgreSQL, rebuild the audit-log
// projection from them (events/s), then time pages of the change log — filtered, first and deep — through
// the read model's own query (keyset on the position) beside the same page read naively with OFFSET.
// Figures are printed (and written to --results); nothing is asserted.
//
//   npm run build:server && node bench/audit-log/run.mjs [--events 100000] [--pages 30] [--deep 0.5]
//     [--database-url postgres://root@127.0.0.1:5432/bench] [--results bench/audit-log/results.md] [--keep]
//
// A fresh schema per run (dropped afterwards unless --keep). --deep: how far into the filtered result the
// deep page is (0.5 = half way).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPostgresEventStore } from '../../libs/event-store/dist/index.js';
import { auditChanges, auditLogProjector, auditSummary, processorsTableSql, rebuildProjection, tableNameIn } from '../../libs/projections/dist/index.js';
import { percentile } from '../write-path/report.mjs';
import { MODELS, seedEvents } from './seed.mjs';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '100000' },
    pages: { type: 'string', default: '30' },
    deep: { type: 'string', default: '0.5' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
    results: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const N = Number(args.events);
const PAGES = Number(args.pages);
const SCHEMA = `bench_audit_${Date.now().toString(36)}`;
const LIMIT = 50;

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const ms = (v) => v.toFixed(2);

const pool = new pg.Pool({ connectionString: args['database-url'], max: 4 });
const store = await createPostgresEventStore({ pool, schema: SCHEMA });
const db = { query: (sql, params) => pool.query(sql, params).then((r) => r.rows), table: tableNameIn(SCHEMA) };
const lines = [];
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};

try {
  const t0 = performance.now();
  const seeded = await seedEvents(store, N, { onProgress: (made) => made % 100_000 < 2000 && process.stderr.write(`  seeded ${fmt(made)}\r`) });
  const seedSeconds = (performance.now() - t0) / 1000;
  say(`Seeded ${fmt(seeded.events)} events (${fmt(seeded.games)} games, ${fmt(seeded.users)} users) in ${seedSeconds.toFixed(1)} s (${fmt(seeded.events / seedSeconds)} events/s)`);

  // Full rebuild: every event read from $all, the change-log rows written, the tables swapped in.
  const { rows: [{ count: total }] } = await pool.query(`SELECT count(*)::int AS count FROM "${SCHEMA}".events`);
  await pool.query(processorsTableSql(SCHEMA));
  const r0 = performance.now();
  const rebuilt = await rebuildProjection({ pool, store, schema: SCHEMA, owner: 'bench', batchSize: 1000 }, auditLogProjector, { swap: true });
  const rebuildSeconds = (performance.now() - r0) / 1000;
  const { rows: [{ count: rows }] } = await pool.query(`SELECT count(*)::int AS count FROM "${SCHEMA}".audit_log`);
  say(`Rebuild of audit-log: ${fmt(total)} events read, ${fmt(rebuilt.events)} of change types, ${fmt(rows)} rows, in ${rebuildSeconds.toFixed(1)} s = ${fmt(total / rebuildSeconds)} events/s`);
  await pool.query(`ANALYZE "${SCHEMA}".audit_log`);

  const filters = {
    'no filter': {},
    'game (the busy one)': { gameId: seeded.gameId },
    [`model = ${MODELS[0]}`]: { model: MODELS[0] },
    'actor kind agent + asset type script': { actorKind: 'agent', assetType: 'script' },
    'event type reviews': { eventTypes: ['PendingChangesAccepted', 'PendingChangesRejected'] },
    'user (actor)': { userId: seeded.userId },
    'text q = "asset_1"': { q: 'asset_1' },
    // The seed spaces events 30 s apart from 2026-01-01: a tenth of the log's time, from its middle.
    'a tenth of the time (from/to)': { from: new Date(Date.parse('2026-01-01T00:00:00Z') + N * 30_000 * 0.5).toISOString(), to: new Date(Date.parse('2026-01-01T00:00:00Z') + N * 30_000 * 0.6).toISOString() },
  };

  const timeIt = async (run) => {
    const times = [];
    for (let i = 0; i < 3; i++) await run(); // warm-up
    for (let i = 0; i < PAGES; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    return percentile(times, 0.5);
  };

  say('');
  say(`Pages of ${LIMIT}, p50 of ${PAGES} calls (ms). Deep page: ${Math.round(Number(args.deep) * 100)} % into the filtered result.`);
  say('| filter | matching rows | first page | deep page, keyset | deep page, OFFSET | OFFSET / keyset |');
  say('|---|---|---|---|---|---|');
  for (const [label, filter] of Object.entries(filters)) {
    // The filtered positions, to find the deep page's `before` and its OFFSET (not timed).
    const all = [];
    let before = null;
    for (;;) {
      const page = await auditChanges(db, filter, { before, limit: 200 });
      all.push(...page.changes.map((c) => c.position));
      if (!page.nextBefore) break;
      before = BigInt(page.nextBefore);
    }
    const deepIndex = Math.floor(all.length * Number(args.deep));
    const deepBefore = deepIndex > 0 ? BigInt(all[deepIndex - 1]) : null;
    const first = await timeIt(() => auditChanges(db, filter, { before: null, limit: LIMIT }));
    const keyset = await timeIt(() => auditChanges(db, filter, { before: deepBefore, limit: LIMIT }));
    // Naive: the same query with OFFSET instead of the keyset (the read model's SQL, as a page-number API would send it).
    const naive = await timeIt(() => offsetPage(db, filter, deepIndex));
    const check = await offsetPage(db, filter, deepIndex);
    const keysetPage = await auditChanges(db, filter, { before: deepBefore, limit: LIMIT });
    if (check.map((r) => String(r.position)).join() !== keysetPage.changes.map((c) => c.position).join()) throw new Error(`${label}: OFFSET and keyset pages differ`);
    say(`| ${label} | ${fmt(all.length)} | ${ms(first)} | ${ms(keyset)} | ${ms(naive)} | ${(naive / keyset).toFixed(1)}× |`);
  }
  const summaryMs = await timeIt(() => auditSummary(db, {}));
  const summaryGame = await timeIt(() => auditSummary(db, { gameId: seeded.gameId }));
  say('');
  say(`Summary (counts per model, actor kind, review rate), p50: whole log ${ms(summaryMs)} ms; the busy game ${ms(summaryGame)} ms`);
  say(`Machine: ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}; PostgreSQL at ${new URL(args['database-url']).host}`);
} finally {
  if (!args.keep) await pool.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
  await store.close().catch(() => {});
  await pool.end().catch(() => {});
}

if (args.results) {
  const head = `# Change log (audit-log) — ${fmt(N)} events, ${new Date().toISOString().slice(0, 10)}\n\n\`node bench/audit-log/run.mjs --events ${N}\`\n\n`;
  writeFileSync(args.results, `${head}${lines.join('\n')}\n`);
}

/** The naive page: the same filter and order, skipping `offset` rows. */
async function offsetPage(readDb, filter, offset) {
  const { sql, params } = whereForBench(filter);
  return readDb.query(`SELECT a.*, g.value AS game_name, u.value AS username
    FROM (SELECT * FROM ${readDb.table('audit_log')} a WHERE ${sql} ORDER BY a.position DESC LIMIT ${LIMIT} OFFSET ${offset}) a
    LEFT JOIN ${readDb.table('audit_log_refs')} g ON g.key = 'game-' || a.game_id
    LEFT JOIN ${readDb.table('audit_log_refs')} u ON u.key = 'user-' || a.actor_id
    ORDER BY a.position DESC`, params);
}

/** The filters as the read model writes them (libs/projections/src/audit-log/audit-log.queries.ts). */
function whereForBench(filter) {
  const parts = [];
  const params = [];
  const add = (fn, v) => {
    params.push(v);
    parts.push(fn(`$${params.length}`));
  };
  if (filter.gameId) add((p) => `a.game_id = ${p}`, filter.gameId);
  if (filter.userId) add((p) => `a.actor_id = ${p}`, filter.userId);
  if (filter.actorKind) add((p) => `a.actor_kind = ${p}`, filter.actorKind);
  if (filter.model) add((p) => `a.model = ${p}`, filter.model);
  if (filter.assetType) add((p) => `a.asset_type = ${p}`, filter.assetType);
  if (filter.eventTypes) add((p) => `a.event_type = ANY(${p}::text[])`, filter.eventTypes);
  if (filter.from) add((p) => `a.at >= ${p}::timestamptz`, filter.from);
  if (filter.to) add((p) => `a.at < ${p}::timestamptz`, filter.to);
  if (filter.q) add((p) => `(lower(a.subject_name) LIKE ${p} OR lower(a.summary) LIKE ${p})`, `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return { sql: parts.length ? parts.join(' AND ') : 'TRUE', params };
}
