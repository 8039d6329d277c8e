import { PythonJobError, ScriptTooLargeError } from './python-errors.js';
import type { PythonPool } from './python-pool.js';

export const MAX_SCRIPT_LENGTH = 1_000_000;
export const PARSE_TIMEOUT_MS = 3000;

export type ParameterKind = 'positional' | 'keyword' | 'var_positional' | 'var_keyword';

export type ParameterSpec = {
  /** The annotation as source text, or 'Any'. */
  type: string;
  /** The default as source text, or null when there is none. */
  default: string | null;
  kind: ParameterKind;
};

export type SignatureOption = {
  name: string;
  /** Parameters in declaration order. */
  mapping: Record<string, ParameterSpec>;
  /** The full docstring, or the signature (`name(a: int = 1) -> str`) when there is none. */
  tool_tip: string;
  /** The first line of the docstring, or ''. */
  description: string;
  /** The return annotation as source text, or null. */
  returns: string | null;
};

/** A top-level function; several signature options only for `@overload`ed functions. */
export type ModuleBlock = {
  name: string;
  description: string;
  tool_tip: string;
  signature_options: SignatureOption[];
  line: number;
};

/** Literal values of JSON. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type ComponentField = {
  /** 'int' | 'float' | 'str' | 'bool' | 'list' | 'dict', or the annotation's source text. */
  type: string;
  /** The default when it is a Python literal that JSON can hold, else null. */
  default: JsonValue;
};

/** A top-level class with annotated fields. The caller adds the game id. */
export type ScriptComponent = {
  display_name: string;
  class_name: string;
  field_schema: Record<string, ComponentField>;
  line: number;
};

/** `line` and `column` are 1-based, as Python reports them. */
export type ValidationIssue = { line: number; column: number; message: string };

export type ParsedScript = {
  module_blocks: Record<string, ModuleBlock>;
  script_components: ScriptComponent[];
  validation_errors: ValidationIssue[];
};

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
 * deeply nested for the parser) comes back in `validation_errors`; a script longer than
 * MAX_SCRIPT_LENGTH throws ScriptTooLargeError (400); a parse that runs past the time limit throws
 * PythonTimeoutError (400); a full pool throws PythonBusyError (503).
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
    // Parsing runs no user code, so an interpreter that broke on it (the WebAssembly stack overflowed,
    // memory ran out) broke on the input. A worker that died by itself is still an error.
    if (error instanceof PythonJobError && error.fatal && error.pythonError !== 'WorkerExit') return tooComplex(error);
    throw error;
  }
};
