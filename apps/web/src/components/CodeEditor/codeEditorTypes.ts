import type { editor } from 'monaco-editor';

export type CodeEditorLanguage = 'python' | 'json' | 'markdown' | 'plaintext' | 'typescript' | 'javascript';

/** A problem to underline; `line` and `column` are 1-based, as Python and the server report them. */
export type CodeEditorMarker = { line: number; column: number; message: string; severity?: 'error' | 'warning' };

/**
 * The wrapper element of a CodeEditor once Monaco is up. Browser tests reach the editor through it:
 * `page.evaluate(() => document.querySelector('[data-testid=x]').__editor.setValue('…'))`.
 */
export type CodeEditorHost = HTMLDivElement & { __editor?: editor.IStandaloneCodeEditor };

/** The wrapper element of a DiffView once Monaco is up. */
export type DiffViewHost = HTMLDivElement & { __diffEditor?: editor.IStandaloneDiffEditor };
