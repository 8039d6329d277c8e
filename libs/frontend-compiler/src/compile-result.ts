import { formatErrorText, toErrorDetail, type CompilerError } from './build-errors.js';
import type { CompileResult, FormatReport, LintReport } from './compiler.types.js';
import { stringBytes } from './compile-cache.js';

export const EMPTY_LINT: LintReport = { lintIssues: [], lintErrors: [], lintSummary: { error: 0, warning: 0 } };
export const EMPTY_FORMAT: FormatReport = { formattedFiles: [], formatWarnings: [] };

/** A compile result as cached: the project's own code, without the shared vendor bundle. */
export type CachedBuild = { result: Omit<CompileResult, 'compiledCode' | 'cached' | 'durationMs'>; projectCode: string | null };

export type BuildOutcome = { projectCode: string; errors: [] } | { projectCode: null; errors: CompilerError[] };

export const toCachedBuild = (buildId: string, outcome: BuildOutcome, lint: LintReport, format: FormatReport): CachedBuild => {
  const detail = outcome.errors.length ? toErrorDetail(outcome.errors) : null;
  return {
    projectCode: outcome.projectCode,
    result: {
      success: outcome.projectCode !== null,
      error: detail ? formatErrorText(detail) : null,
      errorDetail: detail,
      ...lint,
      ...format,
      buildId,
    },
  };
};

export const cachedBuildBytes = ({ result, projectCode }: CachedBuild): number =>
  stringBytes(projectCode) +
  stringBytes(result.error) +
  result.formattedFiles.reduce((n, file) => n + stringBytes(file.content), 0) +
  result.lintIssues.length * 400 +
  1024;

/** A failure of the toolchain itself (not of the game's code): success false, never a thrown error. */
export const failedResult = (buildId: string, error: CompilerError, durationMs: number): CompileResult => {
  const detail = toErrorDetail([error]);
  return {
    success: false,
    compiledCode: null,
    error: formatErrorText(detail),
    errorDetail: detail,
    ...EMPTY_LINT,
    ...EMPTY_FORMAT,
    buildId,
    cached: false,
    durationMs,
  };
};

/** Sorted keys, so the same settings always hash the same. */
export const stableStringify = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};
