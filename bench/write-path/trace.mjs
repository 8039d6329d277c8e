// What one script save crosses (issue 12): the project's own files and functions that run while the
// studio answers one `POST /create/mechanic/parse-script/`, for this checkout and an older build, counted
// with V8's precise coverage (trace-preload.mjs). The projections run in a separate worker process on the
// same PostgreSQL schema (`npm run worker`), so what is counted is the request's own path — a build that
// waits for a read model before writing still runs (and is charged for) that wait. The request's fixed
// part (session, CSRF, body parsing, security headers, logging) is counted apart, as are the studio's
// background timers that happened to run (game origin, type-check worker, agent runtime).
//
//   node bench/write-path/trace.mjs [--before <rev>] [--list]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, signUp, startStudio } from '../support/studio.mjs';
import { builtWorktree } from '../support/worktree.mjs';

const { values: args } = parseArgs({
  options: {
    before: { type: 'string', default: 'ecfb366' },
    list: { type: 'boolean', default: false },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
  },
});
/** What every request runs before and after its route, and timers of the studio that are not the request. */
const FIXED = /accounts\/security\/|accounts\/user-directory|domain\/dist\/user\/|common\/(body-parsing|hostile-input|logger|permissions-policy|security-headers)\./;
const BACKGROUND = /(vibecode|frontends)\/serve\/game-origin|(vibecode|frontends)\/compiler\/(frontend-compiler|type-check-client)|agent\/runtime\/agent-runtime/;

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

const trace = async (root) => {
  const file = join(tmpdir(), `tempest-trace-${process.pid}-${Date.now()}.json`);
  const db = { DATABASE_URL: args['database-url'], DB_SCHEMA: `trace_${Date.now()}_${process.pid}` };
  const stopWorker = await startWorker(root, db);
  const studio = await startStudio({ ...db, RUN_PROJECTIONS: 'false', TRACE_FILE: file, NODE_OPTIONS: `--import=${PRELOAD}` }, { root });
  try {
    const client = await signUp(studio.url);
    const game = (await client.json('POST', '/api/games', { json: { name: 'Trace' } })).id;
    const script = (await client.json('POST', `/create/mechanic/create-custom-script/${game}/`, { json: { name: 't.py', content: 'x = 0' } })).script;
    const save = (i) => client.json('POST', '/create/mechanic/parse-script/', { form: { script_id: script.id, game_key: game, script_content: `x = ${i}` } });
    for (let i = 1; i <= 5; i++) await save(i); // warm: Python started, code compiled
    process.kill(studio.pid, 'SIGUSR2');
    while (!existsSync(`${file}.ready`)) await sleep(20);
    await save(6);
    process.kill(studio.pid, 'SIGUSR2');
    while (!existsSync(file)) await sleep(20);
    await sleep(50);
    const result = JSON.parse(readFileSync(file, 'utf8'));
    rmSync(file, { force: true });
    rmSync(`${file}.ready`, { force: true });
    const ran = new Map();
    for (const script of result) {
      const path = script.url.startsWith('file://') ? new URL(script.url).pathname : script.url;
      if (!path.startsWith(root) || path.includes('/node_modules/')) continue;
      const calls = script.functions.filter((f) => f.functionName !== '' && f.ranges[0].count > 0).length;
      if (calls > 0) ran.set(relative(root, path), calls);
    }
    return ran;
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

const builds = [
  ['before', builtWorktree(args.before).dir],
  ['after', ROOT],
];
const rows = [];
const sum = (files, ran) => files.reduce((a, f) => a + ran.get(f), 0);
for (const [name, root] of builds) {
  const ran = await trace(root);
  const all = [...ran.keys()].sort();
  const path = all.filter((f) => !FIXED.test(f) && !BACKGROUND.test(f));
  const fixed = all.filter((f) => FIXED.test(f));
  rows.push({ name, path: path.length, pathFunctions: sum(path, ran), fixed: fixed.length, fixedFunctions: sum(fixed, ran) });
  console.log(`\n${name}: the save's own path ran ${path.length} project files, ${sum(path, ran)} named functions (plus ${fixed.length} files of every request's fixed part)`);
  if (args.list) for (const f of all) console.log(`  ${FIXED.test(f) ? 'fixed ' : BACKGROUND.test(f) ? 'timer ' : 'path  '} ${f} (${ran.get(f)})`);
}
console.log('\n| build | files on the save\'s path | named functions on it | files of the fixed part (session, CSRF, body, headers, log) |');
console.log('|---|--:|--:|--:|');
for (const r of rows) console.log(`| ${r.name} | ${r.path} | ${r.pathFunctions} | ${r.fixed} |`);
