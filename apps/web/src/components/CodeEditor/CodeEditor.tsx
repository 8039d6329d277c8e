import { lazy, Suspense, useRef } from 'react';
import type { CodeEditorHost, CodeEditorLanguage, CodeEditorMarker } from './codeEditorTypes';
import { EditorSkeleton } from './EditorSkeleton';
import classes from './CodeEditor.module.css';

export type { CodeEditorHost, CodeEditorLanguage, CodeEditorMarker } from './codeEditorTypes';

const MonacoCodeEditor = lazy(() => import('./MonacoCodeEditor').then((m) => ({ default: m.MonacoCodeEditor })));

export type CodeEditorProps = {
  value: string;
  onChange?: (value: string) => void;
  language: CodeEditorLanguage;
  /** A fixed height; without one the editor fills its flex container. */
  height?: number | string;
  readOnly?: boolean;
  markers?: CodeEditorMarker[];
  /** Ctrl/Cmd+S inside the editor. */
  onSave?: () => void;
  /**
   * Names the document shown (a script's id): when it changes the editor starts afresh (own undo
   * history); while it stays, a new `value` is applied only if it is not the editor's own text.
   */
  documentKey?: string;
  /** `data-testid` of the wrapper; the wrapper carries `__editor` and `data-editor-ready` once Monaco is up. */
  testId?: string;
};

/** Monaco, loaded on first use (dark theme, font 14, no minimap), with markers and Ctrl/Cmd+S. */
export function CodeEditor({ value, onChange, language, height, readOnly = false, markers, onSave, documentKey, testId }: CodeEditorProps) {
  const hostRef = useRef<CodeEditorHost>(null);
  return (
    <div
      ref={hostRef}
      className={height === undefined ? `${classes.host} ${classes.fill}` : classes.host}
      style={height === undefined ? undefined : { height }}
      data-testid={testId}
    >
      <div className={classes.inner}>
        <Suspense fallback={<EditorSkeleton />}>
          <MonacoCodeEditor
            hostRef={hostRef}
            value={value}
            onChange={onChange}
            language={language}
            readOnly={readOnly}
            markers={markers}
            onSave={onSave}
            documentKey={documentKey}
          />
        </Suspense>
      </div>
    </div>
  );
}
