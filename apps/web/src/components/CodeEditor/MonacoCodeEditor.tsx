import { useEffect, useRef, useState, type RefObject } from 'react';
import Editor, { type OnMount } from '@monaco-editor/react';
import type { editor } from 'monaco-editor';
import { BASE_OPTIONS, TEMPEST_THEME, monaco } from './monacoSetup';
import { toMarkerData } from './markers';
import type { CodeEditorHost, CodeEditorLanguage, CodeEditorMarker } from './codeEditorTypes';
import { EditorSkeleton } from './EditorSkeleton';
import { useExposedEditor } from './useExposedEditor';

export type MonacoCodeEditorProps = {
  hostRef: RefObject<CodeEditorHost | null>;
  value: string;
  onChange?: (value: string) => void;
  language: CodeEditorLanguage;
  readOnly: boolean;
  markers?: readonly CodeEditorMarker[];
  onSave?: () => void;
};

const MARKER_OWNER = 'tempest';

/** The Monaco half of CodeEditor, in its own chunk: nothing else on the site downloads Monaco. */
export function MonacoCodeEditor({ hostRef, value, onChange, language, readOnly, markers, onSave }: MonacoCodeEditorProps) {
  const [instance, setInstance] = useState<editor.IStandaloneCodeEditor | null>(null);
  // Monaco keeps the first callbacks it is given; read the newest through refs.
  const onSaveRef = useRef(onSave);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onSaveRef.current = onSave;
    onChangeRef.current = onChange;
  });

  const handleMount: OnMount = (mounted) => {
    // An action, not addCommand: addCommand's keybinding is shared by every editor on the page.
    mounted.addAction({
      id: 'tempest.save',
      label: 'Save',
      keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS],
      run: () => onSaveRef.current?.(),
    });
    setInstance(mounted);
  };

  useExposedEditor(hostRef, instance);

  useEffect(() => {
    const model = instance?.getModel();
    if (!model) return;
    const data = toMarkerData(markers ?? [], model.getLineCount(), (line) => model.getLineLength(line));
    monaco.editor.setModelMarkers(model, MARKER_OWNER, data);
  }, [instance, markers, value]);

  return (
    <Editor
      height="100%"
      value={value}
      language={language}
      theme={TEMPEST_THEME}
      loading={<EditorSkeleton />}
      onChange={(next) => onChangeRef.current?.(next ?? '')}
      onMount={handleMount}
      options={{ ...BASE_OPTIONS, readOnly, domReadOnly: readOnly }}
    />
  );
}
