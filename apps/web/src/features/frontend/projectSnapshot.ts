import type { CodeEditorMarker } from '../../components/CodeEditor/codeEditorTypes';
import type { BuildErrorDetail, FrontendProject, FrontendSettings, LintIssue, NamedContent, ProjectFile } from './frontendTypes';

/** Structural equality of JSON values (settings). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = Object.keys(aRecord);
  return keys.length === Object.keys(bRecord).length && keys.every((k) => Object.hasOwn(bRecord, k) && sameJson(aRecord[k], bRecord[k]));
}

export type LocalProject = { files: readonly ProjectFile[]; entryPoint: string; settings: FrontendSettings; isDirty: boolean };

const sameFiles = (a: readonly ProjectFile[], b: readonly ProjectFile[]) =>
  a.length === b.length &&
  a.every((file) => b.some((other) => other.filename === file.filename && other.content === file.content && other.folder_path === file.folder_path));

/** A server snapshot is applied only when the project is not dirty and it differs. */
export function shouldApplySnapshot(local: LocalProject, server: Pick<FrontendProject, 'files' | 'entryPoint' | 'settings'>): boolean {
  if (local.isDirty) return false;
  return !sameFiles(local.files, server.files) || local.entryPoint !== server.entryPoint || !sameJson(local.settings, server.settings);
}

/** Lint issues and build errors of one file as editor markers. */
export function markersFor(filename: string, lintIssues: readonly LintIssue[], detail: BuildErrorDetail | null): CodeEditorMarker[] {
  const lint = lintIssues
    .filter((issue) => issue.file_path === filename)
    .map((issue) => ({
      line: issue.line,
      column: issue.column,
      message: issue.rule ? `${issue.message} (${issue.rule})` : issue.message,
      severity: issue.severity,
    }));
  const errors = (detail ? (detail.errors.length > 0 ? detail.errors : [detail]) : [])
    .filter((error) => error.file === filename && error.line !== null)
    .map((error) => ({ line: error.line ?? 1, column: error.column ?? 1, message: error.message, severity: 'error' as const }));
  return [...errors, ...lint];
}

/** Whether a save or compile answer's lint report is worth a toast. */
export const hasLintIssues = (summary: { error: number; warning: number } | undefined) =>
  summary !== undefined && summary.error + summary.warning > 0;

/** The project as the server holds it after the last snapshot or save. */
export type SavedProject = { files: readonly NamedContent[]; settings: FrontendSettings };

/** Whether the buffers and settings are exactly what the server holds (an edit undone back to it is clean). */
export function matchesSaved(local: { files: readonly NamedContent[]; settings: FrontendSettings }, saved: SavedProject): boolean {
  return (
    local.files.length === saved.files.length &&
    local.files.every((file) => saved.files.some((other) => other.filename === file.filename && other.content === file.content)) &&
    sameJson(local.settings, saved.settings)
  );
}
