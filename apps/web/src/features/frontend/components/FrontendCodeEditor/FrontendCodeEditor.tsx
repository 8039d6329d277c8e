import { lazy, Suspense, useRef, type RefObject } from 'react';
import type { editor } from 'monaco-editor';
import { Center, Text } from '@mantine/core';
import type { CodeEditorHost, CodeEditorMarker } from '../../../../components/CodeEditor/codeEditorTypes';
import { EditorSkeleton } from '../../../../components/CodeEditor/EditorSkeleton';
import { EditorErrorBoundary } from '../EditorErrorBoundary/EditorErrorBoundary';
import classes from '../FrontendWorkbench/FrontendWorkbench.module.css';
import type { EditorReveal } from '../../frontendSlice';

const MonacoProjectEditor = lazy(() => import('./MonacoProjectEditor').then((m) => ({ default: m.MonacoProjectEditor })));

type FrontendCodeEditorProps = {
  files: readonly { filename: string; content: string }[];
  activeFile: string | null;
  markersOf: (filename: string) => CodeEditorMarker[];
  /** Put the cursor here (an error location clicked). */
  reveal?: EditorReveal | null;
  onChange: (filename: string, content: string) => void;
  onSave: () => void;
  /** Holds the mounted editor (the code assistant puts code into it). */
  editorRef?: RefObject<editor.IStandaloneCodeEditor | null>;
};

/**
 * The code area. Test id `frontend-editor` is the wrapper; once Monaco is up it carries `__editor`
 * and `data-editor-ready`, like CodeEditor (browser tests type through it).
 */
export function FrontendCodeEditor({ activeFile, ...props }: FrontendCodeEditorProps) {
  const hostRef = useRef<CodeEditorHost>(null);
  return (
    <div ref={hostRef} className={classes.editorHost} data-testid="frontend-editor" data-active-file={activeFile ?? ''}>
      {activeFile === null ? (
        <Center h="100%">
          <Text c="dimmed" data-testid="frontend-no-file">Select a file to start editing</Text>
        </Center>
      ) : (
        <EditorErrorBoundary>
          <Suspense fallback={<EditorSkeleton />}>
            <MonacoProjectEditor hostRef={hostRef} activeFile={activeFile} {...props} />
          </Suspense>
        </EditorErrorBoundary>
      )}
    </div>
  );
}
