import { PythonJobError, PythonTimeoutError } from './python-errors.js';
import type { PythonPool } from './python-pool.js';
import type { RunFunctionOutcome, RunFunctionRequest } from './python-protocol.js';

export type { RunFunctionOutcome } from './python-protocol.js';

/** A game action's time limit: past it the worker is stopped (and replaced) and the action fails. */
export const RUN_FUNCTION_TIMEOUT_MS = 2000;
/** Printed output kept per call. */
export const MAX_LOG_CHARS = 20_000;

export type RunFunctionInput = Omit<RunFunctionRequest, 'maxLogChars'>;

type Script = RunFunctionRequest['scripts'][number];
/**
 * Each script's JSON, made once per script object: a caller that passes the same objects every time (a published
 * version's scripts, kept per process) has them serialized once — the request is a game's whole source on every
 * action, and its JSON was ~3 % of the studio's main thread at a thousand actions a second. Script objects are
 * values: never changed once passed.
 */
const scriptJson = new WeakMap<Script, string>();
const jsonOf = (script: Script): string => {
  let json = scriptJson.get(script);
  if (json === undefined) scriptJson.set(script, (json = JSON.stringify({ name: script.name, content: script.content })));
  return json;
};

/** The request as JSON text (a RunFunctionRequest), its scripts from their kept JSON. */
export const requestJson = (input: RunFunctionInput): string =>
  `{"scripts":[${input.scripts.map(jsonOf).join(',')}],"function":${JSON.stringify(input.function)},"state":${JSON.stringify(input.state)},"args":${JSON.stringify(input.args)},"maxLogChars":${MAX_LOG_CHARS}}`;

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
    const answer = await pool.run({ kind: 'run-function', request: requestJson(input) }, { timeoutMs });
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
