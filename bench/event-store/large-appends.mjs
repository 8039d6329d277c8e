// Large appends (issue 33 §5): batches of events in one append (one stream) or one appendMany (many streams),
// on real PostgreSQL, through append_events / append_many ("before": `copyFrom: false`) and through COPY
// ("after"), a multi-row INSERT from unnest(arrays) and raw COPYs of the same rows (the machine's limit), in one
// run. `DATABASE_URL=postgres://… npm run bench:large-appends`.
// Env: BENCH_SECONDS (per cell, default 5), BENCH_SIZES (events per append on one stream, default
// 100,200,500,1000,3000,10000), BENCH_ROUNDS (before/after pairs per cell, default 2: the best of each is kept),
// BENCH_WRITE=0 (print only), BENCH_BASELINE (the dist/index.js of another build of libs/event-store, e.g. the
// main branch's: its COPY path measured beside this one's, in the same run; BENCH_BASELINE_LABEL names it in
// results.md). Writes its section of bench/event-store/results.md (between the large-appends markers; run.mjs
// keeps it). PGlite has no such path (COPY FROM STDIN breaks pglite-socket's protocol).
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { copyChunks, createPostgresEventStore, DEFAULT_COPY_FROM } from '../../libs/event-store/dist/index.js';
import { inTransaction } from '../../libs/projections/dist/index.js';
import { LARGE_APPENDS_MARKS, writeSection } from './report.mjs';
import { makeEvent } from './workloads.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const envNumber = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const settings = {
  seconds: envNumber('BENCH_SECONDS', 5),
  sizes: (process.env.BENCH_SIZES ?? '100,200,500,1000,3000,10000').split(',').map(Number),
  rounds: envNumber('BENCH_ROUNDS', 2),
  /** appendMany cells: streams × events per stream. */
  many: [
    [100, 10],
    [100, 100],
  ],
  /** Concurrent cells: writers at once × events per append × appends per writer. */
  concurrent: [
    [4, 1000, 10],
    [4, 10000, 2],
  ],
};
const POOL = 4;
/** Issue 33 §5's goal for large batches, events/s. */
const GOAL = 120_000;
const baselinePath = process.env.BENCH_BASELINE;
const baseline = baselinePath ? await import(pathToFileURL(baselinePath).href) : null;
const log = (...args) => console.error('  ·', ...args);
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');
const int = (n) => Math.round(n).toLocaleString('en-US');

/**
 * One writer, one call at a time, for `seconds`: each call's events are made before the call and only the
 * call is timed, so the figure is the store's (building ~330-byte events costs about as much as writing them).
 * `next()` answers the next call's writes.
 */
const timed = async (write, next, seconds) => {
  let busy = 0;
  let events = 0;
  let calls = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const writes = next();
    const started = performance.now();
    await write(writes);
    busy += performance.now() - started;
    events += writes.reduce((n, w) => n + w.events.length, 0);
    calls += 1;
  }
  return { eventsPerSecond: events / (busy / 1000), msPerCall: busy / calls, calls };
};

const batch = (gameId, from, size) => Array.from({ length: size }, (_, i) => makeEvent(gameId, from + i));

/** Streams that keep their revisions across calls: each call appends `size` events to each at the exact revision. */
const streamsOf = (count, size) => {
  const streams = Array.from({ length: count }, () => ({ id: `large-${randomUUID()}`, gameId: randomUUID(), written: 0 }));
  return () =>
    streams.map((s) => {
      const events = batch(s.gameId, s.written, size);
      const expected = s.written === 0 ? 'no_stream' : BigInt(s.written - 1);
      s.written += size;
      return { streamId: s.id, events, expected };
    });
};

const oneStream = (store) => (writes) => store.append(writes[0].streamId, writes[0].events, writes[0].expected);
const many = (store) => (writes) => store.appendMany(writes);

/**
 * The alternative to COPY that the issue asked to compare: the compare-and-set (the store's own append_version),
 * then one multi-row INSERT … SELECT FROM unnest(arrays), one stream. No idempotency check: an upper bound.
 */
const unnestTarget = (pool, schema) => ({
  append: (streamId, events, expected) =>
    inTransaction(pool, async (_, client) => {
      const code = typeof expected === 'bigint' ? expected.toString() : expected === 'no_stream' ? '-1' : '-2';
      const { rows } = await client.query(`SELECT ${schema}.append_version($1, 'large', $2, $3) AS version`, [streamId, code, events.length]);
      await client.query(
        `INSERT INTO ${schema}.events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
         SELECT $1, $2::bigint - $3::bigint + x.o, x.id, x.type, 1, x.data, x.metadata
           FROM unnest($4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[]) WITH ORDINALITY AS x(id, type, data, metadata, o)`,
        [streamId, rows[0].version, events.length, events.map((e) => e.id), events.map((e) => e.type), events.map((e) => JSON.stringify(e.data)), events.map((e) => JSON.stringify(e.metadata))],
      );
    }),
  close: async () => undefined,
});

/** COPY of rows built by `copyChunks` into `table` (the events table's columns), on the client's transaction. */
const copyInto = (client, table, rows) =>
  pipeline(Readable.from(rows), client.query(copyStreams.from(`COPY ${table} (stream_id, stream_version, event_id, type, schema_version, data, metadata) FROM STDIN`)));

/**
 * The machine's own limit for these rows: the same rows, built the same way, COPYed into `table` in one
 * transaction and committed, with no compare-and-set, no idempotency check and no positions read. On a table
 * shaped like the events table (its defaults, identity and three indexes) that is the limit of the store's
 * COPY path; on a bare table (text columns, no default, no index) the limit of moving the bytes through COPY.
 */
const rawCopyTarget = (pool, table) => ({
  append: (streamId, events, expected) =>
    inTransaction(pool, (_, client) => copyInto(client, table, copyChunks([{ streamId, first: typeof expected === 'bigint' ? Number(expected) + 1 : 0, events }]))),
  close: async () => undefined,
});

/**
 * `writers` at once, each making `calls` appends of `size` events to a stream of its own, all made before the
 * clock starts: events/s over the wall time (the writers overlap, so their call times do not add up).
 */
const concurrent = (writers, size, calls) => async (store) => {
  const plans = Array.from({ length: writers }, () => Array.from({ length: calls }, streamsOf(1, size)));
  const started = performance.now();
  await Promise.all(plans.map(async (plan) => { for (const writes of plan) await oneStream(store)(writes); }));
  const ms = performance.now() - started;
  return { eventsPerSecond: (writers * calls * size) / (ms / 1000), msPerCall: ms / calls, calls: writers * calls };
};

/**
 * Where the time of one `size`-event append goes, each part alone (median of `rounds`): building the COPY's rows
 * in Node, then the server's COPY of the rows built beforehand (and COMMIT) into a bare table of text columns, one
 * whose data and metadata are jsonb, and one shaped like the events table (its defaults, identity and indexes).
 */
const parts = async (pool, size, rounds) => {
  const times = { build: [], text: [], jsonb: [], events: [] };
  const tables = { text: 'large_raw.bare', jsonb: 'large_raw.bare_jsonb', events: 'large_raw.events' };
  const client = await pool.connect();
  try {
    for (let round = 0; round < rounds; round++) {
      const events = batch(randomUUID(), 0, size);
      const started = performance.now();
      const built = [...copyChunks([{ streamId: `large-${randomUUID()}`, first: 0, events }])];
      times.build.push(performance.now() - started);
      for (const [part, table] of Object.entries(tables)) {
        // The events table's unique index: ids of their own (the bare tables have no index).
        const rows = part === 'events' ? [...copyChunks([{ streamId: `large-${randomUUID()}`, first: 0, events: events.map((e) => ({ ...e, id: randomUUID() })) }])] : built;
        const at = performance.now();
        await client.query('BEGIN');
        await copyInto(client, table, rows);
        await client.query('COMMIT');
        times[part].push(performance.now() - at);
      }
    }
  } finally {
    client.release();
  }
  const median = (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return Object.fromEntries(Object.entries(times).map(([part, list]) => [part, median(list)]));
};

/** One writer, one call at a time (`timed`), with `write` on the store and `streams()`' writes. */
const sequential = (write, streams) => (store) => timed(write(store), streams(), settings.seconds);

/** Each of `modes` in turn, `rounds` times, each on streams of its own; the best of each. */
const cell = async (stores, label, measure, modes = ['before', 'after']) => {
  const best = {};
  for (let round = 0; round < settings.rounds; round++) {
    for (const mode of modes) {
      const figure = await measure(stores[mode]);
      log(`${label} ${mode}: ${int(figure.eventsPerSecond)} events/s (${figure.msPerCall.toFixed(1)} ms per call, ${figure.calls} calls); load ${loadAverage()}`);
      if (!best[mode] || figure.eventsPerSecond > best[mode].eventsPerSecond) best[mode] = figure;
    }
  }
  return { label, ...best, load: loadAverage() };
};

const onPostgres = async (url) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `bench_large_${randomBytes(4).toString('hex')}`;
  const opened = [];
  try {
    const { rows } = await admin.query("SELECT split_part(version(), ' on ', 1) AS v, current_setting('fsync') AS f, current_setting('synchronous_commit') AS s");
    await admin.query(`CREATE DATABASE ${name}`);
    const pool = new pg.Pool({ connectionString: Object.assign(new URL(url), { pathname: `/${name}` }).toString(), max: POOL });
    pool.on('error', () => undefined); // a dropped idle connection (the DROP … FORCE at the end)
    opened.push(() => pool.end());
    // "after" takes COPY at every size, so that the rows below the default threshold show where it pays.
    const stores = {
      before: await createPostgresEventStore({ pool, kind: 'postgres', schema: 'large_before', copyFrom: false }),
      after: await createPostgresEventStore({ pool, kind: 'postgres', schema: 'large_after', copyFrom: 1 }),
      unnest: unnestTarget(pool, 'large_unnest'),
      rawEvents: rawCopyTarget(pool, 'large_raw.events'),
      rawBare: rawCopyTarget(pool, 'large_raw.bare'),
      ...(baseline ? { baseline: await baseline.createPostgresEventStore({ pool, kind: 'postgres', schema: 'large_baseline', copyFrom: 1 }) } : {}),
    };
    await (await createPostgresEventStore({ pool, kind: 'postgres', schema: 'large_unnest', copyFrom: false })).close();
    await (await createPostgresEventStore({ pool, kind: 'postgres', schema: 'large_raw', copyFrom: false })).close();
    await pool.query(
      'CREATE TABLE large_raw.bare (stream_id text, stream_version bigint, event_id uuid, type text, schema_version integer, data text, metadata text)',
    );
    await pool.query(
      'CREATE TABLE large_raw.bare_jsonb (stream_id text, stream_version bigint, event_id uuid, type text, schema_version integer, data jsonb, metadata jsonb)',
    );
    opened.push(() => stores.before.close(), () => stores.after.close(), ...(baseline ? [() => stores.baseline.close()] : []));
    const withBaseline = (modes) => (baseline ? [modes[0], 'baseline', ...modes.slice(1)] : modes);
    const cells = [];
    for (const size of settings.sizes) {
      cells.push(await cell(stores, `batch-${int(size)}, one stream (append)`, sequential(oneStream, () => streamsOf(1, size)), withBaseline(['before', 'after', 'unnest', 'rawEvents', 'rawBare'])));
    }
    for (const [count, size] of settings.many) {
      cells.push(await cell(stores, `${count} streams × ${size} (${int(count * size)} events, appendMany)`, sequential(many, () => streamsOf(count, size)), withBaseline(['before', 'after'])));
    }
    for (const [writers, size, calls] of settings.concurrent) {
      cells.push(await cell(stores, `${writers} writers at once, batch-${int(size)} each (append, ${calls} per writer)`, concurrent(writers, size, calls), withBaseline(['before', 'after'])));
    }
    const largest = Math.max(...settings.sizes);
    const split = { size: largest, ...(await parts(pool, largest, 5)), load: loadAverage() };
    log(`parts of a ${int(largest)}-event append: ${JSON.stringify(split)}`);
    return { cells, split, serverInfo: `${rows[0].v}, fsync=${rows[0].f}, synchronous_commit=${rows[0].s}` };
  } finally {
    for (const close of opened.reverse()) await close().catch((error) => console.error('cleanup:', error.message));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
};

const main = async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL: large appends take COPY on real PostgreSQL only.');
  const startedAt = new Date();
  const loadBefore = loadAverage();
  console.error(`large-appends bench: ${JSON.stringify(settings)}; load average ${loadBefore}`);
  const { cells, split, serverInfo } = await onPostgres(url);
  const perEvent = (ms) => `${((ms * 1000) / split.size).toFixed(1)} µs`;
  const oneStream = cells.find((c) => c.label.startsWith(`batch-${int(split.size)},`));
  const cpu = os.cpus();
  const section = [
    '## Large appends: batches in one append or appendMany, through COPY (issue 33 §5)',
    '',
    `Measured ${startedAt.toISOString()} by \`node bench/event-store/large-appends.mjs\` (BENCH_SECONDS=${settings.seconds} per figure, ` +
      `best of ${settings.rounds}) on ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}, ` +
      `PostgreSQL (${new URL(url).host}, ${serverInfo}, pool of ${POOL}); load average (1, 5, 15 min) ${loadBefore} at the start, ` +
      `${loadAverage()} at the end.`,
    '',
    'One writer, one call at a time, ~330-byte events at the exact expected revision, on streams that keep growing; only ' +
      'the calls are timed (each call\'s events are made before it); "writers at once": that many writers, each on a stream ' +
      'of its own, events/s over the wall time, "ms per call" the wall time over one writer\'s calls. **Before**: `copyFrom: false`, `append_events` / ' +
      '`append_many` (the batch as one jsonb document, its events taken out of it by an `INSERT … SELECT`). **After**: COPY ' +
      `(\`append_start\`, then COPY, then the positions and COMMIT), here for every size; the store's default takes it from ` +
      `${int(DEFAULT_COPY_FROM)} events per call. **unnest** (one stream only): the compare-and-set, then one ` +
      '`INSERT … SELECT FROM unnest($ids::uuid[], $types::text[], $data::jsonb[], $metadata::jsonb[])`, without the ' +
      'idempotency check (an upper bound for that way). **raw COPY** (one stream only): the same rows, built the same way, ' +
      'COPYed and committed with nothing else (no compare-and-set, no idempotency check, no positions read), into a table ' +
      'shaped like the events table (its defaults, identity and three indexes: the limit of the store\'s COPY path on this ' +
      'machine) and into a bare table (text columns, no default, no index: the limit of moving these bytes through COPY). ' +
      (baseline
        ? `**baseline COPY**: the COPY path of another build (${process.env.BENCH_BASELINE_LABEL ?? `\`BENCH_BASELINE=${baselinePath}\``}), measured in the same run. `
        : '') +
      'The modes alternate, each in a schema of its own.',
    '',
    `| workload | before: events/s | ms per call | after (COPY): events/s | ms per call | after / before |${baseline ? ' baseline COPY: events/s | after / baseline |' : ''} unnest: events/s | raw COPY, events-shaped table | raw COPY, bare table | after / raw events-shaped | load (1 min) after the cell |`,
    `|---|--:|--:|--:|--:|--:|${baseline ? '--:|--:|' : ''}--:|--:|--:|--:|--:|`,
    ...cells.map((c) => {
      const figure = (mode) => (c[mode] ? int(c[mode].eventsPerSecond) : '—');
      const ratio = (mode) => (c[mode] ? `${(c.after.eventsPerSecond / c[mode].eventsPerSecond).toFixed(2)}×` : '—');
      return (
        `| ${c.label} | ${figure('before')} | ${c.before.msPerCall.toFixed(1)} | ${figure('after')} | ${c.after.msPerCall.toFixed(1)} | ` +
        `${(c.after.eventsPerSecond / c.before.eventsPerSecond).toFixed(2)}× | ${baseline ? `${figure('baseline')} | ${ratio('baseline')} | ` : ''}` +
        `${figure('unnest')} | ${figure('rawEvents')} | ${figure('rawBare')} | ${c.rawEvents ? (c.after.eventsPerSecond / c.rawEvents.eventsPerSecond).toFixed(2) : '—'} | ${c.load.split(',')[0]} |`
      );
    }),
    '',
    `Where the time of a ${int(split.size)}-event append goes, each part measured alone (median of 5, load ${split.load.split(',')[0]}): ` +
      `building its COPY rows in Node (JSON.stringify of data and metadata, the row text, a buffer per 256 rows) ${split.build.toFixed(1)} ms ` +
      `(${perEvent(split.build)} per event); the server's COPY of rows already built, with COMMIT, into a bare table of text columns ` +
      `${split.text.toFixed(1)} ms (${perEvent(split.text)}), with data and metadata jsonb ${split.jsonb.toFixed(1)} ms ` +
      `(${perEvent(split.jsonb)}: the jsonb parse is the difference), into a table shaped like the events table ` +
      `(identity, defaults, the primary key (stream_id, stream_version), the unique event_id and the (transaction_id, ` +
      `global_position) index; no trigger) ${split.events.toFixed(1)} ms (${perEvent(split.events)}: the index upkeep and defaults ` +
      `are the difference). Node's part plus the server's is ${(split.build + split.events).toFixed(1)} ms, ` +
      `${int((split.size * 1000) / (split.build + split.events))} events/s if nothing overlapped` +
      (oneStream ? `; the store's whole append took ${oneStream.after.msPerCall.toFixed(1)} ms above (append_start, the positions read and the ` +
        'round trips add a few ms; where it is below the sum, Node\'s part and the server\'s overlapped).' : '.'),
    '',
    'Reading it: COPY costs three round trips where `append_events` costs one, so below a few hundred events per call ' +
      'the old path is as fast or faster; from about 500 COPY is ahead, and more so the larger the call (the old path ' +
      "parses the whole batch as one jsonb document, whose cost grows faster than the batch). The store's default " +
      `(\`copyFrom\`, ${int(DEFAULT_COPY_FROM)}) sits where COPY was ahead in every run on this machine. unnest was slower ` +
      'than COPY from 500 events on, and slower than the old path from 1,000 on, without even checking idempotency: ' +
      'pg turns every JSON text into an element of an array literal, quotes escaped, and the server parses it back ' +
      'before parsing the JSON. Figures on a loaded machine vary by ±30 % from run to run: compare the columns of a row, ' +
      'not rows of different runs.',
    ...(() => {
      const raw = cells.filter((c) => c.rawEvents && c.rawBare);
      if (raw.length === 0) return [];
      const best = (mode) => raw.reduce((a, c) => (c[mode].eventsPerSecond > a[mode].eventsPerSecond ? c : a));
      const [events, bare, after] = [best('rawEvents'), best('rawBare'), best('after')];
      return [
        '',
        `The machine's own limit, in this run: a raw COPY of the same rows into a table shaped like the events table reached ` +
          `${int(events.rawEvents.eventsPerSecond)} events/s at best (${events.label}), into a bare table ${int(bare.rawBare.eventsPerSecond)} ` +
          `events/s (${bare.label}); the store's COPY path ${int(after.after.eventsPerSecond)} events/s (${after.label}). ` +
          `Issue 33 §5 asks for ${int(GOAL)} events/s: ` +
          (events.rawEvents.eventsPerSecond >= GOAL
            ? 'the raw COPY into the events-shaped table reaches it, so the store could.'
            : `${bare.rawBare.eventsPerSecond >= GOAL ? 'only the bare table, with no jsonb and no index, reaches it' : 'not even the bare table, with no jsonb and no index, reaches it'} ` +
              'here: with PostgreSQL and Node on the same two cores (and other work on them), the events table with the ' +
              'indexes its guarantees need cannot take that many rows a second, through this path or any other.'),
      ];
    })(),
  ].join('\n');
  console.log(`\n${section}\n`);
  if (process.env.BENCH_WRITE !== '0') {
    writeSection(join(here, 'results.md'), LARGE_APPENDS_MARKS, section);
    console.error(`wrote ${join('bench', 'event-store', 'results.md')}`);
  }
};

await main();
