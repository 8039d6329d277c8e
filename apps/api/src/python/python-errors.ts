import { ApiError } from '../common/api-error.js';

// Errors of the Python runtime, with the HTTP status the API answers (common/error-mapping.ts).

/** The job ran longer than its time limit; its worker was stopped and replaced. */
export class PythonTimeoutError extends ApiError {
  constructor(readonly timeoutMs: number) {
    super(400, 'python.timeout', `The script took too long to process (limit ${timeoutMs} ms).`, { timeoutMs });
    this.name = 'PythonTimeoutError';
  }
}

/** Too many jobs are waiting: refused at once so that the server never piles up work. */
export class PythonBusyError extends ApiError {
  constructor(readonly maxQueue: number) {
    super(503, 'python.busy', 'The Python runtime is busy. Try again in a moment.', { maxQueue });
    this.name = 'PythonBusyError';
  }
}

/** The runtime could not start, or the pool was closed. */
export class PythonUnavailableError extends ApiError {
  constructor(reason: string) {
    super(503, 'python.unavailable', `The Python runtime is not available: ${reason}`);
    this.name = 'PythonUnavailableError';
  }
}

/**
 * The job failed inside the worker. `fatal` means the interpreter broke (e.g. a stack overflow in
 * WebAssembly) or the worker died; the worker has been replaced.
 */
export class PythonJobError extends ApiError {
  constructor(
    readonly pythonError: string,
    message: string,
    readonly fatal: boolean,
  ) {
    super(500, 'python.failed', `Python failed: ${message}`, { error: pythonError, fatal });
    this.name = 'PythonJobError';
  }
}

/** The script is longer than the runtime accepts. */
export class ScriptTooLargeError extends ApiError {
  constructor(readonly length: number, readonly limit: number) {
    super(400, 'script.too_large', `The script is too long (${length} characters; at most ${limit}).`, { length, limit });
    this.name = 'ScriptTooLargeError';
  }
}
