// The asset write path (issue 12 "Measure"): how long a creator waits for one script save, and for a save
// then a read of the same script that must include it, on embedded PGlite and on PostgreSQL, for two builds
// in one run — "before" (a git worktree of an older commit, built under the temporary directory) and "after"
// (this checkout's apps/api/dist). Sequential requests of one signed-in user: latency, not throughput.
// Figures are printed and written to bench/write-path/results.md; nothing is asserted.
//
//   npm run bench:write-path                       # before = ecfb366, 200 edits per measure, both databases
//   node bench/write-path/run.mjs --before <rev>   # another "before" revision
//   node bench/write-path/run.mjs --before-dir <built checkout> --edits 20 --db pglite
//
// Options: --before <rev> (default ecfb366, the commit before issue 12) or --before-dir <path> (an already
// built checkout instead of a worktree); --after-dir <path> (another built checkout instead of this one);
// --edits <n> (default 200); --warmup <n> (default 20); --db pglite,postgres (default both);
// --database-url <url> (default $BENCH_DATABASE_URL or postgres://root@127.0.0.1:5432/bench: the database is
// created when missing, every studio gets a fresh DB_SCHEMA, dropped afterwards); --results <file> (default
// bench/write-path/results.md, written only by a run of 200 edits or more on both databases unless named);
// --no-results.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ROOT, signUp, startStudio } from '../support/studio.mjs';
import { builtWorktree } from '../support/worktree.mjs';
import { formatTable, summarize } from './report.mjs';

const { values: args } = parseArgs({
  options: {
    before: { type: 'string', default: 'ecfb366' },
    'before-dir': { type: 'string' },
    'after-dir': { type: 'string' },
    edits: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    db: { type: 'string', default: 'pglite,postgres' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
    results: { type: 'string' },
    'no-results': { type: 'boolean', default: false },
  },
});
const EDITS = Number(args.edits);
const WARMUP = Number(args.warmup);
const DATABASES = args.db.split(',').map((d) => d.trim());
for (const d of DATABASES) if (d !== 'pglite' && d !== 'postgres') throw new Error(`--db takes pglite and/or postgres, not ${d}`);
const RUN_ID = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${randomBytes(2).toString('hex')}`;

// ---- the two builds --------------------------------------------------------------------------------
/** A built checkout: its commit, and whether its sources differ from that commit. */
const checkout = (dir) => {
  const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'apps', 'libs'], { cwd: dir, encoding: 'utf8' }).trim() !== '';
  return { dir, sha, label: `${sha.slice(0, 7)}${dirty ? ' + uncommitted changes in apps/, libs/' : ''} (${dir === ROOT ? 'this checkout' : dir})` };
};
const before = checkout(args['before-dir'] ? resolve(args['before-dir']) : builtWorktree(args.before).dir);
const after = checkout(args['after-dir'] ? resolve(args['after-dir']) : ROOT);
const BUILDS = [
  { name: 'before', root: before.dir, label: before.label },
  { name: 'after', root: after.dir, label: after.label },
];

// ---- PostgreSQL: a database for benches, a fresh schema per studio ----------------------------------
const withPg = async (url, run) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};
let postgresVersion = null;
if (DATABASES.includes('postgres')) {
  const url = new URL(args['database-url']);
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await withPg(admin.href, async (c) => {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await c.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  });
  postgresVersion = await withPg(url.href, async (c) => {
    const settings = await c.query("SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit') ORDER BY name");
    const version = (await c.query('SHOW server_version')).rows[0].server_version;
    return `PostgreSQL ${version} (${settings.rows.map((r) => `${r.name}=${r.setting}`).join(', ')})`;
  });
}

const studioEnv = (database, schema) =>
  database === 'postgres'
    ? { DATABASE_URL: args['database-url'], DB_SCHEMA: schema }
    : {}; // the embedded database in a temporary directory (startStudio's default)

// ---- the workload ----------------------------------------------------------------------------------
/** A small game script (a component class and two actions) that differs by `n`, so every save changes it. */
const scriptText = (n) => `# bench edit ${n}
class Mover:
    """Moves an entity across the board."""
    speed: float = ${(1 + (n % 97) / 10).toFixed(1)}
    wrap: bool = ${n % 2 === 0 ? 'True' : 'False'}

    def step(self, entity, dt):
        entity['x'] = entity['x'] + self.speed * dt
        if self.wrap and entity['x'] > 100:
            entity['x'] = 0
        return entity


def move(state, dt=1):
    for entity in state.get('entities', []):
        Mover().step(entity, dt)


def reset(state):
    for entity in state.get('entities', []):
        entity['x'] = ${n % 10}
`;

const timed = async (send) => {
  const t = performance.now();
  const response = await send();
  const text = await response.text();
  const ms = performance.now() - t;
  if (response.status !== 200) throw new Error(`answered ${response.status}: ${text.slice(0, 500)}`);
  return { ms, body: JSON.parse(text) };
};

/** The two edit routes measured; both save the whole code of the script as one new revision. */
const EDIT_ROUTES = {
  'parse-script': {
    describe: 'POST /create/mechanic/parse-script/ (form: script_id, game_key, script_content — the editor\'s save: Python `ast` parse in the worker, then one AssetEdited)',
    send: (client, ids, code) => () => client.request('POST', '/create/mechanic/parse-script/', { form: { script_id: ids.scriptId, game_key: ids.gameId, script_content: code } }),
    check: (body) => body.status === 'success',
  },
  save_raw: {
    describe: 'POST /create/mechanic/scripts/{id}/save_raw/ (JSON { raw_code } — the code alone, no Python)',
    send: (client, ids, code) => () => client.request('POST', `/create/mechanic/scripts/${ids.scriptId}/save_raw/`, { json: { raw_code: code } }),
    check: () => true,
  },
};
const READ_ROUTE = 'GET /create/mechanic/get-script-content/{id}/?minPosition=<position of the edit>';

/** `count` edits one after another: each one's time from request to the 200's last byte. */
const edits = async (session, route, count, into) => {
  for (let i = 0; i < count; i++) {
    const { ms, body } = await timed(route.send(session.client, session.ids, scriptText(session.next++)));
    if (!route.check(body)) into.refused++;
    into.times.push(ms);
  }
};

/** `count` times: an edit, then the read of that script with the edit's position; the time of both. */
const editThenRead = async (session, route, count, into) => {
  const { client, ids } = session;
  for (let i = 0; i < count; i++) {
    const code = scriptText(session.next++);
    const t = performance.now();
    const edit = await timed(route.send(client, ids, code));
    const query = edit.body.position ? `?minPosition=${encodeURIComponent(edit.body.position)}` : '';
    const read = await timed(() => client.request('GET', `/create/mechanic/get-script-content/${ids.scriptId}/${query}`));
    into.times.push(performance.now() - t);
    if (!route.check(edit.body)) into.refused++;
    if (read.body.script?.content !== code) into.stale++;
  }
};
const MEASURES = { edit: edits, read: editThenRead };

/** A studio of `build` on `database`, a signed-in user, a game and its script, warmed up on every route. */
const openSession = async (build, database) => {
  const schema = `write_path_${RUN_ID}_${build.name}`;
  const studio = await startStudio({ LOG_LEVEL: 'warn', WEB_DIST: '', ...studioEnv(database, schema) }, { root: build.root });
  const session = {
    build,
    studio,
    next: 1,
    fail: (error) => new Error(`${build.name} on ${database}: ${error.message}\n--- studio output ---\n${studio.output().slice(-3000)}`),
    async close() {
      await studio.stop();
      if (database === 'postgres') await withPg(args['database-url'], (c) => c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
    },
  };
  try {
    session.client = await signUp(studio.url);
    const game = await session.client.json('POST', '/api/games', { json: { name: 'Write path bench', description: 'bench/write-path' } });
    const created = await session.client.json('POST', `/create/mechanic/create-custom-script/${game.id}/`, { json: { name: 'mover.py', content: scriptText(0) } });
    session.ids = { gameId: game.id, scriptId: created.script.id };
    // Warm-up, not counted: the Python worker starts on the first parse, the JIT and the pools settle.
    const ignored = { times: [], refused: 0, stale: 0 };
    for (const route of Object.values(EDIT_ROUTES)) {
      await edits(session, route, WARMUP, ignored);
      await editThenRead(session, route, Math.ceil(WARMUP / 2), ignored);
    }
    return session;
  } catch (error) {
    await session.close();
    throw session.fail(error);
  }
};

/**
 * Both builds on one database, their studios running side by side (idle while the other is measured).
 * Each measure runs in blocks of BLOCK edits, before/after then after/before, so that a change of the
 * machine's load during the run (other work on these shared cores) falls on both builds alike.
 */
const BLOCK = 25;
const measureDatabase = async (database) => {
  const load = [loadavg()[0]];
  const sessions = [];
  try {
    for (const build of BUILDS) sessions.push(await openSession(build, database));
    const results = Object.fromEntries(BUILDS.map((b) => [b.name, {}]));
    for (const [routeName, route] of Object.entries(EDIT_ROUTES)) {
      for (const [measure, run] of Object.entries(MEASURES)) {
        for (const b of BUILDS) results[b.name][routeName] = { ...results[b.name][routeName], [measure]: { times: [], refused: 0, stale: 0 } };
        for (let done = 0, block = 0; done < EDITS; done += BLOCK, block++) {
          const count = Math.min(BLOCK, EDITS - done);
          for (const session of block % 2 === 0 ? sessions : [...sessions].reverse()) {
            try {
              await run(session, route, count, results[session.build.name][routeName][measure]);
            } catch (error) {
              throw session.fail(error);
            }
          }
        }
      }
    }
    load.push(loadavg()[0]);
    return BUILDS.map((b) => ({ build: b.name, database, load, results: results[b.name] }));
  } finally {
    for (const session of sessions) await session.close();
  }
};

// ---- run -------------------------------------------------------------------------------------------
console.log(`Write path: ${EDITS} edits per measure (after ${WARMUP} not counted), databases: ${DATABASES.join(', ')}`);
for (const build of BUILDS) console.log(`  ${build.name}: ${build.label}`);
const measured = [];
for (const database of DATABASES) {
  process.stdout.write(`  measuring both builds on ${database} … `);
  const t = performance.now();
  const results = await measureDatabase(database);
  console.log(`${((performance.now() - t) / 1000).toFixed(0)} s (load ${results[0].load.map((l) => l.toFixed(1)).join(' → ')})`);
  measured.push(...results);
}

const rows = summarize(measured, Object.keys(EDIT_ROUTES));
const facts = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}${postgresVersion ? `, ${postgresVersion}` : ''}; embedded PGlite in a temporary data directory.`,
  `Load average (1 min) at the start → end of each database's run: ${measured.filter((m) => m.build === 'before').map((m) => `${m.database} ${m.load.map((l) => l.toFixed(1)).join(' → ')}`).join(', ')}.`,
  `Builds: before = ${BUILDS[0].label}; after = ${BUILDS[1].label}.`,
  `${EDITS} sequential edits of one script per build and measure, after ${WARMUP} edits and ${Math.ceil(WARMUP / 2)} edit+reads per route not counted; one studio process per build and database (the two builds' studios run side by side and take turns in blocks of ${BLOCK} edits, before/after then after/before), one signed-in user, keep-alive HTTP on 127.0.0.1. Times in ms, nearest-rank percentiles; ratio = after / before (below 1 = after is faster).`,
];
const routes = [
  ...Object.entries(EDIT_ROUTES).map(([name, r]) => `- **${name} edit**: ${r.describe}; request sent → 200 answer read.`),
  `- **… edit → read**: that edit, then \`${READ_ROUTE}\` until its answer is read; the read is checked to hold the code just saved.`,
];
const table = formatTable(rows);
const problems = measured.flatMap((m) =>
  Object.entries(m.results).flatMap(([name, r]) => [
    r.edit.refused + r.read.refused > 0 ? `${m.build}/${m.database}/${name}: ${r.edit.refused + r.read.refused} answers with a status other than success` : null,
    r.read.stale > 0 ? `${m.build}/${m.database}/${name}: ${r.read.stale} of ${EDITS} reads did not show the edit` : null,
  ]).filter(Boolean),
);
const report = [
  ...facts,
  '',
  ...routes,
  '',
  table,
  '',
  problems.length ? `Check: ${problems.join('; ')}.` : `Check: every edit answered 200 (parse-script \`status: 'success'\`) and every read showed the code just saved.`,
].join('\n');
console.log(`\n${report}`);

const fullRun = EDITS >= 200 && DATABASES.length === 2;
const resultsFile = args.results ? resolve(args.results) : fullRun ? join(ROOT, 'bench/write-path/results.md') : null;
if (!args['no-results'] && resultsFile) {
  writeFileSync(resultsFile, `# The asset write path — \`npm run bench:write-path\`\n\n${report}\n`);
  console.log(`\nWritten to ${resultsFile}`);
} else if (!args['no-results']) {
  console.log('\n(results.md is written by a full run: 200 edits or more on both databases, or with --results <file>)');
}
