import { describe, expect, it } from '@jest/globals';
import { buildFileTree, visibleRows } from './fileTree';
import { hasLintIssues, markersFor, shouldApplySnapshot } from './projectSnapshot';
import { componentName, languageOf, modelPath, starterContent } from './starterContent';
import { EXAMPLE_TAILWIND_CONFIG, formatConfig, parseTailwindConfig } from './tailwindConfig';
import {
  activeFileStatus, compileButtonLabel, editorStatusText, footerMetaText, recentFiles, saveButtonDisabled, saveButtonLabel, settingsRows,
  filePlaceholder,
  statusTone,
} from './workbenchStatus';

const flags = (over: Partial<{ isBuilding: boolean; isDirty: boolean; isSaving: boolean; buildError: string | null }> = {}) => ({ isBuilding: false, isDirty: false, isSaving: false, ...over });

describe('workbench labels', () => {
  it('tones the status text (default, success, warning, info, danger) and names the file combobox per variant', () => {
    expect(['All changes saved', 'Unsaved changes', 'Compiling…', 'Build failed', ''].map(statusTone)).toEqual(['success', 'warning', 'info', 'danger', 'default']);
    expect(filePlaceholder(false)).toBe('Select frontend file');
    expect(filePlaceholder(true)).toBe('Select file');
  });

  it('status text', () => {
    expect(editorStatusText(flags({ isBuilding: true, isDirty: true }))).toBe('Compiling…');
    expect(editorStatusText(flags({ isDirty: true }))).toBe('Unsaved changes');
    expect(editorStatusText(flags())).toBe('All changes saved');
  });
  it('footer meta text', () => {
    expect(footerMetaText(flags({ isSaving: true, isDirty: true }))).toBe('Saving…');
    expect(footerMetaText(flags({ isDirty: true, isBuilding: true }))).toBe('Unsaved changes');
    expect(footerMetaText(flags({ isBuilding: true }))).toBe('Building preview…');
    expect(footerMetaText(flags())).toBe('Ready');
  });

  it('never says everything is fine after a failed build (issue 13)', () => {
    expect(editorStatusText(flags({ buildError: 'Error: boom' }))).toBe('Build failed');
    expect(editorStatusText(flags({ buildError: 'Error: boom', isDirty: true }))).toBe('Unsaved changes');
    expect(footerMetaText(flags({ buildError: 'Error: boom' }))).toBe('Build failed');
  });

  it('never says everything is saved or ready when the project did not load', () => {
    expect(editorStatusText({ ...flags(), loadFailed: true })).toBe('Failed to load frontend');
    expect(statusTone(editorStatusText({ ...flags(), loadFailed: true }))).toBe('danger');
    expect(footerMetaText({ ...flags(), loadFailed: true })).toBe('Failed to load frontend');
    // A file typed in since is unsaved, as any edit.
    expect(editorStatusText({ ...flags({ isDirty: true }), loadFailed: true })).toBe('Unsaved changes');
  });
  it('save button label and disabled state', () => {
    expect(saveButtonLabel(flags({ isSaving: true }))).toBe('Saving…');
    expect(saveButtonLabel(flags({ isDirty: true }))).toBe('Save changes');
    expect(saveButtonLabel(flags())).toBe('Saved');
    expect(saveButtonDisabled(flags({ isSaving: true, isDirty: true }))).toBe(true);
    expect(saveButtonDisabled(flags())).toBe(true);
    expect(saveButtonDisabled(flags({ isDirty: true }))).toBe(false);
    expect(saveButtonDisabled(flags({ isBuilding: true }))).toBe(false);
  });
  it('compile label and the active file badge', () => {
    expect(compileButtonLabel({ isBuilding: true })).toBe('Compiling…');
    expect(compileButtonLabel({ isBuilding: false })).toBe('Compile');
    expect(activeFileStatus(flags({ isBuilding: true }))).toBe('Building');
    expect(activeFileStatus(flags({ isDirty: true }))).toBe('Modified');
    expect(activeFileStatus(flags())).toBe('Synced');
  });
  it('recent files: the first 12 and the count', () => {
    const files = Array.from({ length: 15 }, (_, i) => `f${i}.ts`);
    expect(recentFiles(files).shown).toHaveLength(12);
    expect(recentFiles(files).count).toBe(15);
  });
  it('project settings rows leave out the defaults', () => {
    expect(settingsRows({ enable_websocket: false, tailwind_config: {} })).toEqual([]);
    expect(settingsRows({ enable_websocket: false, tailwind_config: { theme: {} } })).toEqual([{ key: 'tailwind_config', value: '{"theme":{}}' }]);
  });
});

describe('starter content and languages', () => {
  it('by extension', () => {
    expect(starterContent('components/health-bar.tsx')).toContain('export function HealthBar()');
    expect(starterContent('Hud.jsx')).toContain('return <div');
    expect(starterContent('math.ts')).toContain('export function math()');
    expect(starterContent('theme.css')).toContain('{');
    expect(starterContent('notes.md')).toBe('// notes.md\n');
    expect(componentName('1.tsx')).toBe('Component');
  });
  it('languages and model paths', () => {
    expect(languageOf('a.tsx')).toBe('typescript');
    expect(languageOf('a.jsx')).toBe('javascript');
    expect(languageOf('a.css')).toBe('css');
    expect(languageOf('a.json')).toBe('json');
    expect(languageOf('a.html')).toBe('html');
    expect(languageOf('a.md')).toBe('markdown');
    expect(languageOf('a.txt')).toBe('plaintext');
    expect(modelPath('components/Board.tsx')).toBe('file:///components/Board.tsx');
  });
});

describe('file tree', () => {
  it('nests by folder_path and by / in names, folders first', () => {
    const tree = buildFileTree([
      { filename: 'index.tsx', folder_path: '' },
      { filename: 'components/Board.tsx', folder_path: '' },
      { filename: 'theme.css', folder_path: 'styles' },
      { filename: 'App.tsx', folder_path: '' },
    ]);
    expect(tree.map((n) => n.name)).toEqual(['components', 'styles', 'App.tsx', 'index.tsx']);
    const components = tree[0];
    expect(components.kind === 'folder' && components.children[0]).toEqual({ kind: 'file', name: 'Board.tsx', filename: 'components/Board.tsx', depth: 1 });
    expect(visibleRows(tree, new Set(['components'])).map((n) => n.name)).toEqual(['components', 'styles', 'theme.css', 'App.tsx', 'index.tsx']);
  });
});

describe('server snapshots and lint', () => {
  const settings = { enable_websocket: false, tailwind_config: {} };
  const files = [{ id: '1', filename: 'index.tsx', content: 'a', folder_path: '' }];
  it('applies a differing snapshot only when clean', () => {
    const changed = { files: [{ ...files[0], content: 'b' }], entryPoint: 'index.tsx', settings };
    expect(shouldApplySnapshot({ files, entryPoint: 'index.tsx', settings, isDirty: false }, changed)).toBe(true);
    expect(shouldApplySnapshot({ files, entryPoint: 'index.tsx', settings, isDirty: true }, changed)).toBe(false);
    expect(shouldApplySnapshot({ files, entryPoint: 'index.tsx', settings, isDirty: false }, { files, entryPoint: 'index.tsx', settings })).toBe(false);
    expect(shouldApplySnapshot({ files, entryPoint: 'index.tsx', settings, isDirty: false }, { files, entryPoint: 'index.tsx', settings: { ...settings, tailwind_config: { a: 1 } } })).toBe(true);
  });
  it('turns lint issues and build errors of a file into markers', () => {
    const lint = [
      { file_path: 'index.tsx', line: 3, column: 5, message: 'Unused x', rule: 'no-unused-vars', severity: 'warning' as const },
      { file_path: 'other.tsx', line: 1, column: 1, message: 'Other', rule: null, severity: 'error' as const },
    ];
    const detail = { message: 'Bad type', file: 'index.tsx', line: 2, column: 1, suggestion: null, example: null, alternatives: [], files: [], errors: [] };
    expect(markersFor('index.tsx', lint, detail)).toEqual([
      { line: 2, column: 1, message: 'Bad type', severity: 'error' },
      { line: 3, column: 5, message: 'Unused x (no-unused-vars)', severity: 'warning' },
    ]);
    expect(hasLintIssues({ error: 0, warning: 0 })).toBe(false);
    expect(hasLintIssues({ error: 0, warning: 2 })).toBe(true);
  });
});

describe('tailwind config', () => {
  it('accepts a JSON object and refuses anything else', () => {
    expect(parseTailwindConfig('{"theme":{}}')).toEqual({ ok: true, value: { theme: {} } });
    expect(parseTailwindConfig('')).toEqual({ ok: true, value: {} });
    expect(parseTailwindConfig('{bad')).toEqual({ ok: false, error: 'Invalid JSON format' });
    expect(parseTailwindConfig('[1]')).toEqual({ ok: false, error: 'Invalid JSON format' });
  });
  it('the example extends colours and fonts', () => {
    const parsed = parseTailwindConfig(formatConfig(EXAMPLE_TAILWIND_CONFIG));
    expect(parsed.ok && JSON.stringify(parsed.value)).toContain('fontFamily');
  });
});
