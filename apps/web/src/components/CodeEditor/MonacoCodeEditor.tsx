import { useEffect, useRef, useState, type RefObject } from 'react';
import Editor, { type OnMount } from '@monaco-editor/react';
import type { editor } from 'monaco-editor';
import { BASE_OPTIONS, TEMPEST_THEME, monaco } from './monacoSetup';
import { toMarkerData } from './markers';
import type { CodeEditorHost, CodeEditorLanguage, CodeEditorMarker } from './codeEditorTypes';
import { createEchoTracker } from './echoTracker';
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
  documentKey?: string;
};

const MARKER_OWNER = 'tempest';

/**
 * The Monaco half of CodeEditor, in its own chunk: nothing else on the site downloads Monaco.
 * The editor owns its buffer: `value` seeds it and later values are written in only when they are not
 * the editor's own text coming back (see echoTracker), so a render that lags behind fast typing never
 * moves the cursor or drops keys.
 */
export function MonacoCodeEditor({ hostRef, value, onChange, language, readOnly, markers, onSave, documentKey }: MonacoCodeEditorProps) {
  const [instance, setInstance] = useState<editor.IStandaloneCodeEditor | null>(null);
  // Monaco keeps the first callbacks it is given; read the newest through refs.
  const onSaveRef = useRef(onSave);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onSaveRef.current = onSave;
    onChangeRef.current = onChange;
  });
  const tracker = useRef(createEchoTracker()).current;
  const applying = useRef(false);
  const shownDocument = useRef(documentKey);

  const handleMount: OnMount = (mounted) => {
    // An action, not addCommand: addCommand's keybinding is shared by every editor on the page.
    mounted.addAction({
      id: 'tempest.save',
      label: 'Save',
      keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS],
      run: () => onSaveRef.current?.(),
    });
    mounted.onDidChangeModelContent(() => {
      if (applying.current) return;
      const text = mounted.getValue();
      tracker.emitted(text);
      onChangeRef.current?.(text);
    });
    setInstance(mounted);
  };

  useEffect(() => {
    if (!instance) return;
    const switched = shownDocument.current !== documentKey;
    shownDocument.current = documentKey;
    if (switched) tracker.reset();
    if (!switched && tracker.settle(value, instance.getValue()) !== 'external') return;
    applying.current = true;
    try {
      if (switched || readOnly) {
        // Another document: its own undo history, cursor at the top.
        instance.setValue(value);
      } else {
        // A change from elsewhere: one undoable step, the cursor kept where it was.
        const model = instance.getModel();
        if (!model) return;
        instance.pushUndoStop();
        instance.executeEdits('tempest.external', [{ range: model.getFullModelRange(), text: value }], instance.getSelections() ?? undefined);
        instance.pushUndoStop();
      }
    } finally {
      applying.current = false;
    }
  }, [instance, value, documentKey, readOnly, tracker]);

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
      defaultValue={value}
      language={language}
      theme={TEMPEST_THEME}
      loading={<EditorSkeleton />}
      onMount={handleMount}
      options={{ ...BASE_OPTIONS, readOnly, domReadOnly: readOnly }}
    />
  );
}
