// Group commit (issue 32 §2): one-event appends from many streams with C in flight, on embedded PGlite and
// (when DATABASE_URL is set) real PostgreSQL, with the adapter's group commit off ("before") and on ("after"),
// in one run. Build first (`npm run build:server`), then `node bench/event-store/group-commit.mjs`.
// Env: BENCH_SECONDS (per cell, default 5), BENCH_CONCURRENCY (default 1,8,32,128), BENCH_ONLY=pglite|postgres,
// BENCH_FLUSHES (flushes at once with group commit on, default the adapter's 1), BENCH_WRITE=0 (print only).
// Writes its section of bench/event-store/results.md (between the group-commit markers; run.mjs keeps it).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPostgresEventStore, startEmbeddedPostgres } from '../../libs/event-store/dist/index.js';
import { GROUP_COMMIT_MARKS, writeSection } from './report.mjs';
import { makeEvent } from './workloads.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const envNumber = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const settings = {
  seconds: envNumber('BENCH_SECONDS', 5),
  concurrency: (process.env.BENCH_CONCURRENCY ?? '1,8,32,128').split(',').map(Number),
  /** Streams each in-flight slot takes turns on (a player's actions go to their own session's stream). */
  streamsPerSlot: 4,
  flushes: envNumber('BENCH_FLUSHES', 1),
};
// The app's pool sizes (apps/api/src/open-infrastructure.ts): 8 on the embedded database, 20 on PostgreSQL.
const POOL = { pglite: 8, postgres: 20 };
const WARMUP_SECONDS = 0.5;
const log = (...args) => console.error('  ·', ...args);

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

/**
 * C slots, each appending one event at a time (the next after the previous one's answer) with the exact
 * expected revision, to its own streams in turn, for `seconds` after a warm-up. Appends/s, p50/p95 latency
 * and the appends per transaction over the measured window.
 */
const run = async (store, c, seconds) => {
  const t0 = performance.now();
  const measureFrom = t0 + WARMUP_SECONDS * 1000;
  const end = measureFrom + seconds * 1000;
  const latencies = [];
  const transactions = new Set();
  const slot = async () => {
    const streams = Array.from({ length: settings.streamsPerSlot }, () => ({ id: `play-${randomUUID()}`, written: 0 }));
    const gameId = randomUUID();
    for (let i = 0; performance.now() < end; i++) {
      const stream = streams[i % streams.length];
      const started = performance.now();
      const result = await store.append(stream.id, [makeEvent(gameId, stream.written)], stream.written === 0 ? 'no_stream' : BigInt(stream.written - 1));
      stream.written += 1;
      if (started >= measureFrom) {
        latencies.push(performance.now() - started);
        transactions.add(result.position.txId);
      }
    }
  };
  await Promise.all(Array.from({ length: c }, slot));
  const elapsed = (performance.now() - measureFrom) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perCommit: latencies.length / Math.max(1, transactions.size),
  };
};

/** Runs every C on both stores, off then on for each C, so both see the same machine at about the same time. */
const cells = async (stores) => {
  const rows = [];
  for (const c of settings.concurrency) {
    const row = { c };
    for (const mode of ['off', 'on']) {
      row[mode] = await run(stores[mode], c, settings.seconds);
      log(`C=${c} group commit ${mode}: ${Math.round(row[mode].perSecond)} appends/s, p50 ${row[mode].p50.toFixed(1)} ms, p95 ${row[mode].p95.toFixed(1)} ms, ${row[mode].perCommit.toFixed(1)} per commit`);
    }
    rows.push(row);
  }
  return rows;
};

const groupCommitOn = () => (settings.flushes === 1 ? true : { concurrency: settings.flushes });

const onPGlite = async () => {
  const opened = [];
  try {
    const stores = {};
    for (const mode of ['off', 'on']) {
      // A data directory, as the app runs it (fsync of PGlite's files included), served in this process.
      const dir = mkdtempSync(join(os.tmpdir(), `bench-gc-${mode}-`));
      const embedded = await startEmbeddedPostgres({ dataDir: dir });
      const pool = new pg.Pool({ connectionString: embedded.connectionString, max: POOL.pglite });
      const store = await createPostgresEventStore({ pool, kind: 'pglite', groupCommit: mode === 'on' ? groupCommitOn() : false });
      opened.push(async () => {
        await store.close();
        await pool.end();
        await embedded.stop();
        rmSync(dir, { recursive: true, force: true });
      });
      stores[mode] = store;
    }
    return await cells(stores);
  } finally {
    for (const close of opened.reverse()) await close().catch((error) => console.error('cleanup:', error.message));
  }
};

const onPostgres = async (url) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `bench_gc_${randomBytes(4).toString('hex')}`;
  const opened = [];
  try {
    const { rows } = await admin.query("SELECT split_part(version(), ' on ', 1) AS v, current_setting('fsync') AS f, current_setting('synchronous_commit') AS s");
    await admin.query(`CREATE DATABASE ${name}`);
    const pool = new pg.Pool({ connectionString: Object.assign(new URL(url), { pathname: `/${name}` }).toString(), max: POOL.postgres });
    pool.on('error', () => undefined); // as the app does: a dropped idle connection (the DROP … FORCE at the end)
    opened.push(() => pool.end());
    const stores = {};
    for (const mode of ['off', 'on']) {
      const store = await createPostgresEventStore({ pool, kind: 'postgres', schema: `gc_${mode}`, groupCommit: mode === 'on' ? groupCommitOn() : false });
      opened.push(() => store.close());
      stores[mode] = store;
    }
    return { rows: await cells(stores), serverInfo: `${rows[0].v}, fsync=${rows[0].f}, synchronous_commit=${rows[0].s}` };
  } finally {
    for (const close of opened.reverse()) await close().catch((error) => console.error('cleanup:', error.message));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
};

const ms = (n) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const int = (n) => Math.round(n).toLocaleString('en-US');

const tableFor = (title, rows) =>
  [
    `#### ${title}`,
    '',
    '| C in flight | before: appends/s | p50 | p95 | after: appends/s | p50 | p95 | appends per commit | after / before |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map(({ c, off, on }) => `| ${c} | ${int(off.perSecond)} | ${ms(off.p50)} | ${ms(off.p95)} | ${int(on.perSecond)} | ${ms(on.p50)} | ${ms(on.p95)} | ${on.perCommit.toFixed(1)} | ${(on.perSecond / off.perSecond).toFixed(2)}× |`),
  ].join('\n');

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');

const main = async () => {
  const startedAt = new Date();
  const loadBefore = loadAverage();
  const url = process.env.DATABASE_URL;
  const only = process.env.BENCH_ONLY;
  console.error(`group-commit bench: ${JSON.stringify(settings)}; load average ${loadBefore}`);
  const tables = [];
  if (only !== 'postgres') {
    console.error('PGlite (embedded, data directory):');
    tables.push(tableFor(`Embedded PGlite (data directory, served in the same process over pglite-socket, pool of ${POOL.pglite})`, await onPGlite()));
  }
  if (only !== 'pglite' && url) {
    console.error('PostgreSQL:');
    const real = await onPostgres(url);
    tables.push(tableFor(`PostgreSQL (${new URL(url).host}, ${real.serverInfo}, pool of ${POOL.postgres})`, real.rows));
  } else if (only !== 'pglite') {
    tables.push('Real PostgreSQL: skipped (set DATABASE_URL to include it).');
  }
  const loadAfter = loadAverage();
  const cpu = os.cpus();
  const section = [
    '## Group commit: one-event appends from many streams, C in flight (issue 32 §2)',
    '',
    `Measured ${startedAt.toISOString()} by \`node bench/event-store/group-commit.mjs\` (BENCH_SECONDS=${settings.seconds} per cell after a ` +
      `${WARMUP_SECONDS} s warm-up${settings.flushes === 1 ? '' : `, BENCH_FLUSHES=${settings.flushes}`}) on ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}; ` +
      `load average (1, 5, 15 min) ${loadBefore} at the start, ${loadAfter} at the end.`,
    '',
    `C slots each append one ~330-byte event at a time (the next after the previous answer) with the exact expected revision, ` +
      `taking turns on ${settings.streamsPerSlot} streams of their own, as players' actions go to their own play sessions' streams. ` +
      '**Before**: `groupCommit: false`, one transaction per append. **After**: the default, appends that arrive while a flush ' +
      'is being written share the next one (`append_each`, one round trip and one commit). Each C runs before then after, on ' +
      'stores that persist across the rows (a fresh PGlite data directory / PostgreSQL schema each). "Appends per commit": ' +
      'after, the measured appends over the transactions they landed in. Latency is per append, from the call to its answer. ' +
      'With one flush at a time the C slots settle into two cohorts, one being written while the other gets its answers and ' +
      'sends its next appends, so a commit carries about C/2 appends and an append waits about two flushes.',
    '',
    ...tables.flatMap((t) => [t, '']),
  ].join('\n').trimEnd();
  console.log(`\n${section}\n`);
  if (process.env.BENCH_WRITE !== '0') {
    writeSection(join(here, 'results.md'), GROUP_COMMIT_MARKS, section);
    console.error(`wrote ${join('bench', 'event-store', 'results.md')}`);
  }
};

await main();
