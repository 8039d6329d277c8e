// What one request crosses (issues 12 and 29): the project's own files and functions that run while the
// studio answers one request, for this checkout and an older build, counted with V8's precise coverage
// (trace-preload.mjs). Three paths, each warmed up first and then traced once:
//   save      `POST /create/mechanic/parse-script/` (a script save, as the editor sends it)
//   rollback  `POST /create/checkpoint/{gameId}/rollback/` to a checkpoint one script edit back, as History's
//             "Rollback" sends it (docs/api-checkpoints.md)
//   restore   `POST /play/timeline/{sessionId}/restore/` of a play save (docs/api-timeline.md)
// The projections run in a separate worker process on the same PostgreSQL schema (`npm run worker`), so what
// is counted is the request's own path — a build that waits for a read model before writing still runs (and
// is charged for) that wait. The request's fixed part (session, CSRF, body parsing, security headers,
// logging) is counted apart, as are the studio's background timers that happened to run (game origin,
// type-check worker, agent runtime).
//
// The trace is started and stopped with SIGWINCH, not SIGUSR2: Nest's shutdown hooks listen to SIGUSR2 and
// closed the studio under the first trace (trace-preload.mjs says more).
//
//   node bench/write-path/trace.mjs [--path save|rollback|restore|all] [--before <rev>|none] [--list]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, signUp, startStudio } from '../support/studio.mjs';
import { builtWorktree } from '../support/worktree.mjs';

const { values: args } = parseArgs({
  options: {
    // Issue 29 starts from 98d8c17 (issue 12's tracer compared with ecfb366).
    before: { type: 'string', default: '98d8c17' },
    path: { type: 'string', default: 'all' },
    list: { type: 'boolean', default: false },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
  },
});
/** What every request runs before and after its route, and timers of the studio that are not the request. */
// Paths of both layouts: before issue 29 (security headers in common/, the CSRF reader in accounts/security/, the
// game origin under frontends/serve/, the compiler under frontends/compiler/) and after it (serve/, common/csrf-token,
// libs/frontend-compiler), so that a file that only moved is counted alike in both builds.
const FIXED = /accounts\/security\/|accounts\/user-directory|domain\/dist\/user\/|common\/(body-parsing|hostile-input|logger|permissions-policy|security-headers|csrf-token)\.|serve\/security-headers\./;
const BACKGROUND = /((vibecode|frontends)\/)?serve\/game-origin|(vibecode|frontends)\/compiler\/(frontend-compiler|type-check-client)|frontend-compiler\/dist\/(frontend-compiler|type-check-client)|agent\/runtime\/agent-runtime/;
/** The bench's own files (this preload) are in the checkout but are not the studio. */
const BENCH = /^bench\//;
const SIGNAL = 'SIGWINCH'; // trace-preload.mjs's TRACE_SIGNAL (not imported: importing it would start a session here)

/**
 * Each path: `prepare(client)` makes what the request needs and warms it up (Python started, code compiled,
 * caches filled) and answers `{ before?, run }`: `before()` runs untraced right before the trace (e.g. the
 * edit a rollback undoes), `run()` is the one request traced.
 */
const PATHS = {
  save: async (client) => {
    const game = (await client.json('POST', '/api/games', { json: { name: 'Trace save' } })).id;
    const script = (await client.json('POST', `/create/mechanic/create-custom-script/${game}/`, { json: { name: 't.py', content: 'x = 0' } })).script;
    const save = (i) => client.json('POST', '/create/mechanic/parse-script/', { form: { script_id: script.id, game_key: game, script_content: `x = ${i}` } });
    for (let i = 1; i <= 5; i++) await save(i);
    return { run: () => save(6) };
  },
  rollback: async (client) => {
    const game = (await client.json('POST', '/api/games', { json: { name: 'Trace rollback' } })).id;
    const script = (await client.json('POST', `/create/mechanic/create-custom-script/${game}/`, { json: { name: 't.py', content: 'x = 0' } })).script;
    const save = (i) => client.json('POST', '/create/mechanic/parse-script/', { form: { script_id: script.id, game_key: game, script_content: `x = ${i}` } });
    const to = (await client.json('POST', `/create/checkpoint/${game}/create/`, { json: { title: 'Before the edit' } })).checkpoint_id;
    const rollback = async () => {
      const { rollback_results: r } = await client.json('POST', `/create/checkpoint/${game}/rollback/`, { json: { checkpoint_id: to } });
      if (r.changed < 1) throw new Error(`the rollback changed ${r.changed} assets`);
    };
    let i = 0;
    for (; i < 3; i++) {
      await save(i + 1);
      await rollback();
    }
    return { before: () => save(++i), run: rollback };
  },
  restore: async (client) => {
    const game = (await client.json('POST', '/api/games', { json: { name: 'Trace restore' } })).id;
    const session = (await client.json('POST', `/play/start-game/${game}/`, { json: { forceNew: true }, headers: { 'x-creation-canvas': 'true' } })).session_id;
    const state = (i) => ({ [`00000000-0000-4000-8000-00000000000${i}`]: { transform: { x: i, y: 0, rotation: 0 }, health: { value: 100 - i, max: 100 } } });
    const saves = [];
    for (let i = 0; i < 3; i++) saves.push((await client.json('POST', `/play/timeline/${session}/checkpoints/create/`, { json: { marker_label: `save ${i}`, ecs_state: state(i) } })).checkpoint_id);
    const restore = (i) => client.json('POST', `/play/timeline/${session}/restore/`, { json: { checkpoint_id: saves[i % saves.length] } });
    for (let i = 0; i < 5; i++) await restore(i);
    return { run: () => restore(5) };
  },
};
const chosen = args.path === 'all' ? Object.keys(PATHS) : args.path.split(',');
for (const name of chosen) if (!(name in PATHS)) throw new Error(`--path: ${name} is none of save, rollback, restore, all`);

/** The projection worker of `root` on this schema, started and ready. */
const startWorker = async (root, env) => {
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/worker.js')], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  for (const deadline = Date.now() + 60_000; !output.includes('Projection worker'); ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The projection worker did not start:\n${output}`);
    await sleep(100);
  }
  return () => child.kill('SIGTERM');
};
const PRELOAD = new URL('./trace-preload.mjs', import.meta.url).pathname;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits for `file`, failing (with the studio's output) when the studio has gone or 30 s passed. */
const waitFor = async (file, studio) => {
  for (const deadline = Date.now() + 30_000; !existsSync(file); await sleep(20)) {
    let alive = true;
    try {
      process.kill(studio.pid, 0);
    } catch {
      alive = false;
    }
    if (!alive || Date.now() > deadline) throw new Error(`No ${file} from the studio (${alive ? 'timed out' : 'it exited'}):\n${studio.output()}`);
  }
};

/** One coverage window around `run()`: the project's files that ran in it, with their named functions called. */
const traceOne = async (root, studio, file, run) => {
  process.kill(studio.pid, SIGNAL);
  await waitFor(`${file}.ready`, studio);
  await run();
  process.kill(studio.pid, SIGNAL);
  await waitFor(file, studio);
  const result = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file, { force: true });
  rmSync(`${file}.ready`, { force: true });
  const ran = new Map();
  for (const script of result) {
    const path = script.url.startsWith('file://') ? new URL(script.url).pathname : script.url;
    if (!path.startsWith(root) || path.includes('/node_modules/')) continue;
    const calls = script.functions.filter((f) => f.functionName !== '' && f.ranges[0].count > 0).length;
    const at = relative(root, path);
    if (calls > 0 && !BENCH.test(at)) ran.set(at, calls);
  }
  return ran;
};

/** Every chosen path traced on one studio of `root` (with its own schema and projection worker). */
const trace = async (root) => {
  const file = join(tmpdir(), `tempest-trace-${process.pid}-${Date.now()}.json`);
  const db = { DATABASE_URL: args['database-url'], DB_SCHEMA: `trace_${Date.now()}_${process.pid}` };
  const stopWorker = await startWorker(root, db);
  const studio = await startStudio({ ...db, RUN_PROJECTIONS: 'false', TRACE_FILE: file, NODE_OPTIONS: `--import=${PRELOAD}` }, { root });
  try {
    const client = await signUp(studio.url);
    const traces = new Map();
    for (const name of chosen) {
      const { before, run } = await PATHS[name](client);
      await before?.();
      traces.set(name, await traceOne(root, studio, file, run));
    }
    return traces;
  } finally {
    await studio.stop();
    stopWorker();
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: args['database-url'] });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${db.DB_SCHEMA}" CASCADE`).catch(() => undefined);
    await client.end();
  }
};

// `--before none`: this checkout only (e.g. to record the figures of the commit checked out).
const builds = [...(args.before === 'none' ? [] : [['before', builtWorktree(args.before).dir]]), [args.before === 'none' ? 'this' : 'after', ROOT]];
const rows = [];
const sum = (files, ran) => files.reduce((a, f) => a + ran.get(f), 0);
for (const [build, root] of builds) {
  const traces = await trace(root);
  for (const [name, ran] of traces) {
    const all = [...ran.keys()].sort();
    const path = all.filter((f) => !FIXED.test(f) && !BACKGROUND.test(f));
    const fixed = all.filter((f) => FIXED.test(f));
    const api = path.filter((f) => f.startsWith('apps/api/'));
    rows.push({ build, name, path: path.length, pathFunctions: sum(path, ran), api: api.length, apiFunctions: sum(api, ran), fixed: fixed.length, fixedFunctions: sum(fixed, ran) });
    console.log(`\n${build}: the ${name}'s own path ran ${path.length} project files, ${sum(path, ran)} named functions (plus ${fixed.length} files of every request's fixed part)`);
    if (args.list) for (const f of all) console.log(`  ${FIXED.test(f) ? 'fixed ' : BACKGROUND.test(f) ? 'timer ' : 'path  '} ${f} (${ran.get(f)})`);
  }
}
console.log('\n| path | build | files on its own path | named functions on it | of them in apps/api: files / functions | files of the fixed part (session, CSRF, body, headers, log) |');
console.log('|---|---|--:|--:|--:|--:|');
for (const name of chosen) for (const r of rows.filter((r) => r.name === name)) console.log(`| ${r.name} | ${r.build} | ${r.path} | ${r.pathFunctions} | ${r.api} / ${r.apiFunctions} | ${r.fixed} |`);
