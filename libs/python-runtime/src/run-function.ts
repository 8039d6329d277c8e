import { PythonJobError, PythonTimeoutError } from './python-errors.js';
import type { PythonPool } from './python-pool.js';
import type { RunFunctionOutcome, RunFunctionRequest } from './python-protocol.js';

export type { RunFunctionOutcome } from './python-protocol.js';

/** A game action's time limit: past it the worker is stopped (and replaced) and the action fails. */
export const RUN_FUNCTION_TIMEOUT_MS = 2000;
/** Printed output kept per call. */
export const MAX_LOG_CHARS = 20_000;

export type RunFunctionInput = Omit<RunFunctionRequest, 'maxLogChars'>;

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
    const request: RunFunctionRequest = { scripts: input.scripts, function: input.function, state: input.state, args: input.args, maxLogChars: MAX_LOG_CHARS };
    const answer = await pool.run({ kind: 'run-function', request: JSON.stringify(request) }, { timeoutMs });
    // The JSON text the worker's run_function.py wrote, with the shape above.
    return JSON.parse(answer as string) as RunFunctionOutcome;
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
