import { useEffect, useState, type RefObject } from 'react';
import { DiffEditor, type DiffOnMount } from '@monaco-editor/react';
import type { editor } from 'monaco-editor';
import { BASE_OPTIONS, TEMPEST_THEME } from '../CodeEditor/monacoSetup';
import { EditorSkeleton } from '../CodeEditor/EditorSkeleton';
import type { DiffViewHost } from '../CodeEditor/codeEditorTypes';

export type MonacoDiffViewProps = {
  hostRef: RefObject<DiffViewHost | null>;
  original: string;
  modified: string;
  language: string;
};

const DIFF_OPTIONS: editor.IStandaloneDiffEditorConstructionOptions = {
  ...BASE_OPTIONS,
  readOnly: true,
  domReadOnly: true,
  originalEditable: false,
  renderSideBySide: true,
  // Keep two columns even in a narrow drawer, so the labels above stay true.
  useInlineViewWhenSpaceIsLimited: false,
  enableSplitViewResizing: false,
  renderOverviewRuler: false,
};

/**
 * The Monaco half of DiffView, in the same lazily loaded chunk as the code editor.
 * We own the two models: @monaco-editor/react disposes them before the diff editor, which Monaco
 * reports as "TextModel got disposed before DiffEditorWidget model got reset" on every close. Here the
 * editor lets go of its models first, then they are disposed.
 */
export function MonacoDiffView({ hostRef, original, modified, language }: MonacoDiffViewProps) {
  const [instance, setInstance] = useState<editor.IStandaloneDiffEditor | null>(null);
  const handleMount: DiffOnMount = (mounted) => setInstance(mounted);

  useEffect(() => {
    if (!instance) return undefined;
    const models = instance.getModel();
    return () => {
      // Detach before disposing; the library then disposes only the (model-less) editor.
      if (instance.getModel()) instance.setModel(null);
      models?.original.dispose();
      models?.modified.dispose();
    };
  }, [instance]);

  useEffect(() => {
    const host = hostRef.current;
    if (!instance || !host) return undefined;
    host.__diffEditor = instance;
    host.dataset.editorReady = 'true';
    return () => {
      delete host.__diffEditor;
      delete host.dataset.editorReady;
    };
  }, [instance, hostRef]);

  return (
    <DiffEditor
      height="100%"
      original={original}
      modified={modified}
      language={language}
      theme={TEMPEST_THEME}
      loading={<EditorSkeleton label="Loading the diff…" />}
      onMount={handleMount}
      options={DIFF_OPTIONS}
      keepCurrentOriginalModel
      keepCurrentModifiedModel
    />
  );
}
