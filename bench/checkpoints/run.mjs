// Creator checkpoints (issue 14 "Measure"): create a checkpoint of a 500-asset game, roll back across 500
// changed assets, read a timeline page of 50 out of 10,000 checkpoints — on embedded PGlite and on
// PostgreSQL, against this checkout's built studio (apps/api/dist), over HTTP as the web app calls it.
// Targets on this machine: checkpoint < 50 ms, rollback < 2 s, timeline page < 30 ms. Figures are printed
// (and written to bench/checkpoints/results.md with --results); nothing is asserted. Clone is a later slice.
//
//   npm run bench:checkpoints
//   node bench/checkpoints/run.mjs --assets 100 --timeline 1000 --db pglite
//
// Options: --assets <n> (500), --checkpoints <n> checkpoints timed on the big game (20), --rollbacks <n> (3),
// --timeline <n> checkpoints in the timeline game (10000), --pages <n> timed pages (50), --db pglite,postgres,
// --database-url <url> ($BENCH_DATABASE_URL or postgres://root@127.0.0.1:5432/bench; a fresh DB_SCHEMA per
// run, dropped afterwards), --results <file>, --before <dir> (another built checkout, e.g. a git worktree of
// an older commit after `npm run build:server` there: measured first, in the same run).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildsToMeasure, signUp, withStudioOn } from '../support/studio.mjs';
import { percentile } from '../write-path/report.mjs';

const { values: args } = parseArgs({
  options: {
    assets: { type: 'string', default: '500' },
    checkpoints: { type: 'string', default: '20' },
    rollbacks: { type: 'string', default: '3' },
    timeline: { type: 'string', default: '10000' },
    pages: { type: 'string', default: '50' },
    db: { type: 'string', default: 'pglite,postgres' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench' },
    results: { type: 'string' },
    before: { type: 'string' },
  },
});
const N = Object.fromEntries(['assets', 'checkpoints', 'rollbacks', 'timeline', 'pages'].map((k) => [k, Number(args[k])]));
const DATABASES = args.db.split(',').map((d) => d.trim());
const PARALLEL = 8;

const timed = async (run) => {
  const t = performance.now();
  const value = await run();
  return { ms: performance.now() - t, value };
};
const inBatches = async (count, run) => {
  for (let i = 0; i < count; i += PARALLEL) await Promise.all(Array.from({ length: Math.min(PARALLEL, count - i) }, (_, j) => run(i + j)));
};
const stats = (times) => ({ n: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: Math.max(...times) });

const newGame = async (client, name) => (await client.json('POST', '/api/games', { json: { name, description: '' } })).id;
const prompt = (client, gameId, i, text) => client.json('POST', `/create/mechanic/create-prompt-library-object/${gameId}/`, { json: { name: `prompt ${i}`, content: text } });
const edit = (client, gameId, id, text) => client.json('POST', `/create/mechanic/edit-prompt-library-object/${gameId}/`, { json: { id, content: text } });
const checkpoint = (client, gameId, title) => client.json('POST', `/create/checkpoint/${gameId}/create/`, { json: { title } });

const measure = (database, build) =>
  withStudioOn(database, args['database-url'], async (studio) => {
    const client = await signUp(studio.url);
    // A game of N.assets prompts.
    const big = await newGame(client, 'Big game');
    const ids = [];
    await inBatches(N.assets, async (i) => (ids[i] = (await prompt(client, big, i, `first ${i}`)).data.id));
    const created = [];
    for (let i = 0; i < N.checkpoints; i++) created.push((await timed(() => checkpoint(client, big, `cp ${i}`))).ms);
    const first = (await checkpoint(client, big, 'Before the changes')).checkpoint_id;
    // Roll back across every asset changed (and back again, which changes them all too).
    const rollbacks = [];
    for (let r = 0; r < N.rollbacks; r++) {
      await inBatches(N.assets, (i) => edit(client, big, ids[i], `changed ${r} ${i}`));
      const { ms, value } = await timed(() => client.json('POST', `/create/checkpoint/${big}/rollback/`, { json: { checkpoint_id: first } }));
      if (value.rollback_results.changed < N.assets) throw new Error(`the rollback changed ${value.rollback_results.changed} assets`);
      rollbacks.push(ms);
    }
    // A game with N.timeline checkpoints; pages of 50 at spread offsets.
    const long = await newGame(client, 'Long history');
    await prompt(client, long, 0, 'x');
    await inBatches(N.timeline, (i) => checkpoint(client, long, `cp ${i}`));
    await client.json('GET', `/create/checkpoint/${long}/timeline/?limit=50`);
    const pages = [];
    for (let p = 0; p < N.pages; p++) {
      const offset = Math.floor((p / N.pages) * Math.max(0, N.timeline - 50));
      const { ms, value } = await timed(() => client.json('GET', `/create/checkpoint/${long}/timeline/?limit=50&offset=${offset}`));
      if (value.checkpoints.length !== 50) throw new Error(`a page of ${value.checkpoints.length}`);
      pages.push(ms);
    }
    return { database, build: build.name, create: stats(created), rollback: stats(rollbacks), page: stats(pages) };
  }, { root: build.root });

const results = [];
for (const database of DATABASES) {
  for (const build of buildsToMeasure(args.before)) {
    console.log(`measuring ${build.name} on ${database}…`);
    results.push(await measure(database, build));
  }
}
const f = (v) => v.toFixed(1);
const lines = [
  `# bench/checkpoints — ${new Date().toISOString()}`,
  '',
  `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ${N.assets} assets, ${N.timeline} checkpoints in the timeline game.`,
  '',
  '| database | build | measure | n | p50 ms | p95 ms | max ms | target | p50 / target |',
  '|---|---|---|--:|--:|--:|--:|--:|--:|',
  ...results.flatMap((r) =>
    [
      [`create a checkpoint of a ${N.assets}-asset game`, r.create, 50],
      [`roll back across ${N.assets} changed assets`, r.rollback, 2000],
      [`timeline page of 50 out of ${N.timeline}`, r.page, 30],
    ].map(([label, s, target]) => `| ${r.database} | ${r.build} | ${label} | ${s.n} | ${f(s.p50)} | ${f(s.p95)} | ${f(s.max)} | ${target} | ${(s.p50 / target).toFixed(2)} |`),
  ),
];
console.log(lines.join('\n'));
if (args.results) writeFileSync(args.results, `${lines.join('\n')}\n`);
