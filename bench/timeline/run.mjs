// Session timelines (issue 15 "Measure", issue 33 §6): create and restore a checkpoint holding a 1 MB
// ecs_state over HTTP against this checkout's built studio (apps/api/dist), and the branch graph of one
// timeline: the branch-graph projection's live catch-up and rebuild (events/s) and the list route's reads
// (the rows, the graph, the answer's text) — the whole list, the lean one, and the lean newest page the web
// app reads — each read from nothing (nothing is held between reads), round robin. With --before, that
// build's saves are measured first and its list read on the same rows, in the same run. --graph past the
// 500-save bound builds a lineage as one recorded before that bound could hold (10,000 by default).
// In process on the same libraries. On embedded PGlite and on PostgreSQL. Targets on this machine: create
// < 30 ms, restore < 50 ms, graph read < 50 ms. Figures are printed (and written with --results); nothing
// is asserted.
//
//   npm run bench:timeline
//   node bench/timeline/run.mjs --saves 10 --graph 200 --db pglite --before /tmp/main-built
//
// Options: --before <dir> (another built checkout: its saves measured first, as the client sees them, and
// its list read beside this one's), --saves <n> timed creates and restores (20), --graph <n> checkpoints in
// the big timeline (10000), --reads <n> timed reads of each kind (20), --db pglite,postgres, --database-url
// <url> ($BENCH_DATABASE_URL or postgres://root@127.0.0.1:5432/bench; a fresh DB_SCHEMA per run, dropped
// afterwards), --results <file>.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildsToMeasure, signUp, withStudioOn } from '../support/studio.mjs';
import { percentile } from '../write-path/report.mjs';
import { loadConfig } from '../../apps/api/dist/config.js';
import { openInfrastructure } from '../../apps/api/dist/open-infrastructure.js';
import { timelineOf } from '../../apps/api/dist/play/timeline/timeline-answers.js';
import { TIMELINE_MAX_SAVES, timelineDecider, timelineStreamId } from '../../libs/domain/dist/index.js';
import { BRANCH_GRAPH, lineageGraph } from '../../libs/projections/dist/index.js';

const { values: args } = parseArgs({
  options: {
    saves: { type: 'string', default: '20' },
    graph: { type: 'string', default: '10000' },
    reads: { type: 'string', default: '20' },
    db: { type: 'string', default: 'pglite,postgres' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
    results: { type: 'string' },
    before: { type: 'string' },
  },
});
const N = Object.fromEntries(['saves', 'graph', 'reads'].map((k) => [k, Number(args[k])]));
const DATABASES = args.db.split(',').map((d) => d.trim());

const timed = async (run) => {
  const t = performance.now();
  const value = await run();
  return { ms: performance.now() - t, value };
};
const stats = (times) => ({ n: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: Math.max(...times) });

/** A deterministic PRNG (mulberry32), so every run saves the same states. */
const random = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const uuid = (next) => Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

/**
 * A 1 MB state (1,000,000 characters of JSON at most: the bound) shaped like a game's: 3,150 entities with
 * a transform, health, a sprite and an AI target, random numbers (it gzips to about a third, not less).
 */
const bigState = (seed) => {
  const next = random(seed + 1);
  return Object.fromEntries(
    Array.from({ length: 3150 }, (_, i) => [
      uuid(next),
      {
        transform: { x: next() * 1000, y: next() * 1000, rotation: next() * 6.28 },
        health: { value: Math.floor(next() * 100), max: 100 },
        sprite: { name: `enemy_${i % 17}`, tint: `#${Math.floor(next() * 0xffffff).toString(16).padStart(6, '0')}` },
        ai: { state: ['idle', 'chase', 'flee'][i % 3], target: uuid(next), cooldown: next() * 3 },
      },
    ]),
  );
};

/** A call over HTTP: the time the client saw, and the server's own (its Server-Timing header), with the answer. */
const call = async (client, method, path, json) => {
  const t = performance.now();
  const response = await client.request(method, path, { json });
  const text = await response.text();
  const ms = performance.now() - t;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  // A build from before Server-Timing has none: its figures are the client's only.
  const server = Number(/app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
  return { ms, server, value: JSON.parse(text) };
};

/** Create and restore over HTTP, as the game view calls them. */
const saves = (database, root) =>
  withStudioOn(database, args['database-url'], async (studio) => {
    const client = await signUp(studio.url);
    const gameId = (await client.json('POST', '/api/games', { json: { name: 'Save states', description: '' } })).id;
    const session = (await client.json('POST', `/play/start-game/${gameId}/`, { json: { forceNew: true }, headers: { 'x-creation-canvas': 'true' } })).session_id;
    const size = JSON.stringify(bigState(0)).length;
    const created = { client: [], server: [] };
    const ids = [];
    for (let i = 0; i < N.saves + 2; i++) {
      const { ms, server, value } = await call(client, 'POST', `/play/timeline/${session}/checkpoints/create/`, { marker_label: `save ${i}`, ecs_state: bigState(i) });
      if (i >= 2) created.client.push(ms); // the first two warm the process up
      if (i >= 2 && Number.isFinite(server)) created.server.push(server);
      ids.push(value.checkpoint_id);
    }
    const restored = { client: [], server: [] };
    for (let i = 0; i < N.saves; i++) {
      const { ms, server, value } = await call(client, 'POST', `/play/timeline/${session}/restore/`, { checkpoint_id: ids[i % ids.length] });
      if (!value.runner_synced) throw new Error(`not synced: ${value.runner_sync_error}`);
      restored.client.push(ms);
      if (Number.isFinite(server)) restored.server.push(server);
    }
    return { size, create: stats(created.server), createClient: stats(created.client), restore: stats(restored.server), restoreClient: stats(restored.client) };
  }, { root, env: { SERVER_TIMING: 'true' } });

/**
 * `count` checkpoints of one lineage, decided by the timeline's own decider: a branch every 25 (a restore of
 * an earlier one). Past the 500-save bound (TIMELINE_MAX_SAVES) the decider is told the timeline is empty
 * when it counts: a lineage recorded before that bound may hold 10,000 (issue 33 measures one).
 */
const timelineEvents = (count) => {
  const lineage = randomUUID();
  const version = { source: 'working', checkpointId: null, assets: [], frontends: [] };
  let state = timelineDecider.initialState();
  const events = [];
  const ids = [];
  const decide = (command) => {
    if (count >= TIMELINE_MAX_SAVES) Object.defineProperty(state.nodes, 'size', { value: 0, configurable: true });
    for (const event of timelineDecider.decide(command, state)) {
      events.push(event);
      state = timelineDecider.evolve(state, event);
    }
  };
  const now = new Date().toISOString();
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % 25 === 0) decide({ type: 'RestoreTimelineCheckpoint', data: { checkpointId: ids[Math.floor(i / 2)], sessionId: lineage, transitionId: randomUUID(), timecodeMs: null, now } });
    const checkpointId = randomUUID();
    ids.push(checkpointId);
    decide({
      type: 'CreateTimelineCheckpoint',
      data: {
        checkpointId, transitionId: randomUUID(), sessionId: lineage, gameId: lineage, lineageId: lineage, checkpointType: 'manual', markerLabel: `cp ${i}`,
        description: '', trigger: null, branchLabel: null, tick: i, timecodeMs: i * 10_000, parentCheckpointId: undefined, preserveParent: null,
        preserveParentCount: null, state: { hash: checkpointId.replace(/-/g, '').padEnd(64, '0'), chars: 40, storedBytes: 40 }, version, now,
      },
    });
  }
  return { lineage, events };
};

const summary = (lineage) => ({
  session_id: lineage, current_session_id: lineage, previous_session_id: null, legacy_session_id: null, lineage_id: lineage,
  session_was_reassigned: false, runner_session_valid: true, pool_session_id: null,
});

/** The list route's reads, as each build makes them: a build's answers and queries, on the same rows. */
const listReads = async (beforeRoot) => {
  const after = { answers: await import('../../apps/api/dist/play/timeline/timeline-answers.js'), queries: await import('../../libs/projections/dist/index.js') };
  const answer = ({ answers, queries }, { lean = false, limit = null } = {}) => async (db, lineage, summaryJson, caughtUp) => {
    const { nodes, transitions, nextBefore } = limit ? await queries.lineagePage(db, lineage, { limit, before: null }) : await queries.lineageGraph(db, lineage);
    const json = answers.timelineGraphJson(nodes.map((node) => ({ node, json: (lean ? answers.leanSaveJsonOf : answers.saveJsonOf)(node) })), transitions, { tree: !lean });
    const page = limit ? `,"has_more":${nextBefore !== null},"next_before":${JSON.stringify(nextBefore)}` : '';
    return `{"status":"success","timeline":${summaryJson},${json}${page}},"error":null,"caughtUp":${caughtUp}}`;
  };
  const reads = [];
  if (beforeRoot) {
    const before = { answers: await import(join(beforeRoot, 'apps/api/dist/play/timeline/timeline-answers.js')), queries: await import(join(beforeRoot, 'libs/projections/dist/index.js')) };
    reads.push({ name: `before ${basename(beforeRoot)}`, label: 'the whole list (every checkpoint, all its fields, branch_tree)', read: answer(before), expect: 'all' });
  }
  reads.push(
    { name: 'after', label: 'the whole list (every checkpoint, all its fields, branch_tree)', read: answer(after), expect: 'all' },
    { name: 'after', label: 'the whole lean list (lean=true)', read: answer(after, { lean: true }), expect: 'all' },
    { name: 'after', label: "the lean list's newest page of 500 (lean=true&limit=500: the web app's read)", read: answer(after, { lean: true, limit: 500 }), expect: 500 },
  );
  return reads;
};

/** The branch graph in process, on the same libraries the studio runs (and the --before build's, on the same rows). */
const graph = async (database) => {
  const schema = `bench_tl_${randomUUID().slice(0, 8)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tempest-bench-tl-'));
  const env = database === 'postgres' ? { DATABASE_URL: args['database-url'], DB_SCHEMA: schema } : { DATA_DIR: dataDir, DATABASE_URL: '' };
  const infra = await openInfrastructure(loadConfig({ ...env, RUN_PROJECTIONS: 'true' }));
  try {
    const { lineage, events } = timelineEvents(N.graph);
    const recordedOf = (list) => list.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: { actorKind: 'system' } }));
    const start = performance.now();
    for (let i = 0; i < events.length; i += 500) {
      await infra.store.append(timelineStreamId(lineage), recordedOf(events.slice(i, i + 500)), i === 0 ? 'no_stream' : BigInt(i - 1));
    }
    const appended = performance.now() - start;
    if (!(await infra.engine.waitForCommitted(BRANCH_GRAPH, 600_000))) throw new Error('the projection did not catch up');
    const live = performance.now() - start;
    const rebuild = await timed(() => infra.engine.rebuild(BRANCH_GRAPH, { swap: false }));
    const db = { query: async (sql, params) => (await infra.pool.query(sql, params)).rows, table: (name) => `"${database === 'postgres' ? schema : 'public'}"."${name}"` };
    const summaryJson = JSON.stringify(summary(lineage)).slice(0, -1);
    const reads = await listReads(args.before);
    const times = reads.map(() => []);
    const bytes = reads.map(() => 0);
    // Round robin, so every read shares the machine's load alike; nothing is held between reads.
    for (let r = 0; r < N.reads; r++) {
      for (const [k, { read, expect }] of reads.entries()) {
        const { ms, value } = await timed(async () => read(db, lineage, summaryJson, await infra.engine.readFrom(BRANCH_GRAPH, 'committed')));
        const shown = JSON.parse(value).timeline.checkpoints.length;
        if (shown !== (expect === 'all' ? N.graph : Math.min(expect, N.graph))) throw new Error(`${reads[k].name} read ${shown} checkpoints`);
        times[k].push(ms);
        bytes[k] = Buffer.byteLength(value);
      }
    }
    const objects = [];
    const json = [];
    for (let r = 0; r < N.reads; r++) {
      const { ms, value } = await timed(async () => {
        const { nodes, transitions } = await lineageGraph(db, lineage);
        return timelineOf(summary(lineage), nodes, transitions);
      });
      if (value.checkpoints.length !== N.graph) throw new Error(`${value.checkpoints.length} checkpoints read`);
      objects.push(ms);
      json.push((await timed(async () => JSON.stringify({ status: 'success', timeline: value, error: null, caughtUp: true }))).ms);
    }
    return {
      events: events.length,
      appendMs: appended,
      liveEventsPerS: N.graph / ((live - appended) / 1000 || 1e-3),
      liveMs: live,
      rebuildMs: rebuild.ms,
      rebuildEventsPerS: rebuild.value.events / (rebuild.ms / 1000),
      reads: reads.map((r, k) => ({ name: r.name, label: r.label, stats: stats(times[k]), bytes: bytes[k] })),
      objects: stats(objects),
      json: stats(json),
    };
  } finally {
    if (database === 'postgres') await infra.pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await infra.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const results = [];
for (const database of DATABASES) {
  const builds = [];
  for (const build of N.saves > 0 ? buildsToMeasure(args.before) : []) {
    console.log(`measuring saves on ${database}, ${build.name}…`);
    builds.push({ name: build.name, ...(await saves(database, build.root)) });
  }
  console.log(`measuring the branch graph on ${database}…`);
  results.push({ database, builds, graph: await graph(database) });
}
const f = (v) => v.toFixed(1);
const lines = [
  `# bench/timeline — ${new Date().toISOString()}`,
  '',
  `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ecs_state of ${results[0]?.builds[0]?.size.toLocaleString('en-US') ?? '—'} characters; a timeline of ${N.graph.toLocaleString('en-US')} checkpoints (${results[0]?.graph.events.toLocaleString('en-US')} events, a branch every 25); Node ${process.version}.`,
  '',
  '| database | build | measure | n | p50 ms | p95 ms | max ms | target | p50 / target |',
  '|---|---|---|--:|--:|--:|--:|--:|--:|',
  ...results.flatMap((r) =>
    [
      ...r.builds.flatMap((b) => [
        [b.name, 'create a checkpoint with a 1 MB ecs_state (server: Server-Timing)', b.create, 30],
        [b.name, '… as the client sees it (HTTP, loopback)', b.createClient, null],
        [b.name, 'restore it (server: Server-Timing)', b.restore, 50],
        [b.name, '… as the client sees it (HTTP, loopback; the answer holds the 1 MB state)', b.restoreClient, null],
      ]),
      ...r.graph.reads.map((g) => [g.name, `graph read of ${N.graph.toLocaleString('en-US')} checkpoints: ${g.label}, ${(g.bytes / 1e6).toFixed(2)} MB`, g.stats, 50]),
      ['after', '… as objects (include_state\'s path: query + graph + objects)', r.graph.objects, null],
      ['after', '… their JSON', r.graph.json, null],
    ]
      .filter(([, , s]) => s.n > 0)
      .map(([build, label, s, target]) => `| ${r.database} | ${build} | ${label} | ${s.n} | ${f(s.p50)} | ${f(s.p95)} | ${f(s.max)} | ${target ?? '—'} | ${target ? (s.p50 / target).toFixed(2) : '—'} |`),
  ),
  '',
  '| database | events | append ms | live catch-up events/s | rebuild ms | rebuild events/s |',
  '|---|--:|--:|--:|--:|--:|',
  ...results.map((r) => `| ${r.database} | ${r.graph.events} | ${f(r.graph.appendMs)} | ${Math.round(r.graph.liveEventsPerS)} | ${f(r.graph.rebuildMs)} | ${Math.round(r.graph.rebuildEventsPerS)} |`),
];
console.log(lines.join('\n'));
if (args.results) writeFileSync(args.results, `${lines.join('\n')}\n`);
