// The Python runtime's per-action cost (issue 32 §2): `npm run bench:python` (builds the server first).
// The bare call rate of a clicker's `click(state, times=1)` through runFunction (pool → worker → Python and
// back), on 1 and on N workers with C calls in flight, with each worker's script cache off (every call parses,
// checks and compiles the script, as before the cache) and on, in one run; then what the run-function job's
// JSON-text encoding saves against the objects it replaced, and the memory a worker holds.
// Figures are printed (and written to --results); nothing is asserted.
//
//   npm run build:server && node bench/python/run.mjs [--calls 2000] [--workers N] [--inflight 1,8,32]
//     [--results bench/python/results.md]
//
// --workers: the "N" of the figures (default: the cores, at most 4, as the API's default pool size).
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { PythonPool, runFunction } from '../../libs/python-runtime/dist/index.js';
import { percentile } from '../write-path/report.mjs';

const { values: args } = parseArgs({
  options: {
    calls: { type: 'string', default: '2000' },
    workers: { type: 'string', default: String(Math.min(availableParallelism(), 4)) },
    inflight: { type: 'string', default: '1,8,32' },
    results: { type: 'string' },
  },
});
const CALLS = Number(args.calls);
const WORKERS = [...new Set([1, Number(args.workers)])];
const IN_FLIGHT = args.inflight.split(',').map(Number);

// The clicker as the offline model makes it (libs/offline-model: kinds/clicker.ts, its rules.py after the prelude).
const template = (path) => readFileSync(new URL(`../../libs/offline-model/src/templates/${path}`, import.meta.url), 'utf8');
const SCRIPTS = [{ name: 'rules.py', content: `${template('common/prelude.py')}\n\n${template('clicker/rules.py')}` }];
const uuid = (n) => `6f1c1f4e-8a57-4a43-9d55-0d3f4f3b1a${String(n).padStart(2, '0')}`;
const clickerState = (upgrades = 3) => ({
  [uuid(0)]: { clicker: { score: 0, total: 0, per_click: 1, per_second: 0, goal: 500 } },
  ...Object.fromEntries(
    Array.from({ length: upgrades }, (_, i) => [uuid(i + 1), { upgrade: { key: `u${i + 1}`, label: `Upgrade ${i + 1}`, base_cost: 10 * (i + 1), cost: 10 * (i + 1), owned: 0, per_click: 1, per_second: i } }]),
  ),
});
const CLICK = { scripts: SCRIPTS, function: 'click', state: clickerState(), args: { times: 1 } };

const out = [];
const say = (line = '') => {
  console.log(line);
  out.push(line);
};
const ms = (v) => v.toFixed(2);
const fmt = (n) => Math.round(n).toLocaleString('en-US');

/**
 * CPU time (ms) of the calling thread so far, from Linux's /proc/thread-self/stat (utime + stime, in clock ticks
 * of 10 ms: read over thousands of calls). Not the event loop's "active" time, which on a busy machine also grows
 * with the time the worker takes.
 */
const THREAD_CPU = `(${(readFile) => () => {
  const fields = readFile('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}})`;
const threadCpuMs = eval(THREAD_CPU)(readFileSync);

/**
 * `calls` calls of `once`, `inFlight` at a time: calls per second, per-call latencies (ms), and the main thread's
 * CPU time per call (µs: where the API's HTTP and database work would run).
 */
const load = async (once, calls, inFlight) => {
  const latencies = [];
  let next = 0;
  const cpu = threadCpuMs();
  const started = performance.now();
  const client = async () => {
    while (next < calls) {
      next++;
      const t = performance.now();
      await once();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, client));
  const seconds = (performance.now() - started) / 1000;
  const mainUs = ((threadCpuMs() - cpu) * 1000) / calls;
  return { perSecond: calls / seconds, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), mainUs };
};

const readyPool = async (options) => {
  const pool = new PythonPool({ maxQueue: 1000, ...options });
  pool.warm();
  while (pool.stats().ready < options.workers) await new Promise((r) => setTimeout(r, 50));
  return pool;
};

const click = (pool) => async () => {
  const outcome = await runFunction(pool, CLICK);
  if (outcome.status !== 'ok') throw new Error(`click failed: ${JSON.stringify(outcome)}`);
};

// ---- memory (first, before any other pool has grown the process) ------------------------------------------

const rssMb = () => process.memoryUsage().rss / 1048576;
const memory = {};
{
  const N = Math.max(...WORKERS);
  const start = rssMb();
  // One call at a time starts one worker only (the pool starts more only for jobs that wait).
  const pool = new PythonPool({ workers: N });
  await load(click(pool), 100, 1);
  memory.first = rssMb() - start;
  // Its cache at the default bound of entries: 256 clicker-sized scripts (each a different version of rules.py).
  const filled = rssMb();
  for (let version = 0; version < 256; version++) {
    const scripts = [{ name: 'rules.py', content: `# version ${version}\n${SCRIPTS[0].content}` }];
    await runFunction(pool, { ...CLICK, scripts });
  }
  memory.cache = rssMb() - filled;
  const others = rssMb();
  pool.warm();
  while (pool.stats().ready < N) await new Promise((r) => setTimeout(r, 50));
  await load(click(pool), 100 * N, N);
  memory.others = N > 1 ? (rssMb() - others) / (N - 1) : null;
  await pool.close();
}

// ---- the call rate, cache off and on --------------------------------------------------------------------

say(`# Python runtime: a clicker's click(state, times=1), ${CALLS} calls per figure`);
say(`Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average at start ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
say(
  `Memory (the process's RSS): the first worker, started and warm, adds ${fmt(memory.first)} MB (with the snapshot it starts from); ` +
    `filling its script cache (256 clicker-sized scripts) ${fmt(memory.cache)} MB more` +
    (memory.others === null ? '.' : `; each further worker ${fmt(memory.others)} MB.`),
);
say();
say('| script cache | workers | in flight | calls/s | p50 ms | p95 ms | main thread CPU µs/call |');
say('|---|--:|--:|--:|--:|--:|--:|');
const rows = [];
for (const workers of WORKERS) {
  for (const cached of [false, true]) {
    const pool = await readyPool({ workers, scriptCache: cached ? {} : { entries: 0 } });
    try {
      // Warm-up: every worker meets the script once (and the JIT settles) before anything is timed.
      await load(click(pool), 50 * workers, workers);
      for (const inFlight of IN_FLIGHT) {
        const figure = await load(click(pool), CALLS, inFlight);
        rows.push({ cached, workers, inFlight, ...figure });
        say(`| ${cached ? 'on' : 'off'} | ${workers} | ${inFlight} | ${fmt(figure.perSecond)} | ${ms(figure.p50)} | ${ms(figure.p95)} | ${fmt(figure.mainUs)} |`);
      }
    } finally {
      await pool.close();
    }
  }
}
say();
say('Cache on ÷ off (calls/s):');
for (const { workers, inFlight, perSecond } of rows.filter((row) => row.cached)) {
  const off = rows.find((row) => !row.cached && row.workers === workers && row.inFlight === inFlight);
  say(`- ${workers} worker(s), ${inFlight} in flight: ${(perSecond / off.perSecond).toFixed(1)}×`);
}

// ---- the encoding of a run-function job between threads ---------------------------------------------------

// The same round trip without Python: the objects the job used to carry (the worker turned them into JSON for
// Python and parsed Python's answer back into objects for postMessage) against JSON text passed through.
const ECHO = `
const { parentPort } = require('node:worker_threads');
const threadCpuMs = ${THREAD_CPU}(require('node:fs').readFileSync);
let answer = '';
parentPort.on('message', (message) => {
  if (message.answer !== undefined) return void (answer = message.answer);
  if (message.cpu) return parentPort.postMessage(threadCpuMs());
  if (message.request !== undefined) return parentPort.postMessage(answer);
  JSON.stringify({ scripts: message.scripts, function: message.function, state: message.state, args: message.args, maxLogChars: message.maxLogChars });
  parentPort.postMessage(JSON.parse(answer));
});`;
const echo = new Worker(ECHO, { eval: true });
const roundTrip = (message) =>
  new Promise((resolve) => {
    echo.once('message', resolve);
    echo.postMessage(message);
  });
say();
say('## The job between threads: objects (before) or JSON text (after), without Python');
say('Round trip to a worker that does only what python-worker.mjs does around Python; 1 in flight.');
say();
say('| state | encoding | round trip p50 µs | p95 µs | main thread CPU µs/call | worker CPU µs/call |');
say('|---|---|--:|--:|--:|--:|');
for (const upgrades of [3, 200]) {
  const job = { ...CLICK, state: clickerState(upgrades), maxLogChars: 20_000 };
  echo.postMessage({ answer: JSON.stringify({ status: 'ok', state: job.state, logs: '' }) });
  const ways = {
    objects: async () => roundTrip({ kind: 'run-function', ...job }),
    'JSON text': async () => JSON.parse(await roundTrip({ kind: 'run-function', request: JSON.stringify(job) })),
  };
  for (const [name, way] of Object.entries(ways)) {
    const calls = upgrades > 10 ? 2000 : 20_000;
    await load(way, 200, 1);
    const workerCpu = await roundTrip({ cpu: true });
    const figure = await load(way, calls, 1);
    const workerUs = (((await roundTrip({ cpu: true })) - workerCpu) * 1000) / calls;
    say(`| ${upgrades + 1} entities | ${name} | ${fmt(figure.p50 * 1000)} | ${fmt(figure.p95 * 1000)} | ${fmt(figure.mainUs)} | ${fmt(workerUs)} |`);
  }
}
await echo.terminate();

say();
say(`Load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
if (args.results) writeFileSync(args.results, `${out.join('\n')}\n`);
