#!/usr/bin/env node
// Runs CI's last phase on lanes that take the browser suites from one queue, longest first:
//   node scripts/ci-lanes.mjs [--first '<command>'] [--lanes 2] [--beside 1]
// Lane 1 runs the `--first` command (the PostgreSQL + Redis suites); `--beside` lanes take browser suites from
// the start, beside it, and once it has ended, `--lanes` lanes in all do (lane 1 among them). A lane takes the
// next suite when its last one ends, so the lanes end within about one suite of each other whatever the suites'
// times turn out to be on the day (a fixed split by last run's times left one lane alone for 20 minutes when a
// shared machine was slow).
// Each suite runs in a Jest of its own (one Chromium, one studio); its output is printed whole when it ends.
// The suites' measured times go to test/browser/durations.json for the next queue's order.
// Exit: 0 when the first command and every suite passed, 1 otherwise.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const DURATIONS = join(root, 'test/browser/durations.json');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const first = option('--first');
const laneCount = Number(option('--lanes') ?? 2);
const beside = first ? Number(option('--beside') ?? 1) : laneCount;
if (!(laneCount >= 1 && beside >= 0 && beside <= laneCount)) {
  console.error("usage: ci-lanes.mjs [--first '<command>'] [--lanes <n>] [--beside <n ≤ lanes>]");
  process.exit(2);
}

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist') return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? walk(path) : e.name.endsWith('.browser-spec.ts') ? [relative(root, path)] : [];
  });
let known = {};
try {
  known = JSON.parse(readFileSync(DURATIONS, 'utf8'));
} catch {
  // No measurements yet: every suite is estimated.
}
// A new suite: about a second of browser time per 250 bytes of suite, as the measured suites average.
const seconds = (path) => known[path] ?? statSync(join(root, path)).size / 250;
const suites = ['test', 'apps', 'libs'].flatMap((d) => walk(join(root, d)));
const queue = [...suites].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));

const started = Date.now();
const clock = () => `${Math.round((Date.now() - started) / 1000)}s`;
const out = mkdtempSync(join(tmpdir(), 'ci-lanes-'));

/** Runs a command, its output kept and printed whole at its end; resolves with its exit code. */
const run = (label, command, commandArgs, env = {}) =>
  new Promise((resolve) => {
    process.stdout.write(`${label}: started at ${clock()}\n`);
    const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      process.stdout.write(`\n--- ${label}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} at ${clock()}\n${Buffer.concat(chunks).toString()}`);
      resolve(code ?? 1);
    });
  });

const failed = [];
const timings = {};
let suiteNumber = 0;
const browserEnv = { DATABASE_URL: '', REDIS_URL: '', EVENTSTORE_CONNECTION_STRING: '' };

const lane = async (index) => {
  for (let suite = queue.shift(); suite !== undefined; suite = queue.shift()) {
    const report = join(out, `${++suiteNumber}.json`);
    const began = Date.now();
    const code = await run(`lane ${index + 1}: ${suite}`, 'npx', ['jest', '--selectProjects', 'browser', '-w', '1', '--json', `--outputFile=${report}`, '--runTestsByPath', suite], browserEnv);
    if (code !== 0) failed.push(suite);
    timings[suite] = Math.round((Date.now() - began) / 1000);
  }
};

/** The first command on lane 1, then the lanes that wait for it. */
const firstThenLanes = async () => {
  if ((await run(`lane 1: ${first}`, 'bash', ['-c', first])) !== 0) failed.push(first);
  await Promise.all(Array.from({ length: laneCount - beside }, (_, i) => lane(i === 0 ? 0 : beside + i)));
};
await Promise.all([...Array.from({ length: beside }, (_, i) => lane(first ? i + 1 : i)), ...(first ? [firstThenLanes()] : [])]);

// Each suite's time as Jest measured it (its own start and end), for the next queue's order; a suite that is gone
// is dropped.
for (const name of readdirSync(out)) {
  try {
    const report = JSON.parse(readFileSync(join(out, name), 'utf8'));
    for (const r of report.testResults) if (Number.isFinite(r.endTime - r.startTime)) known[relative(root, r.name)] = Math.round((r.endTime - r.startTime) / 1000);
  } catch {
    // A Jest that crashed wrote no report; its output above says why.
  }
}
const kept = Object.entries(known).filter(([path]) => suites.includes(path)).sort();
writeFileSync(DURATIONS, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
rmSync(out, { recursive: true, force: true });

const total = Object.values(timings).reduce((a, b) => a + b, 0);
console.log(`\n=== lanes done at ${clock()}: ${Object.keys(timings).length} browser suites, ${total} s of suite time (with each Jest's start) on ${laneCount} lanes`);
if (failed.length > 0) {
  console.log(`failed:\n${failed.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
