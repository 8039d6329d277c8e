// Messages between PythonPool and python-worker.mjs. Every job is `{ kind, ...fields }`; the pool adds
// the `id`. A later `run-function` job (script code, function name, arguments, state) is one more
// member of PythonJob and one more handler in the worker.

/** Parse a script with `ast` (never executes it); answers a ParsedScript. */
export type ParseJob = { kind: 'parse'; code: string };

export type PythonJob = ParseJob;

/** Jobs that exist only to test the pool; the worker refuses them unless the pool has `testJobs`. */
export type PythonTestJob = { kind: 'test-hang' } | { kind: 'test-crash' };

export type WorkerRequest = (PythonJob | PythonTestJob) & { id: number };

export type WorkerJobError = { name: string; message: string; fatal: boolean };

export type WorkerMessage =
  | { type: 'ready'; from: 'fresh' | 'snapshot'; snapshot?: Uint8Array; memoryBytes: number }
  | { type: 'done'; id: number; ok: true; result: unknown; memoryBytes: number }
  | { type: 'done'; id: number; ok: false; error: WorkerJobError };

/** `workerData` of a worker: a memory snapshot to start from, or a request to make one. */
export type WorkerOptions = { testJobs: boolean; snapshot?: Uint8Array; makeSnapshot: boolean };
