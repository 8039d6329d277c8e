// happy-dom against jsdom for the playtest's DOM runner (issue 31), in this process and without the sandbox or
// Python (actions answer with the state unchanged), so only the DOM implementation differs.
// `node bench/playtest/dom-compare.mjs --jsdom <folder where `npm install jsdom@29` was run>` (after
// `npm run build:server`). jsdom is not a dependency of the studio: it was compared once and not chosen
// (docs/architecture.md "The playtest"). Env: BENCH_RUNS (plays per game and DOM, default 5).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../support/studio.mjs';

const lib = (name, file = 'index.js') => import(pathToFileURL(`${ROOT}/libs/${name}/dist/${file}`).href);
const [{ analyzePrompt, buildGame }, { FrontendCompiler }, { playtestPage }, { playableComponents }] = await Promise.all([
  lib('offline-model'),
  lib('frontend-compiler'),
  lib('playtest', 'page.js'),
  lib('domain'),
]);
const jsdomAt = process.argv.includes('--jsdom') ? process.argv[process.argv.indexOf('--jsdom') + 1] : null;
if (jsdomAt === null) throw new Error('Give --jsdom <folder>: a folder where jsdom is installed (npm install jsdom@29).');
const { JSDOM, VirtualConsole } = createRequire(`${jsdomAt}/`)('jsdom');
const { Window } = await import(pathToFileURL(`${ROOT}/node_modules/happy-dom/lib/index.js`).href);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const host = (window) => {
  window.__tempestRunAction = async (_action, _args, state) => ({ state });
  window.__tempestTick = () => new Promise((resolve) => setImmediate(resolve));
};
const DOMS = {
  'happy-dom': async (html) => {
    const window = new Window({ settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true, disableComputedStyleRendering: true } });
    host(window);
    window.document.write(html);
    const result = await window.__tempestPlaytest.run();
    await window.happyDOM.close();
    return result;
  },
  jsdom: async (html) => {
    const dom = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true, virtualConsole: new VirtualConsole(), beforeParse: host });
    const result = await dom.window.__tempestPlaytest.run();
    dom.window.close();
    return result;
  },
};

const compiler = new FrontendCompiler();
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
console.log(`| game | DOM | first play (ms) | warm play, median of ${RUNS} (ms) | checks that failed |`);
console.log('|---|---|---:|---:|---|');
for (const prompt of ['classic snake game', 'Make an idle clicker game about baking cookies', 'match-3 puzzle with candy']) {
  const game = buildGame(analyzePrompt(prompt));
  const compiled = await compiler.compile({ files: game.frontendFiles, entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} } });
  const entities = Object.fromEntries(game.entities.map((e, i) => [`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, playableComponents(e.component_state)]));
  const html = playtestPage(compiled.compiledCode, game.plan.title, { entities, worldWords: [], budgetMs: 20_000, idleMs: 3000, startedMs: 1000, playMs: 2000, maxButtons: 12 });
  for (const [name, play] of Object.entries(DOMS)) {
    const times = [];
    let failed = '';
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const result = await play(html);
      times.push(performance.now() - started);
      // Without Python nothing in the state moves, so "progress" fails in both: the rest should agree.
      failed = result.checks.filter((c) => c.applies && !c.passed).map((c) => c.id).join(', ');
    }
    console.log(`| ${game.plan.kind} | ${name} | ${Math.round(times[0])} | ${Math.round(median(times.slice(1)))} | ${failed || 'none'} |`);
  }
}
await compiler.close();
