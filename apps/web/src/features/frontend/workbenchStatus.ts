/** The workbench's labels (docs/api-frontends.md, The workbench in the studio). */

/** `buildError`: the last build failed (the preview still shows the last good one); `loadFailed`: the project was never read. */
export type BuildFlags = { isBuilding: boolean; isDirty: boolean; isSaving: boolean; buildError?: string | null; loadFailed?: boolean };

export const BUILD_FAILED = 'Build failed';
/** The project could not be read: nothing is saved, nothing is ready (the toast's title, spec 2). */
export const LOAD_FAILED = 'Failed to load frontend';
export const STALE_PREVIEW = 'Showing the last good build';

/**
 * Header status text. A failed build is never 'All changes saved' (issue 13: the saved files do not build,
 * and the preview shows an older build), and neither is a project that failed to load (nothing was read).
 */
export function editorStatusText({ isBuilding, isDirty, buildError, loadFailed }: BuildFlags): string {
  if (loadFailed && !isDirty) return LOAD_FAILED;
  if (isBuilding) return 'Compiling…';
  if (isDirty) return 'Unsaved changes';
  return buildError ? BUILD_FAILED : 'All changes saved';
}

/** The status text's tones (spec 2 and 3, the workbench shell): default, success, warning, info and danger. */
export type StatusTone = 'default' | 'success' | 'warning' | 'info' | 'danger';

const TONES: Record<string, StatusTone> = { 'Compiling…': 'info', 'Unsaved changes': 'warning', 'All changes saved': 'success', [BUILD_FAILED]: 'danger', [LOAD_FAILED]: 'danger' };

/** The tone of a header status text (anything else: default). */
export const statusTone = (status: string): StatusTone => TONES[status] ?? 'default';

/** The colour each tone is drawn in. */
export const TONE_COLOR: Record<StatusTone, string> = { default: 'dimmed', success: 'teal.4', warning: 'yellow.4', info: 'blue.4', danger: 'red.4' };

/** The file combobox's placeholder: 'Select frontend file', or 'Select file' in the compact (narrow) variant (spec 2, 3). */
export const filePlaceholder = (narrow: boolean): string => (narrow ? 'Select file' : 'Select frontend file');

/** Footer meta text; never 'Ready' after a failed build or a project that did not load. */
export function footerMetaText({ isBuilding, isDirty, isSaving, buildError, loadFailed }: BuildFlags): string {
  if (isSaving) return 'Saving…';
  if (isDirty) return 'Unsaved changes';
  if (loadFailed) return LOAD_FAILED;
  if (isBuilding) return 'Building preview…';
  return buildError ? BUILD_FAILED : 'Ready';
}

export function saveButtonLabel({ isSaving, isDirty }: BuildFlags): string {
  if (isSaving) return 'Saving…';
  return isDirty ? 'Save changes' : 'Saved';
}

/** Disabled while saving, or when there are no unsaved changes and no build is running. */
export function saveButtonDisabled({ isSaving, isDirty, isBuilding }: BuildFlags): boolean {
  return isSaving || (!isDirty && !isBuilding);
}

export function compileButtonLabel({ isBuilding }: Pick<BuildFlags, 'isBuilding'>): string {
  return isBuilding ? 'Compiling…' : 'Compile';
}

export type ActiveFileStatus = 'Building' | 'Modified' | 'Synced';

/** The Active File badge of the details panel. */
export function activeFileStatus({ isBuilding, isDirty }: BuildFlags): ActiveFileStatus {
  if (isBuilding) return 'Building';
  return isDirty ? 'Modified' : 'Synced';
}

export const RECENT_FILES_LIMIT = 12;

/** Recent Files: the first 12, and how many there are. */
export function recentFiles<T>(files: readonly T[]): { shown: T[]; count: number } {
  return { shown: files.slice(0, RECENT_FILES_LIMIT), count: files.length };
}

const isDefault = (key: string, value: unknown) =>
  (key === 'enable_websocket' && value === false) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

/** Project Settings as key/value rows (objects as compact JSON); defaults are not custom settings. */
export function settingsRows(settings: Record<string, unknown>): { key: string; value: string }[] {
  return Object.entries(settings)
    .filter(([key, value]) => !isDefault(key, value))
    .map(([key, value]) => ({ key, value: typeof value === 'string' ? value : JSON.stringify(value) }));
}
