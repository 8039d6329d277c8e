// Monaco from the app's own bundle: @monaco-editor/react would otherwise fetch it from a CDN, and the
// studio must work offline. Workers come from our own static chunks (json, css, html,
// typescript/javascript, default); the base editor worker fails at run time without a worker for every label.
import * as monaco from 'monaco-editor';
import { loader } from '@monaco-editor/react';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import CssWorker from 'monaco-editor/language/css/css.worker?worker';
import HtmlWorker from 'monaco-editor/language/html/html.worker?worker';
import TsWorker from 'monaco-editor/language/typescript/ts.worker?worker';

export const TEMPEST_THEME = 'tempest-dark';

const WORKERS: Record<string, () => Worker> = {
  json: () => new JsonWorker(),
  css: () => new CssWorker(),
  scss: () => new CssWorker(),
  less: () => new CssWorker(),
  html: () => new HtmlWorker(),
  handlebars: () => new HtmlWorker(),
  razor: () => new HtmlWorker(),
  typescript: () => new TsWorker(),
  javascript: () => new TsWorker(),
};

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (WORKERS[label] ?? (() => new EditorWorker()))(),
};

loader.config({ monaco });

// The site's blue-black surfaces (theme.ts dark[7..9]) and storm-violet accents.
monaco.editor.defineTheme(TEMPEST_THEME, {
  base: 'vs-dark',
  inherit: true,
  rules: [],
  colors: {
    'editor.background': '#141624',
    'editorGutter.background': '#141624',
    'editor.lineHighlightBackground': '#1a1c2b',
    'editorLineNumber.foreground': '#666a82',
    'editorLineNumber.activeForeground': '#b3b6c7',
    'editor.selectionBackground': '#461bd680',
    'editorCursor.foreground': '#b8a6ff',
    'editorWidget.background': '#1a1c2b',
    'diffEditor.insertedTextBackground': '#2f9e4433',
    'diffEditor.removedTextBackground': '#e0313133',
  },
});

export { monaco };

/** The studio's editor options: font 14, no minimap, the layout follows the container. */
export const BASE_OPTIONS: monaco.editor.IStandaloneEditorConstructionOptions = {
  fontSize: 14,
  minimap: { enabled: false },
  automaticLayout: true,
  scrollBeyondLastLine: false,
  tabSize: 4,
  fixedOverflowWidgets: true,
};
