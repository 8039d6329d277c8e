// Clone and remix (issue 14 "Measure"): a second user clones a published 500-asset game, timed from the
// POST /create/clone-game/{id}/ to the progress stream's 100 % — on embedded PGlite and on PostgreSQL,
// against this checkout's built studio (apps/api/dist), over HTTP as the web app calls it. Target on this
// machine: < 5 s. Figures are printed (and written to bench/clone/results.md with --results); nothing is asserted.
//
//   npm run bench:clone
//   node bench/clone/run.mjs --assets 100 --db pglite
//
// Options: --assets <n> (500: prompts, scripts, entities whose component names a script, and a frontend
// project's files), --clones <n> timed clones (5), --db pglite,postgres, --database-url <url>
// ($BENCH_DATABASE_URL or postgres://root@127.0.0.1:5432/bench; a fresh DB_SCHEMA per run, dropped
// afterwards), --results <file>, --before <dir> (another built checkout, measured first in the same run).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildsToMeasure, signUp, withStudioOn } from '../support/studio.mjs';
import { percentile } from '../write-path/report.mjs';

const { values: args } = parseArgs({
  options: {
    assets: { type: 'string', default: '500' },
    clones: { type: 'string', default: '5' },
    db: { type: 'string', default: 'pglite,postgres' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
    results: { type: 'string' },
    before: { type: 'string' },
  },
});
const ASSETS = Number(args.assets);
const CLONES = Number(args.clones);
const DATABASES = args.db.split(',').map((d) => d.trim());
const PARALLEL = 8;
const TARGET_MS = 5000;

const inBatches = async (count, run) => {
  for (let i = 0; i < count; i += PARALLEL) await Promise.all(Array.from({ length: Math.min(PARALLEL, count - i) }, (_, j) => run(i + j)));
};
const stats = (times) => ({ n: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: Math.max(...times) });

/** Reads the clone's progress stream to its end; answers the events (`data: {...}` lines). */
const follow = async (client, taskId) => {
  const response = await fetch(`${client.url}/sse-progress/${taskId}`, { headers: { accept: 'text/event-stream', cookie: client.cookieHeader() } });
  if (!response.ok) throw new Error(`the progress stream answered ${response.status}`);
  const text = await response.text();
  return text
    .split('\n\n')
    .map((block) => /^data: (.*)$/m.exec(block)?.[1])
    .filter(Boolean)
    .map((data) => JSON.parse(data));
};

/** A game of ASSETS assets: a frontend project with 10 files, then a third each of scripts, entities using them, prompts. */
const bigGame = async (owner) => {
  const gameId = (await owner.json('POST', '/api/games', { json: { name: 'Big game', description: '' } })).id;
  const files = Array.from({ length: 10 }, (_, i) => ({ filename: `src/part${i}.tsx`, content: `export const Part${i} = () => null;\n` }));
  await owner.json('POST', `/create/vibecode/api/games/${gameId}/frontends/save/`, { json: { files } });
  const rest = ASSETS - files.length;
  const scripts = [];
  const m = (route) => `/create/mechanic/${route}/${gameId}/`;
  await inBatches(Math.floor(rest / 3), async (i) => {
    scripts[i] = (await owner.json('POST', m('create-custom-script'), { json: { name: `s${i}.py`, content: `class Part${i}:\n    hp = ${i}\n` } })).script.id;
  });
  await inBatches(Math.floor(rest / 3), (i) =>
    owner.json('POST', `/create/entities/${gameId}/create_entity/`, {
      json: { name: `e${i}`, entity_type: 'thing', component_state: { [`part${i}`]: { componentName: `Part${i}`, scriptId: scripts[i], fieldData: {} } } },
    }),
  );
  await inBatches(rest - 2 * Math.floor(rest / 3), (i) => owner.json('POST', m('create-prompt-library-object'), { json: { name: `p${i}`, content: `line ${i}` } }));
  await owner.json('POST', `/create/update-game-details/${gameId}`, { json: { isCloneable: true } });
  const { checkpoint_id } = await owner.json('POST', `/create/checkpoint/${gameId}/create/`, { json: { title: 'Release' } });
  await owner.json('POST', `/create/checkpoint/${gameId}/publish/`, { json: { checkpoint_id } });
  return gameId;
};

const measure = (database, build) =>
  withStudioOn(database, args['database-url'], async (studio) => {
    const owner = await signUp(studio.url);
    const gameId = await bigGame(owner);
    const times = [];
    let steps = 0;
    for (let c = 0; c < CLONES; c++) {
      const remixer = await signUp(studio.url);
      const started = performance.now();
      const { taskId } = await remixer.json('POST', `/create/clone-game/${gameId}/`);
      const events = await follow(remixer, taskId);
      times.push(performance.now() - started);
      const last = events.at(-1);
      if (last?.percentDone !== 100) throw new Error(`the clone ended with ${JSON.stringify(last)}`);
      steps = events.length;
    }
    return { database, build: build.name, clone: stats(times), steps };
  }, { root: build.root });

const results = [];
for (const database of DATABASES) {
  for (const build of buildsToMeasure(args.before)) {
    console.log(`measuring ${build.name} on ${database}…`);
    results.push(await measure(database, build));
  }
}
const f = (v) => v.toFixed(0);
const lines = [
  `# bench/clone — ${new Date().toISOString()}`,
  '',
  `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load ${loadavg().map((l) => l.toFixed(2)).join(' ')}; a ${ASSETS}-asset game, each clone by a new user.`,
  '',
  '| database | build | measure | n | p50 ms | p95 ms | max ms | target | p50 / target | progress events |',
  '|---|---|---|--:|--:|--:|--:|--:|--:|--:|',
  ...results.map(
    (r) =>
      `| ${r.database} | ${r.build} | clone of a ${ASSETS}-asset game (POST to 100 %) | ${r.clone.n} | ${f(r.clone.p50)} | ${f(r.clone.p95)} | ${f(r.clone.max)} | ${TARGET_MS} | ${(r.clone.p50 / TARGET_MS).toFixed(2)} | ${r.steps} |`,
  ),
];
console.log(lines.join('\n'));
if (args.results) writeFileSync(args.results, `${lines.join('\n')}\n`);
