import type { BuildError, BuildErrorDetail } from './compiler.types.js';

/** A build error as the compiler's parts report it: the overlay's extras travel with the error. */
export type CompilerError = BuildError & { example?: string | null; alternatives?: string[]; files?: string[] };

export const MAX_ERRORS = 20;

export const buildError = (
  message: string,
  at: { file?: string | null; line?: number | null; column?: number | null } = {},
  extras: Omit<CompilerError, 'message' | 'file' | 'line' | 'column'> = { suggestion: null },
): CompilerError => ({
  message: oneLine(message),
  file: at.file ?? null,
  line: at.line ?? null,
  column: at.column ?? null,
  ...extras,
  suggestion: extras.suggestion ?? null,
});

/** The overlay reads one marker per line, so messages are kept on one line. */
export const oneLine = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');

const unique = (values: string[]): string[] => [...new Set(values)];

/** The structured detail: the first error's fields, and every error (at most MAX_ERRORS). */
export const toErrorDetail = (errors: CompilerError[]): BuildErrorDetail => {
  const [first] = errors;
  const errorFiles = unique(errors.flatMap((error) => (error.file ? [error.file] : [])));
  return {
    message: first.message,
    file: first.file,
    line: first.line,
    column: first.column,
    suggestion: first.suggestion,
    example: first.example ?? null,
    alternatives: first.alternatives ?? [],
    files: first.files ?? errorFiles,
    errors: errors.slice(0, MAX_ERRORS).map(({ message, file, line, column, suggestion }) => ({ message, file, line, column, suggestion })),
  };
};

const location = ({ file, line, column }: BuildError): string | null => {
  if (!file) return null;
  if (line === null) return file;
  return column === null ? `${file}:${line}` : `${file}:${line}:${column}`;
};

/** The overlay's text (docs/api-frontends.md §2): `Error:` first, the other markers only when known. */
export const formatErrorText = (detail: BuildErrorDetail): string => {
  const lines = [`Error: ${oneLine(detail.message)}`];
  const where = location(detail);
  if (where) lines.push(`Location: ${where}`);
  if (detail.suggestion) lines.push(`Suggestion: ${oneLine(detail.suggestion)}`);
  if (detail.example) lines.push('Example:', ...detail.example.split('\n').map((line) => `    ${line}`));
  if (detail.alternatives.length) lines.push(`Alternatives: ${detail.alternatives.map(oneLine).join(', ')}`);
  if (detail.files.length) lines.push(`Files: ${detail.files.join(', ')}`);
  return lines.join('\n');
};

/** Anything the toolchain throws, as a build error instead of a crash. */
export const unexpectedError = (stage: string, cause: unknown): CompilerError =>
  buildError(`The ${stage} failed unexpectedly: ${cause instanceof Error ? cause.message : String(cause)}`, {}, {
    suggestion: 'Try compiling again; if it keeps failing, simplify the last change and report the problem.',
  });
