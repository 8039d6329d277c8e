import { useEffect, useRef, useState, type RefObject } from 'react';
import Editor, { loader, type OnMount } from '@monaco-editor/react';
import type { editor } from 'monaco-editor';
import { Button, Center, Stack, Text } from '@mantine/core';
import { BASE_OPTIONS, TEMPEST_THEME, monaco } from '../../../../components/CodeEditor/monacoSetup';
import type { CodeEditorHost, CodeEditorMarker } from '../../../../components/CodeEditor/codeEditorTypes';
import { EditorSkeleton } from '../../../../components/CodeEditor/EditorSkeleton';
import { languageOf, modelPath } from '../../starterContent';
import { useGetEditorTypesQuery } from '../../frontendApi';
import { applyMarkers, configureTypeScript, disposeProjectModels, syncModels } from './monacoProject';
import { useExposedEditor } from '../../../../components/CodeEditor/useExposedEditor';
import type { EditorReveal } from '../../frontendSlice';

export type MonacoProjectEditorProps = {
  hostRef: RefObject<CodeEditorHost | null>;
  files: readonly { filename: string; content: string }[];
  activeFile: string;
  markersOf: (filename: string) => CodeEditorMarker[];
  reveal?: EditorReveal | null;
  onChange: (filename: string, content: string) => void;
  onSave: () => void;
  editorRef?: RefObject<editor.IStandaloneCodeEditor | null>;
};

// Font size 14, rulers at 80 and 120 columns, word wrap on (docs/api-frontends.md, The workbench in the studio).
const OPTIONS: editor.IStandaloneEditorConstructionOptions = { ...BASE_OPTIONS, fontSize: 14, rulers: [80, 120], wordWrap: 'on', tabSize: 2 };

/** The project's Monaco: one model per file, the active one shown, types for React and the game SDK. */
export function MonacoProjectEditor({ hostRef, files, activeFile, markersOf, reveal = null, onChange, onSave, editorRef }: MonacoProjectEditorProps) {
  const [instance, setInstance] = useState<editor.IStandaloneCodeEditor | null>(null);
  const [failed, setFailed] = useState(false);
  const { data: libs } = useGetEditorTypesQuery();
  const latest = useRef({ onChange, onSave, activeFile });
  useEffect(() => {
    latest.current = { onChange, onSave, activeFile };
  });

  useEffect(() => {
    loader.init().catch(() => setFailed(true));
    return () => disposeProjectModels();
  }, []);
  useEffect(() => configureTypeScript(libs ?? []), [libs]);
  useEffect(() => syncModels(files, activeFile), [files, activeFile]);
  useEffect(() => applyMarkers(markersOf, files), [markersOf, files, instance]);

  useExposedEditor(hostRef, instance);
  useEffect(() => {
    if (!editorRef || !instance) return undefined;
    editorRef.current = instance;
    return () => {
      if (editorRef.current === instance) editorRef.current = null;
    };
  }, [editorRef, instance]);

  // An error location clicked: the cursor goes there once the file's model is the editor's.
  useEffect(() => {
    if (!instance || !reveal || reveal.filename !== activeFile) return;
    const position = { lineNumber: reveal.line, column: reveal.column };
    instance.setPosition(position);
    instance.revealPositionInCenter(position);
    instance.focus();
  }, [instance, reveal, activeFile]);

  const handleMount: OnMount = (mounted) => {
    mounted.addAction({
      id: 'tempest.frontend.save',
      label: 'Save',
      keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS],
      run: () => latest.current.onSave(),
    });
    setInstance(mounted);
  };

  if (failed) {
    return (
      <Center h="100%" data-testid="frontend-editor-failed">
        <Stack align="center" gap="sm">
          <Text c="red.4">Failed to load code editor. Please refresh the page.</Text>
          <Button variant="light" onClick={() => window.location.reload()}>Reload Page</Button>
        </Stack>
      </Center>
    );
  }
  const file = files.find((f) => f.filename === activeFile);
  return (
    <Editor
      height="100%"
      path={modelPath(activeFile)}
      value={file?.content ?? ''}
      language={languageOf(activeFile)}
      theme={TEMPEST_THEME}
      loading={<EditorSkeleton />}
      keepCurrentModel
      onChange={(next) => latest.current.onChange(latest.current.activeFile, next ?? '')}
      onMount={handleMount}
      options={OPTIONS}
    />
  );
}
