// Frontend compiler benchmark (issue 5): `npm run bench:compile` (builds the server first).
// Env: BENCH_RUNS (runs per figure, default 5). Prints medians; nothing here is asserted.
// `--base <rev>`: the same figures for a built worktree of <rev> first (bench/support/worktree.mjs), then for this
// checkout, each side in its own process, and the ratios.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { editOneLine, projectFiles, settings } from './project.mjs';
import { viteBuild } from './vite-build.mjs';

import { pathToFileURL } from 'node:url';
import { ROOT } from '../support/studio.mjs';
import { builtWorktree } from '../support/worktree.mjs';

/** The checkout whose compiler is measured (BENCH_CHECKOUT, set for a side's processes; this one by default). */
const CHECKOUT = process.env.BENCH_CHECKOUT ?? ROOT;
// The compiler is libs/frontend-compiler; a checkout from before it was a library has it in the API's dist.
const dist = (file) => {
  const library = `${CHECKOUT}/libs/frontend-compiler/dist/${file}`;
  return pathToFileURL(existsSync(library) ? library : `${CHECKOUT}/apps/api/dist/frontends/compiler/${file}`).href;
};
const COMPILER = dist('frontend-compiler.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const entryPoint = 'index.tsx';
const BUILD_ONLY = { lint: false, format: false };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Wall-clock ms; the process's CPU time (all threads: the server's and the type checker's) goes to `cpu`. */
const cpu = [];
const timed = async (f) => {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const result = await f();
  if (result && result.success === false) throw new Error(`compile failed: ${result.error}`);
  const used = process.cpuUsage(cpuStarted);
  cpu.push((used.user + used.system) / 1000);
  return performance.now() - started;
};

/** In a child: the first compile of a fresh process (vendor bundle, TypeScript libs, SDK declarations), then the first lint + format. */
const freshProcess = async () => {
  const importStarted = performance.now();
  const { FrontendCompiler } = await import(COMPILER);
  const importMs = performance.now() - importStarted;
  const compiler = new FrontendCompiler();
  const files = projectFiles(1);
  const firstMs = await timed(() => compiler.compile({ files, entryPoint, settings }, BUILD_ONLY));
  const lintFormatMs = await timed(() => compiler.compile({ files: editOneLine(files, 1), entryPoint, settings }));
  await (compiler.close ?? compiler.onModuleDestroy).call(compiler); // onModuleDestroy: a checkout from before libs/frontend-compiler
  process.send({ importMs, firstMs, lintFormatMs });
};

const inChild = (mode = '--fresh', checkout = CHECKOUT) =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [mode], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, BENCH_CHECKOUT: checkout } });
    child.once('message', resolve);
    child.once('exit', (code) => code && reject(new Error(`fresh process exited with ${code}`)));
  });

/** Median wall-clock and CPU ms of `runs` runs. */
const repeat = async (label, f, runs = RUNS) => {
  const times = [];
  cpu.length = 0;
  for (let i = 0; i < runs; i++) times.push(await f(i));
  console.error(`  · ${label}: ${times.map((t) => t.toFixed(0)).join(', ')} ms (CPU ${cpu.map((t) => t.toFixed(0)).join(', ')} ms)`);
  return { ms: median(times), cpu: median(cpu) };
};

/** The same one-line edits through esbuild and Tailwind alone (what a compile costs without the type check). */
const bundleAndTailwindOnly = async (base) => {
  const [{ resolveCompilerPaths }, { bundleProject }, { TailwindCompiler }, { toFileMap }] = await Promise.all(
    ['compiler-paths.js', 'project-bundle.js', 'tailwind.js', 'project-files.js'].map((file) => import(dist(file))),
  );
  const paths = resolveCompilerPaths();
  const tailwind = new TailwindCompiler(paths);
  const run = (files) => Promise.all([bundleProject(files, entryPoint, paths.vendor), tailwind.css(files, settings.tailwind_config)]);
  for (let i = 0; i < 3; i++) await run(toFileMap(editOneLine(base, 900 + i)));
  return repeat('one-line edit, esbuild + Tailwind only', (i) => timed(() => run(toFileMap(editOneLine(base, 950 + i)))));
};

const warmProcess = async () => {
  const { FrontendCompiler } = await import(COMPILER);
  const compiler = new FrontendCompiler();
  await compiler.warmUp();
  for (let i = 0; i < 3; i++) await compiler.compile({ files: editOneLine(projectFiles(0), i), entryPoint, settings });
  const base = projectFiles(2);
  await compiler.compile({ files: base, entryPoint, settings });
  const figures = {
    coldNew: await repeat('new project, warm process', (i) => timed(() => compiler.compile({ files: projectFiles(100 + i), entryPoint, settings }, BUILD_ONLY))),
    warmEdit: await repeat('one-line edit', (i) => timed(() => compiler.compile({ files: editOneLine(base, 10 + i), entryPoint, settings }, BUILD_ONLY))),
    editLintFormat: await repeat('one-line edit + lint + format', (i) => timed(() => compiler.compile({ files: editOneLine(base, 100 + i), entryPoint, settings }))),
    newLintFormat: await repeat('new project + lint + format', (i) => timed(() => compiler.compile({ files: projectFiles(300 + i), entryPoint, settings }))),
    cacheHit: await repeat('unchanged project (cache hit)', () => timed(() => compiler.compile({ files: base, entryPoint, settings }))),
  };
  figures.bundleOnly = await bundleAndTailwindOnly(base);
  const sample = await compiler.compile({ files: base, entryPoint, settings });
  await (compiler.close ?? compiler.onModuleDestroy).call(compiler); // onModuleDestroy: a checkout from before libs/frontend-compiler
  return { ...figures, bytes: sample.compiledCode.length };
};

/** One checkout's figures: three fresh processes, then a warm one (this process), then vite build. */
const side = async () => {
  const fresh = [];
  for (let i = 0; i < Math.min(RUNS, 3); i++) fresh.push(await inChild());
  console.error(`  · fresh processes: ${fresh.map((f) => f.firstMs.toFixed(0)).join(', ')} ms`);
  const warm = await warmProcess();
  const vite = await repeat('vite build', (i) => timed(() => viteBuild(projectFiles(500 + i))), Math.min(RUNS, 3));
  const freshFigure = (key) => ({ ms: median(fresh.map((f) => f[key])), cpu: null });
  return {
    rows: [
      ['module import (fresh process)', freshFigure('importMs'), null],
      ['first compile, fresh process (vendor bundle, type checker start, TS libs)', freshFigure('firstMs'), null],
      ['then its first lint + format (loads ESLint, Prettier)', freshFigure('lintFormatMs'), null],
      ['cold: new project, warm process', warm.coldNew, 300],
      ['warm: recompile after a one-line edit', warm.warmEdit, 50],
      ['  of which esbuild + Tailwind alone (the type check runs beside them)', warm.bundleOnly, null],
      ['one-line edit + lint + format', warm.editLintFormat, 1000],
      ['new project + lint + format, warm process', warm.newLintFormat, 1000],
      ['unchanged project (cache hit)', warm.cacheHit, null],
      ['vite build (Vite 8 + plugin-react; no type check, lint or Tailwind)', vite, null],
    ],
    bytes: warm.bytes,
  };
};

const printSide = ({ rows, bytes }) => {
  const vite = rows.at(-1)[1];
  console.log('\n| figure | median ms | CPU ms (all threads) | target | vs vite build |\n|---|---:|---:|---|---:|');
  for (const [label, { ms, cpu: cpuMs }, target] of rows) {
    const verdict = target === null ? '' : `< ${target} ms ${ms < target ? 'met' : 'MISSED'}`;
    const ratio = vite.ms / ms;
    const versus = label.startsWith('vite') ? '' : ratio >= 1 ? `${ratio.toFixed(1)}× faster` : `${(1 / ratio).toFixed(1)}× slower`;
    console.log(`| ${label} | ${ms.toFixed(1)} | ${cpuMs === null ? '' : cpuMs.toFixed(0)} | ${verdict} | ${versus} |`);
  }
  console.log(`\ncompiledCode: ${(bytes / 1024).toFixed(0)} KB (vendor + project + CSS, one script)`);
};

const main = async () => {
  const baseAt = process.argv.indexOf('--base');
  console.log(`Frontend compiler benchmark — ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}, ${RUNS} runs per figure, project: ${projectFiles(0).length} files`);
  if (baseAt === -1) return printSide(await side());
  const base = builtWorktree(process.argv[baseAt + 1], { log: (line) => console.error(line) });
  const before = await inChild('--side', base.dir);
  const after = await inChild('--side', ROOT);
  console.log(`\nBefore: ${base.sha.slice(0, 10)}`);
  printSide(before);
  console.log('\nAfter: this checkout');
  printSide(after);
  console.log('\n| figure | before ms | after ms | after / before |\n|---|---:|---:|---:|');
  before.rows.forEach(([label, { ms }], i) => console.log(`| ${label} | ${ms.toFixed(1)} | ${after.rows[i][1].ms.toFixed(1)} | ${(after.rows[i][1].ms / ms).toFixed(2)}× |`));
  console.log(`\nload average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
};

if (process.argv[2] === '--fresh') await freshProcess();
else if (process.argv[2] === '--side') process.send(await side());
else await main();
