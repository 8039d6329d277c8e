// Playtest benchmark (issue 31): `npm run bench:playtest` (builds the server first, holds the Chromium lock).
// For one sample prompt of every offline kind: prompt → playable (analyzePrompt, buildGame, compile) without
// the playtest, then the time the playtest adds, in the DOM runner (happy-dom in its sandboxed child) and in
// Chromium where one is found (CHROMIUM_PATH, else /usr/bin/chromium). Python runs the actions as in the
// studio (a warm PythonPool of one worker); the time spent in it is shown apart.
// Env: BENCH_RUNS (playtests per kind and runner, default 5), BENCH_KINDS (a comma list of kinds, default all), CHROMIUM_PATH ('' for none). `--results <file>` also writes the tables there.
// Prints figures and ratios; nothing here is asserted.
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../support/studio.mjs';

const lib = (name) => import(pathToFileURL(`${ROOT}/libs/${name}/dist/index.js`).href);
const [{ analyzePrompt, buildGame }, { FrontendCompiler }, { PythonPool, runFunction }, { Playtester }, { playableComponents }] = await Promise.all(
  ['offline-model', 'frontend-compiler', 'python-runtime', 'playtest', 'domain'].map(lib),
);

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const resultsAt = process.argv.includes('--results') ? process.argv[process.argv.indexOf('--results') + 1] : null;
const chromiumPath = (process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : '')) || null;

// The first sample prompt of each kind (test/support/sample-prompts.ts, which Node 20 cannot import), in GAME_KINDS order.
const PROMPTS = [
  'Make an idle clicker game about baking cookies',
  'A space trivia quiz with 10 questions',
  'A text adventure in a haunted mansion where you collect keys',
  'Make a space dodge game called Star Hopper where you avoid asteroids',
  'A platformer where a frog jumps between platforms in the forest',
  'classic snake game',
  'A card battle game against goblins in a medieval kingdom',
  'match-3 puzzle with candy',
  'a typing game in a haunted castle: type the names of the ghosts before they reach you',
  'a rhythm game where a penguin dances to the beat of the music',
  'a pizza shop tycoon in the city: set the price and sell to customers',
  'breed bunnies in a magic garden and discover rare patterns',
  'tower defense: a knight defends the castle from waves of goblins',
  'a racing game where a fox races through the forest and collects berries',
  'a frog hopping across the busy road and the river to the pond',
  'a mouse in a maze collecting cheese while cats chase it',
];

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const ms = (v) => (v === undefined ? '–' : Math.round(v).toLocaleString('en').replace(/,/g, ' '));
const ratio = (a, b) => (a === undefined || b === undefined ? '–' : `${(a / b).toFixed(2)}×`);

const pool = new PythonPool({ workers: 1 });
pool.warm();
const compiler = new FrontendCompiler();
const runners = { dom: new Playtester() };
if (chromiumPath !== null) runners.chromium = new Playtester({ chromiumPath });

const warmStart = {};
for (const [name, playtester] of Object.entries(runners)) {
  const started = performance.now();
  await playtester.warm();
  warmStart[name] = performance.now() - started;
}
// The Python pool's first action loads Pyodide: done before any figure is taken.
await runFunction(pool, { scripts: [{ name: 'warm', content: 'def warm(state):\n    return state\n' }], function: 'warm', state: {}, args: {} }).catch(() => undefined);

const rows = [];
// BENCH_KINDS=snake,typing: only prompts whose kind is listed (the kinds are known after analyzePrompt).
const only = process.env.BENCH_KINDS ? new Set(process.env.BENCH_KINDS.split(',')) : null;
for (const prompt of PROMPTS) {
  if (only !== null && !only.has(analyzePrompt(prompt).kind)) continue;
  const playableStarted = performance.now();
  const game = buildGame(analyzePrompt(prompt));
  const compiled = await compiler.compile({ files: game.frontendFiles, entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} } });
  const playableMs = performance.now() - playableStarted;
  if (compiled.error) throw new Error(`${prompt}: ${compiled.error}`);
  const entities = Object.fromEntries(game.entities.map((e, i) => [`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, playableComponents(e.component_state)]));
  const row = { kind: game.plan.kind, prompt, playableMs, runs: {} };
  for (const [name, playtester] of Object.entries(runners)) {
    const totals = [];
    const python = [];
    let passed = true;
    let actions = 0;
    for (let run = 0; run < RUNS; run++) {
      let pythonMs = 0;
      actions = 0;
      const report = await playtester.play({
        title: game.plan.title,
        compiledCode: compiled.compiledCode,
        entities,
        worldWords: [],
        runAction: async (fn, args, state) => {
          const started = performance.now();
          actions += 1;
          const outcome = await runFunction(pool, { scripts: game.scripts, function: fn, state, args });
          pythonMs += performance.now() - started;
          return outcome.status === 'ok' ? { state: outcome.state } : { error: outcome.error ?? outcome.status };
        },
      });
      passed &&= report.passed;
      totals.push(report.duration_ms);
      python.push(pythonMs);
    }
    row.runs[name] = { p50: quantile(totals, 0.5), p95: quantile(totals, 0.95), python: quantile(python, 0.5), actions, passed };
  }
  rows.push(row);
  const d = row.runs.dom;
  const c = row.runs.chromium;
  console.log(
    `${row.kind.padEnd(10)} playable ${ms(row.playableMs).padStart(5)} ms | dom p50 ${ms(d.p50)} p95 ${ms(d.p95)} (python ${ms(d.python)}, ${d.actions} actions) ${d.passed ? 'passed' : 'FAILED'}` +
      (c ? ` | chromium p50 ${ms(c.p50)} p95 ${ms(c.p95)} (python ${ms(c.python)}) ${c.passed ? 'passed' : 'FAILED'}` : ''),
  );
}

for (const playtester of Object.values(runners)) await playtester.close();
await compiler.close();
await pool.close();

const all = (name, field) => rows.map((r) => r.runs[name]?.[field]).filter((v) => v !== undefined);
const load = loadavg().map((v) => v.toFixed(1)).join(' / ');
const lines = [
  `## ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores, load average ${load} (1 / 5 / 15 min), ${RUNS} playtests per kind and runner`,
  '',
  `Runner start (once per process): DOM ${ms(warmStart.dom)} ms, Chromium ${ms(warmStart.chromium)} ms.`,
  '',
  '| kind | prompt → playable (ms) | playtest DOM p50 / p95 | of which Python (p50) | actions | DOM / playable | Chromium p50 / p95 | Chromium / DOM |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map((r) => {
    const d = r.runs.dom;
    const c = r.runs.chromium;
    return `| ${r.kind}${d.passed && (!c || c.passed) ? '' : ' (failed)'} | ${ms(r.playableMs)} | ${ms(d.p50)} / ${ms(d.p95)} | ${ms(d.python)} | ${d.actions} | ${ratio(d.p50, r.playableMs)} | ${c ? `${ms(c.p50)} / ${ms(c.p95)}` : '–'} | ${c ? ratio(c.p50, d.p50) : '–'} |`;
  }),
  `| **all kinds** | ${ms(quantile(rows.map((r) => r.playableMs), 0.5))} | ${ms(quantile(all('dom', 'p50'), 0.5))} / ${ms(quantile(all('dom', 'p95'), 0.95))} | ${ms(quantile(all('dom', 'python'), 0.5))} | | ${ratio(quantile(all('dom', 'p50'), 0.5), quantile(rows.map((r) => r.playableMs), 0.5))} | ${runners.chromium ? `${ms(quantile(all('chromium', 'p50'), 0.5))} / ${ms(quantile(all('chromium', 'p95'), 0.95))}` : '–'} | ${runners.chromium ? ratio(quantile(all('chromium', 'p50'), 0.5), quantile(all('dom', 'p50'), 0.5)) : '–'} |`,
  '',
];
console.log(`\n${lines.join('\n')}`);
if (resultsAt !== null) {
  const { readFileSync } = await import('node:fs');
  const before = existsSync(resultsAt) ? readFileSync(resultsAt, 'utf8') : '# Playtest benchmark (issue 31)\n\n`npm run bench:playtest`. Figures in milliseconds; the playtest\'s time is its report\'s duration_ms.\n\n';
  writeFileSync(resultsAt, `${before.trimEnd()}\n\n${lines.join('\n')}`);
}
