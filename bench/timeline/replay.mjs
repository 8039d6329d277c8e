// The browser-local timeline's replay (issue 15 "Measure": "600 micro diffs replayed in the browser",
// target < 20 ms). The app's own localTimeline.ts and stateDiff.ts (apps/web/src/features/timeline/local)
// are bundled with esbuild, loaded into a blank page of headless Chromium (playwright-core,
// /usr/bin/chromium), and fed a random walk of a 200-entity game recorded every 100 ms up to 600 micro
// checkpoints (replay-workload.mjs); then the restore to the 600th micro checkpoint — by its id and by its
// timecode, the reducer action the game view dispatches — is timed. The same bundle runs in Node for
// comparison. Figures are printed (and appended with --results); nothing is asserted.
//
//   npm run bench:timeline-replay
//   node bench/timeline/replay.mjs --runs 500 --entities 400 --results bench/timeline/results.md
//
// Chromium is shared on these machines: run it under `flock /tmp/tempest-chromium.lock` (the npm script does).
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { percentile } from '../write-path/report.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    entities: { type: 'string', default: '200' },
    micros: { type: 'string', default: '600' },
    results: { type: 'string' },
  },
});
const options = { runs: Number(args.runs), entities: Number(args.entities), micros: Number(args.micros) };
const TARGET_MS = 20;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const LOCAL = join(ROOT, 'apps/web/src/features/timeline/local');

/** The app's local timeline and the workload as one bundle (an IIFE for the page, ESM for Node). */
const bundle = async (format) => {
  const result = await build({
    stdin: {
      contents: `export * from ${JSON.stringify(join(LOCAL, 'localTimeline.ts'))};
export { diffStates, applyDiffs } from ${JSON.stringify(join(LOCAL, 'stateDiff.ts'))};
export { recordedTimeline, timeRestores } from ${JSON.stringify(join(ROOT, 'bench/timeline/replay-workload.mjs'))};`,
      resolveDir: join(ROOT, 'apps/web'),
      loader: 'ts',
    },
    bundle: true,
    format,
    globalName: format === 'iife' ? 'TL' : undefined,
    platform: format === 'iife' ? 'browser' : 'node',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  return result.outputFiles[0].text;
};

const stats = (times) => ({ n: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: Math.max(...times) });

const runInChromium = async (code) => {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>replay bench</title>');
    await page.addScriptTag({ content: code });
    const version = browser.version();
    const out = await page.evaluate((o) => {
      const recorded = globalThis.TL.recordedTimeline(globalThis.TL, o);
      return globalThis.TL.timeRestores(globalThis.TL, recorded, { runs: o.runs });
    }, options);
    return { ...out, engine: `Chromium ${version}` };
  } finally {
    await browser.close();
  }
};

const runInNode = async (code) => {
  const dir = mkdtempSync(join(tmpdir(), 'tempest-replay-'));
  try {
    const file = join(dir, 'timeline.mjs');
    writeFileSync(file, code);
    const TL = await import(pathToFileURL(file).href);
    const recorded = TL.recordedTimeline(TL, options);
    return { ...TL.timeRestores(TL, recorded, { runs: options.runs }), engine: `Node ${process.version}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const [iife, esm] = await Promise.all([bundle('iife'), bundle('esm')]);
const measured = [await runInChromium(iife), await runInNode(esm)];

const rows = [];
for (const m of measured) {
  if (!m.correct) console.error(`${m.engine}: the replayed state differs from the game's last state`);
  for (const kind of ['micro', 'timecode']) {
    const s = stats(m[kind]);
    rows.push({ engine: m.engine, measure: `restore to the ${m.micros}th micro checkpoint (by ${kind === 'micro' ? 'id' : 'timecode'})`, ...s, correct: m.correct });
  }
}
const fmt = (n) => n.toFixed(2);
const header = ['engine', 'measure', 'n', 'p50 ms', 'p95 ms', 'max ms', 'target', 'p50 / target', 'state right'];
const lines = [
  `| ${header.join(' | ')} |`,
  '|---|---|--:|--:|--:|--:|--:|--:|---|',
  ...rows.map((r) => `| ${r.engine} | ${r.measure} | ${r.n} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${TARGET_MS} | ${(r.p50 / TARGET_MS).toFixed(3)} | ${r.correct ? 'yes' : 'NO'} |`),
];
const [first] = measured;
const about = `${first.micros} micro diffs (${first.diffEntries} entity entries in all) of a random walk of ${options.entities} entities (${first.entities} at the end), recorded every 100 ms; ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}`;
console.log(`Local timeline replay (bench/timeline/replay.mjs): ${about}\n`);
console.log(lines.join('\n'));
if (args.results) {
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  appendFileSync(args.results, `\n## Replay of the browser-local timeline (npm run bench:timeline-replay), ${stamp} UTC\n\n${about}.\n\n${lines.join('\n')}\n`);
}
