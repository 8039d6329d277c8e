import { PythonJobError, PythonTimeoutError, ScriptTooLargeError } from './python-errors.js';
import type { PythonPool } from './python-pool.js';

export const MAX_SCRIPT_LENGTH = 1_000_000;
export const PARSE_TIMEOUT_MS = 3000;

export type { ParsedScript } from '@tempest/contracts';
import type { ParsedScript } from '@tempest/contracts';

const TIMED_OUT: ParsedScript = { module_blocks: {}, script_components: [], validation_errors: [{ line: 0, column: 0, message: 'Parsing timed out' }] };

const tooComplex = (error: PythonJobError): ParsedScript => ({
  module_blocks: {},
  script_components: [],
  validation_errors: [
    {
      line: 1,
      column: 1,
      message:
        error.pythonError === 'RangeError'
          ? 'The script is too complex to parse (an expression is nested too deeply).'
          : 'The script is too complex to parse.',
    },
  ],
});

/**
 * Reads a Python script with `ast` in Pyodide, without running it. A syntax error (or a script too
 * deeply nested for the parser) comes back in `validation_errors`, and so does a parse that runs past
 * the time limit ('Parsing timed out'); a script longer than MAX_SCRIPT_LENGTH throws
 * ScriptTooLargeError (400); a full pool throws PythonBusyError (503).
 */
export const parseScript = async (
  pool: PythonPool,
  code: string,
  options: { timeoutMs?: number } = {},
): Promise<ParsedScript> => {
  if (code.length > MAX_SCRIPT_LENGTH) throw new ScriptTooLargeError(code.length, MAX_SCRIPT_LENGTH);
  try {
    // The worker's own parser produced it, with the shape above.
    return (await pool.run({ kind: 'parse', code }, { timeoutMs: options.timeoutMs ?? PARSE_TIMEOUT_MS })) as ParsedScript;
  } catch (error) {
    if (error instanceof PythonTimeoutError) return TIMED_OUT;
    // Parsing runs no user code, so an interpreter that broke on it (the WebAssembly stack overflowed,
    // memory ran out) broke on the input. A worker that died by itself is still an error.
    if (error instanceof PythonJobError && error.fatal && error.pythonError !== 'WorkerExit') return tooComplex(error);
    throw error;
  }
};
