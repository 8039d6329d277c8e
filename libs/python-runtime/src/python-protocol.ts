// Messages between PythonPool and python-worker.mjs. Every job is `{ kind, ...fields }`; the pool adds
// the `id`. A job kind is one member of PythonJob and one handler in the worker.

/** Parse a script with `ast` (never executes it); answers a ParsedScript. */
export type ParseJob = { kind: 'parse'; code: string };

/** What run_function.py is asked: run `function(state, **args)` from one of `scripts`. */
export type RunFunctionRequest = {
  scripts: { name: string; content: string }[];
  function: string;
  state: Record<string, unknown>;
  args: Record<string, unknown>;
  /** Most characters of printed output kept. */
  maxLogChars: number;
};

/**
 * Run a function of a game's scripts (run_function.py): a fresh namespace per call, the sandbox's builtins and
 * imports. `request` is a RunFunctionRequest as JSON text, and the answer a RunFunctionOutcome as JSON text:
 * Python reads and writes JSON anyway, and a string crosses between threads as one copy where an object is
 * cloned member by member (and then had to be turned into JSON, or back, on the other side).
 */
export type RunFunctionJob = { kind: 'run-function'; request: string };

export type RunFunctionOutcome =
  | { status: 'ok'; state: Record<string, unknown>; logs: string }
  | { status: 'error'; error: string; logs: string }
  | { status: 'not_found' }
  | { status: 'ambiguous'; scripts: string[] };

export type PythonJob = ParseJob | RunFunctionJob;

/**
 * Jobs that exist only to test the pool; the worker refuses them unless the pool has `testJobs`.
 * `test-script-cache` answers the worker's ScriptCacheStats.
 */
export type PythonTestJob = { kind: 'test-hang' } | { kind: 'test-crash' } | { kind: 'test-script-cache' };

/**
 * A worker's cache of prepared scripts (run_function.py): what it holds, how many scripts it parsed, checked
 * and compiled (`prepared`), and how many times a script was found in it (`hits`).
 */
export type ScriptCacheStats = { entries: number; chars: number; prepared: number; hits: number };

export type WorkerRequest = (PythonJob | PythonTestJob) & { id: number };

/**
 * What the pool sends a worker: one job, or several that waited (run in order, each answered as it ends: one
 * message that wakes the worker instead of one each, measured in bench/play-load/results.md).
 */
export type WorkerDispatch = WorkerRequest | { batch: WorkerRequest[] };

export type WorkerJobError = { name: string; message: string; fatal: boolean };

export type WorkerMessage =
  | { type: 'ready'; from: 'fresh' | 'snapshot'; snapshot?: Uint8Array; memoryBytes: number }
  | { type: 'done'; id: number; ok: true; result: unknown; memoryBytes: number }
  | { type: 'done'; id: number; ok: false; error: WorkerJobError };

/**
 * `workerData` of a worker: a memory snapshot to start from, or a request to make one; how far (MB)
 * the interpreter's heap may grow past its size after start-up (0: no limit); the bounds of its cache of
 * prepared scripts (0 entries: nothing kept).
 */
export type WorkerOptions = {
  testJobs: boolean;
  snapshot?: Uint8Array;
  makeSnapshot: boolean;
  memoryLimitMb: number;
  scriptCache: { entries: number; chars: number };
};
