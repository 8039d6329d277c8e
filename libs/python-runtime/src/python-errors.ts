/**
 * An error of the Python runtime, with the HTTP status the API answers with and its error code and details
 * (the API's common/error-mapping.ts answers it as it answers its own errors).
 */
export class PythonRuntimeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The job ran longer than its time limit; its worker was stopped and replaced. */
export class PythonTimeoutError extends PythonRuntimeError {
  constructor(readonly timeoutMs: number) {
    super(400, 'python.timeout', `The script took too long to process (limit ${timeoutMs} ms).`, { timeoutMs });
    this.name = 'PythonTimeoutError';
  }
}

/** Too many jobs are waiting: refused at once so that the server never piles up work. */
export class PythonBusyError extends PythonRuntimeError {
  constructor(readonly maxQueue: number) {
    super(503, 'python.busy', 'The Python runtime is busy. Try again in a moment.', { maxQueue });
    this.name = 'PythonBusyError';
  }
}

/** The runtime could not start, or the pool was closed. */
export class PythonUnavailableError extends PythonRuntimeError {
  constructor(reason: string) {
    super(503, 'python.unavailable', `The Python runtime is not available: ${reason}`);
    this.name = 'PythonUnavailableError';
  }
}

/**
 * The job failed inside the worker. `fatal` means the interpreter broke (e.g. a stack overflow in
 * WebAssembly) or the worker died; the worker has been replaced.
 */
export class PythonJobError extends PythonRuntimeError {
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
export class ScriptTooLargeError extends PythonRuntimeError {
  constructor(readonly length: number, readonly limit: number) {
    super(400, 'script.too_large', `The script is too long (${length} characters; at most ${limit}).`, { length, limit });
    this.name = 'ScriptTooLargeError';
  }
}
