import { PythonJobError, PythonTimeoutError } from './python-errors.js';
import type { PythonPool } from './python-pool.js';
import type { RunFunctionJob, RunFunctionOutcome } from './python-protocol.js';

export type { RunFunctionOutcome } from './python-protocol.js';

/** A game action's time limit: past it the worker is stopped (and replaced) and the action fails. */
export const RUN_FUNCTION_TIMEOUT_MS = 2000;
/** Printed output kept per call. */
export const MAX_LOG_CHARS = 20_000;

export type RunFunctionInput = Omit<RunFunctionJob, 'kind' | 'maxLogChars'>;

/**
 * Runs `function(state, **args)` from the game's scripts in a Pyodide worker. What the script does
 * wrong (raises, runs past the time limit, runs out of memory, breaks the interpreter) comes back as
 * `{ status: 'error' }`; a busy or unavailable runtime throws (503).
 */
export const runFunction = async (
  pool: PythonPool,
  input: RunFunctionInput,
  options: { timeoutMs?: number } = {},
): Promise<RunFunctionOutcome> => {
  const timeoutMs = options.timeoutMs ?? RUN_FUNCTION_TIMEOUT_MS;
  try {
    // The worker's run_function.py produced it, with the shape above.
    return (await pool.run({ kind: 'run-function', ...input, maxLogChars: MAX_LOG_CHARS }, { timeoutMs })) as RunFunctionOutcome;
  } catch (error) {
    if (error instanceof PythonTimeoutError) {
      return { status: 'error', error: `TimeoutError: ${input.function} ran longer than ${timeoutMs / 1000} s and was stopped`, logs: '' };
    }
    // A stack overflow inside WebAssembly (or a crash) breaks the interpreter; the pool replaced it.
    if (error instanceof PythonJobError && error.fatal) {
      return { status: 'error', error: `RuntimeError: ${input.function} crashed the Python interpreter (${error.pythonError})`, logs: '' };
    }
    throw error;
  }
};
