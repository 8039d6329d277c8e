// The event explorer (issue 16 "Scale"): seed N studio-shaped events on PostgreSQL (bench/audit-log/seed.mjs),
// build the event index from them, then time (1) filtered pages of the explorer — keyset through the index —
// beside the same page read with OFFSET, with the plans of the type and prefix filters, and (2) exports to
// JSON Lines and Parquet (the studio's own runExport) beside a naive row-by-row export (one query per event).
// Figures are printed (and written to --results); nothing is asserted.
//
//   npm run build:server && node bench/analytics/run.mjs [--events 100000] [--pages 20] [--naive 20000]
//     [--database-url postgres://root@127.0.0.1:5432/bench] [--results bench/analytics/results.md] [--keep]
//     [--schema bench_explorer_1m] [--exports-only]
//
// --schema names a schema to seed once and keep (a later run with the same name reuses its events and index);
// --exports-only skips the pages.
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPostgresEventStore, DecisionRunner, START } from '../../libs/event-store/dist/index.js';
import { eventIndexProjector, explainExplorerPage, explorerBatch, explorerPage, tableNameIn } from '../../libs/projections/dist/index.js';
import { runExport } from '../../apps/api/dist/analytics/export-run.js';
import { withoutLegacySecrets } from '../../apps/api/dist/privacy/event-view.js';
import { ViewSession } from '../../apps/api/dist/privacy/event-view.service.js';
import { ServerSecret } from '../../apps/api/dist/infrastructure/server-secret.js';
import { percentile } from '../write-path/report.mjs';
import { MODELS, seedEvents } from '../audit-log/seed.mjs';
import { offsetPage } from './offset-page.mjs';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '100000' },
    pages: { type: 'string', default: '20' },
    naive: { type: 'string', default: '20000' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
    results: { type: 'string' },
    keep: { type: 'boolean', default: false },
    schema: { type: 'string' },
    'exports-only': { type: 'boolean', default: false },
  },
});
const N = Number(args.events);
const PAGES = Number(args.pages);
const SCHEMA = args.schema ?? `bench_explorer_${Date.now().toString(36)}`;
const KEEP = args.keep || Boolean(args.schema);
const LIMIT = 50;
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const ms = (v) => v.toFixed(2);

const pool = new pg.Pool({ connectionString: args['database-url'], max: 4 });
const reused = args.schema
  ? (await pool.query(`SELECT to_regclass($1) IS NOT NULL AS ok`, [`"${SCHEMA}".event_index`])).rows[0].ok
  : false;
const store = await createPostgresEventStore({ pool, schema: SCHEMA });
const t = tableNameIn(SCHEMA);
const db = { query: (sql, params) => pool.query(sql, params).then((r) => r.rows), table: t };
const dir = mkdtempSync(join(tmpdir(), 'bench-explorer-'));
const lines = [];
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};
const timeIt = async (run, times = PAGES) => {
  const took = [];
  for (let i = 0; i < 3; i++) await run();
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await run();
    took.push(performance.now() - t0);
  }
  return percentile(took, 0.5);
};

/** The index built as a rebuild builds it: every event of $all, one insert per batch, then the secondary indexes. */
const buildIndex = async () => {
  const tx = { query: (sql, params) => pool.query(sql, params).then((r) => r.rows) };
  await eventIndexProjector.createTables(tx, t);
  let position = START;
  for (;;) {
    const page = await store.readAll(position, 5000);
    if (page.events.length > 0) await eventIndexProjector.apply(tx, page.events, t);
    position = page.next;
    if (page.isEnd) break;
  }
  await eventIndexProjector.createIndexes(tx, t);
  await pool.query(`ANALYZE ${t('event_index')}`);
};

/** Naive: one query per event (its stream at its revision), one write per row. */
const naiveExport = async (limit) => {
  const path = join(dir, 'naive.jsonl');
  const out = createWriteStream(path);
  const rows = await explorerBatch(db, {}, 0n, BigInt(Number.MAX_SAFE_INTEGER), limit);
  for (const row of rows) {
    const [event] = await store.readStream(row.stream_id, { fromRevision: BigInt(row.revision), maxCount: 1 });
    const record = { ...row, data: event ? withoutLegacySecrets(event.data) : null, metadata: event?.metadata ?? null };
    if (!out.write(`${JSON.stringify(record)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
  return rows.length;
};

try {
  let seeded;
  if (reused) {
    const { rows: [info] } = await pool.query(`SELECT count(*)::int AS events, count(DISTINCT stream_id) FILTER (WHERE stream_id LIKE 'game-%')::int AS games,
      (SELECT min(stream_id) FROM "${SCHEMA}".events WHERE stream_id LIKE 'game-%') AS game, (SELECT min(actor_id) FROM ${t('event_index')} WHERE actor_kind = 'user') AS user
      FROM "${SCHEMA}".events`);
    seeded = { events: info.events, games: info.games, users: 0, gameId: info.game.slice('game-'.length), userId: info.user };
    say(`Reused schema ${SCHEMA}: ${fmt(seeded.events)} events, already indexed`);
  } else {
    const t0 = performance.now();
    seeded = await seedEvents(store, N, { onProgress: (made) => made % 100_000 < 2000 && process.stderr.write(`  seeded ${fmt(made)}\r`) });
    say(`Seeded ${fmt(seeded.events)} events (${fmt(seeded.games)} games, ${fmt(seeded.users)} users) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const i0 = performance.now();
    await buildIndex();
    const indexSeconds = (performance.now() - i0) / 1000;
    say(`Event index built from $all (every event, then its indexes): ${indexSeconds.toFixed(1)} s = ${fmt(seeded.events / indexSeconds)} events/s`);
  }

  const filters = {
    'no filter': {},
    'type AssetEdited': { eventTypes: ['AssetEdited'] },
    'types PendingChangesAccepted, PendingChangesRejected': { eventTypes: ['PendingChangesAccepted', 'PendingChangesRejected'] },
    'prefix "game-" (a category)': { prefix: 'game-' },
    'prefix "asset-" + type AssetEdited': { prefix: 'asset-', eventTypes: ['AssetEdited'] },
    [`prefix "game-${seeded.gameId.slice(0, 4)}" (part of an id)`]: { prefix: `game-${seeded.gameId.slice(0, 4)}` },
    [`model ${MODELS[0]}`]: { model: MODELS[0] },
    'actor (a user)': { actorId: seeded.userId },
  };
  if (!args['exports-only']) {
  say('');
  say(`Pages of ${LIMIT}, p50 of ${PAGES} calls (ms); the deep page is half way into the filtered result.`);
  say('| filter | matching | first page | deep page, keyset | deep page, OFFSET | OFFSET / keyset | plan |');
  say('|---|---|---|---|---|---|---|');
  for (const [label, filter] of Object.entries(filters)) {
    const { rows: [{ n }] } = await pool.query(`SELECT count(*)::int AS n FROM ${t('event_index')} e WHERE ${offsetPage.where(filter).sql}`, offsetPage.where(filter).params);
    const deep = Math.floor(n / 2);
    const [pivot] = await offsetPage(db, filter, deep - 1, 1);
    const before = pivot ? BigInt(pivot.position) : null;
    const first = await timeIt(() => explorerPage(db, filter, { limit: LIMIT }));
    const keyset = await timeIt(() => explorerPage(db, filter, { before, limit: LIMIT }));
    const offset = await timeIt(() => offsetPage(db, filter, deep, LIMIT));
    const check = (await offsetPage(db, filter, deep, LIMIT)).map((r) => String(r.position)).join();
    if (check !== (await explorerPage(db, filter, { before, limit: LIMIT })).events.map((e) => e.position).join()) throw new Error(`${label}: pages differ`);
    const plan = await explainExplorerPage(db, filter, LIMIT);
    const used = /Seq Scan/.test(plan) ? 'SEQ SCAN' : [...new Set(plan.match(/event_index_[a-z_]+|event_index_pkey/g) ?? [])].join(', ');
    say(`| ${label} | ${fmt(n)} | ${ms(first)} | ${ms(keyset)} | ${ms(offset)} | ${(offset / keyset).toFixed(1)}× | ${used} |`);
  }
  }

  say('');
  say('Exports of every event: the studio\'s runExport (keyset batches of 5,000 through the index, the next batch read while one is');
  say('is written), with each batch\'s data joined in the same query (the events table is in the same database) beside the same');
  say('run with the data read a batch later from the store (`readEventsJson`, as for EventStoreDB), and a naive row-by-row export.');
  say('Batches are bounded by bytes too (16 MB: stored sizes read first, issue 28); "no byte bound" is the same run without that read.');
  say('| export | events | joined: s | joined: events/s | joined, no byte bound: events/s | bytes bound cost | batch then store: events/s | file | joined vs naive |');
  say('|---|---|---|---|---|---|---|---|---|');
  const n0 = performance.now();
  const naiveRows = await naiveExport(Number(args.naive));
  const naiveRate = naiveRows / ((performance.now() - n0) / 1000);
  const unjoined = { ...store, eventsTable: null };
  // Each export is viewed for its reader's role (docs/personal-data.md): staff here; an analyst's run is timed below.
  const secret = new ServerSecret(Buffer.alloc(32, 1));
  const viewFor = (role) => new ViewSession({ role, userId: 'bench', route: 'bench', metadata: {} }, store, new DecisionRunner(store), (text) => secret.hash('pseudonym', text));
  let analystJsonl = 0;
  for (const [format, gzip] of [['jsonl', false], ['jsonl', true], ['csv', false], ['parquet', false]]) {
    const path = join(dir, `all.${format}${gzip ? '.gz' : ''}`);
    const rate = async (from, maxBytes, role = 'staff') => {
      const e0 = performance.now();
      const done = await runExport({ db, store: from, filter: {}, view: viewFor(role), format, gzip, path, maxBytes });
      return { rows: done.rows, seconds: (performance.now() - e0) / 1000 };
    };
    if (format === 'jsonl' && !gzip) {
      const analyst = await rate(store, undefined, 'analyst');
      analystJsonl = analyst.rows / analyst.seconds;
    }
    const before = await rate(unjoined);
    const unbounded = await rate(store, Infinity);
    const done = await rate(store);
    const perSecond = (r) => r.rows / r.seconds;
    say(`| ${format}${gzip ? ' gzip' : ''} | ${fmt(done.rows)} | ${done.seconds.toFixed(1)} | ${fmt(perSecond(done))} | ${fmt(perSecond(unbounded))} | ${(done.seconds / unbounded.seconds).toFixed(2)}× | ${fmt(perSecond(before))} | ${fmt(statSync(path).size / 1e6)} MB | ${(perSecond(done) / naiveRate).toFixed(1)}× |`);
  }
  say(`| naive JSON Lines (one query per event, ${fmt(naiveRows)} events) | ${fmt(naiveRows)} | ${(naiveRows / naiveRate).toFixed(1)} | ${fmt(naiveRate)} | | | | | 1× |`);
  say(`| jsonl viewed for an analyst (pseudonyms, private content by game) | | | ${fmt(analystJsonl)} | | | | | |`);
  say('');
  say(`Machine: ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}; PostgreSQL at ${new URL(args['database-url']).host}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  if (!KEEP) await pool.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
  await store.close().catch(() => {});
  await pool.end().catch(() => {});
}

if (args.results) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(args.results, `# Event explorer — ${fmt(N)} events, ${new Date().toISOString().slice(0, 10)}\n\n\`node bench/analytics/run.mjs --events ${N}\`\n\n${lines.join('\n')}\n`);
}
