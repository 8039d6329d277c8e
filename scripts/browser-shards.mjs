#!/usr/bin/env node
// Splits the browser suites into shards of about equal time, for CI to run side by side (.ci/run).
//   node scripts/browser-shards.mjs <shards> <index> [--late <index>=<seconds> …]
// prints the suite paths of shard <index> (1-based), one per line. A suite's time is its last measured one
// (test/browser/durations.json, written by `--record <jest --json output>`), or an estimate from its size
// (a new suite). `--late 2=300` says shard 2 starts 300 s after the others (it waits for the PostgreSQL suites),
// so it takes that much less. Greedy longest-first: within a few per cent of the best split for 30-odd suites.
import { readFileSync, writeFileSync, statSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const DURATIONS = join(root, 'test/browser/durations.json');
const args = process.argv.slice(2);

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist') return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? walk(path) : e.name.endsWith('.browser-spec.ts') ? [relative(root, path)] : [];
  });

if (args[0] === '--record') {
  // jest --json: testResults[].name (absolute), startTime/endTime in ms.
  const report = JSON.parse(readFileSync(args[1], 'utf8'));
  const known = JSON.parse(readFileSync(DURATIONS, 'utf8').toString() || '{}');
  for (const r of report.testResults) {
    if (Number.isFinite(r.endTime - r.startTime)) known[relative(root, r.name)] = Math.round((r.endTime - r.startTime) / 1000);
  }
  writeFileSync(DURATIONS, `${JSON.stringify(Object.fromEntries(Object.entries(known).sort()), null, 2)}\n`);
  process.exit(0);
}

const [count, index] = [Number(args[0]), Number(args[1])];
if (!(count >= 1 && index >= 1 && index <= count)) {
  console.error('usage: browser-shards.mjs <shards> <index> [--late <index>=<seconds> …] | --record <jest-json>');
  process.exit(2);
}
let known = {};
try {
  known = JSON.parse(readFileSync(DURATIONS, 'utf8'));
} catch {
  // No measurements yet: every suite is estimated.
}
const suites = ['test', 'apps', 'libs'].flatMap((d) => walk(join(root, d)));
// About a second of browser time per 250 bytes of suite, as the measured suites average.
const seconds = (path) => known[path] ?? statSync(join(root, path)).size / 250;
const loads = Array.from({ length: count }, () => 0);
for (let i = 2; i < args.length; i += 2) {
  if (args[i] !== '--late') continue;
  const [shard, late] = args[i + 1].split('=').map(Number);
  loads[shard - 1] += late;
}
const shards = Array.from({ length: count }, () => []);
for (const path of suites.sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))) {
  const lightest = loads.indexOf(Math.min(...loads));
  loads[lightest] += seconds(path);
  shards[lightest].push(path);
}
process.stdout.write(shards[index - 1].map((p) => `${p}\n`).join(''));
