// One Pyodide interpreter in a worker thread, started by PythonPool (python-pool.ts).
// Plain JavaScript on purpose: worker_threads cannot load TypeScript under Jest, and the build copies
// this file and the .py files beside it to dist unchanged (scripts/copy-assets.mjs).
//
// Protocol (see python-protocol.ts): the pool sends `{ id, kind, ...job }`, or `{ batch: [job, …] }` run in
// order; the worker answers `{ type: 'ready', from, snapshot?, memoryBytes }` once, then
// `{ type: 'done', id, ok, result | error, memoryBytes }` per job as it ends. A job that breaks the interpreter
// (stack overflow in WebAssembly) is answered with `error.fatal: true` and the rest of its batch is not run; the
// pool replaces the worker and gives the rest to another.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { loadPyodide } from 'pyodide';

const require = createRequire(import.meta.url);
// The runtime and the standard library ship inside the npm package: no network is needed.
const indexURL = `${dirname(require.resolve('pyodide/package.json'))}/`;
const quiet = { indexURL, stdout: () => {}, stderr: () => {} };
const PRELOADED = 'import ast, json, math';

// The first worker loads Pyodide from scratch (3–6 s) and hands the pool a memory snapshot taken
// right after start-up; replacements start from that snapshot in ~0.4 s. The snapshot options are
// Pyodide's private API (pinned version), so any failure falls back to the ordinary load.
const load = async () => {
  if (workerData?.snapshot) {
    try {
      return { pyodide: await loadPyodide({ ...quiet, _loadSnapshot: workerData.snapshot }), from: 'snapshot' };
    } catch {
      // fall through to a fresh start
    }
  }
  if (!workerData?.makeSnapshot) return { pyodide: await loadPyodide(quiet), from: 'fresh' };
  const pyodide = await loadPyodide({ ...quiet, _makeSnapshot: true });
  pyodide.runPython(PRELOADED);
  try {
    return { pyodide, from: 'fresh', snapshot: pyodide.makeMemorySnapshot() };
  } catch {
    return { pyodide, from: 'fresh' };
  }
};
const { pyodide, from, snapshot } = await load();
pyodide.runPython(PRELOADED);

const pythonSource = (name) => readFileSync(new URL(name, import.meta.url), 'utf8');
const namespace = pyodide.globals.get('dict')();
pyodide.runPython(pythonSource('./parse_script.py'), { globals: namespace });
const parseScript = namespace.get('parse_script');
parseScript('def warm_up(x: int = 1) -> None:\n    """Warm."""\n'); // the first call is slower

// Game functions run in their own namespace: the sandbox, then the runner (run_function.py).
const gameNamespace = pyodide.globals.get('dict')();
pyodide.runPython(pythonSource('./sandbox.py'), { globals: gameNamespace });
pyodide.runPython(pythonSource('./run_function.py'), { globals: gameNamespace });
const runFunction = gameNamespace.get('run_function');
// What parsing, guarding and compiling each script produced is kept for the worker's life (run_function.py),
// within the pool's bounds (0 entries: nothing kept).
gameNamespace.get('configure_script_cache')(workerData?.scriptCache?.entries ?? 0, workerData?.scriptCache?.chars ?? 0);
const scriptCacheStats = gameNamespace.get('script_cache_stats');

const memoryBytes = () => pyodide._module.HEAPU8.buffer.byteLength;

// The memory limit: the interpreter's WebAssembly heap may not grow more than `memoryLimitMb` past
// its size now. Emscripten grows the heap with `memory.grow` and treats a throw as "out of memory",
// so an allocation beyond the limit fails inside Python as a MemoryError (measured: `'x' * 10**9`,
// `[0] * 10**9` and a loop of 1 MB appends all end in MemoryError, the interpreter stays usable).
// The pool replaces a worker whose heap grew past its own threshold after the job.
const capMemory = (limitMb) => {
  const memory = pyodide._module.memory;
  if (!limitMb || typeof memory?.grow !== 'function') return;
  const limit = memory.buffer.byteLength + limitMb * 1024 * 1024;
  const grow = memory.grow.bind(memory);
  memory.grow = (pages) => {
    if (memory.buffer.byteLength + pages * 65536 > limit) throw new RangeError('memory limit reached');
    return grow(pages);
  };
};
capMemory(workerData?.memoryLimitMb);

const handlers = {
  parse: (job) => JSON.parse(parseScript(job.code)),
  // JSON text in and out (python-protocol.ts, RunFunctionJob): passed through, never parsed here.
  'run-function': (job) => runFunction(job.request),
};
// Reachable only when the pool was created with `testJobs: true` (tests of the pool itself).
const testHandlers = {
  'test-hang': () => pyodide.runPython('while True:\n    pass'),
  'test-crash': () => process.exit(7),
  'test-script-cache': () => JSON.parse(scriptCacheStats()),
};

const handle = (message) => {
  const own = (table) => (Object.hasOwn(table, message.kind) ? table[message.kind] : undefined);
  const handler = own(handlers) ?? (workerData?.testJobs ? own(testHandlers) : undefined);
  if (!handler) throw new Error(`Unknown Python job kind: ${message.kind}`);
  return handler(message);
};

/** Runs one job and answers it; false after a fatal error (e.g. the stack overflowed inside WebAssembly), when Pyodide cannot be used again. */
const runJob = (message) => {
  try {
    const result = handle(message);
    parentPort.postMessage({ type: 'done', id: message.id, ok: true, result, memoryBytes: memoryBytes() });
    return true;
  } catch (error) {
    const fatal = Boolean(error?.pyodide_fatal_error);
    const name = error?.constructor?.name ?? 'Error';
    const text = String(error?.message ?? error).slice(0, 2000);
    parentPort.postMessage({ type: 'done', id: message.id, ok: false, error: { name, message: text, fatal } });
    return !fatal;
  }
};

parentPort.on('message', (message) => {
  for (const job of message.batch ?? [message]) if (!runJob(job)) return;
});

parentPort.postMessage({ type: 'ready', from, snapshot, memoryBytes: memoryBytes() });
