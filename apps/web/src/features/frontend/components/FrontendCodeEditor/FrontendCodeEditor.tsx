import { lazy, Suspense, useRef, type RefObject } from 'react';
import type { editor } from 'monaco-editor';
import { Center, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
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
  /**
   * The AI agent is writing this game's files: the active file is shown as text, and Monaco (its 2.7 MB editor,
   * its TypeScript worker, the editor types) loads when the agent's turn ends, not on the same two cores as the
   * agent's build and the preview's start (issue 33 §6).
   */
  agentWriting?: boolean;
};

/**
 * The code area. Test id `frontend-editor` is the wrapper; once Monaco is up it carries `__editor`
 * and `data-editor-ready`, like CodeEditor (browser tests type through it).
 */
export function FrontendCodeEditor({ activeFile, agentWriting = false, ...props }: FrontendCodeEditorProps) {
  const hostRef = useRef<CodeEditorHost>(null);
  const writing = agentWriting && activeFile !== null;
  return (
    <div ref={hostRef} className={classes.editorHost} data-testid="frontend-editor" data-active-file={activeFile ?? ''} data-agent-writing={writing}>
      {activeFile === null ? (
        <Center h="100%">
          <Text c="dimmed" data-testid="frontend-no-file">Select a file to start editing</Text>
        </Center>
      ) : writing ? (
        <AgentWritingView text={props.files.find((f) => f.filename === activeFile)?.content ?? ''} />
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

/** The active file while the agent writes it: its text, read-only, and why the editor is not open yet. */
function AgentWritingView({ text }: { text: string }) {
  return (
    <div className={classes.agentWriting} data-testid="frontend-editor-agent-writing">
      <Group gap={8} className={classes.agentWritingNote} wrap="nowrap">
        <IconSparkles size={14} color="var(--mantine-color-storm-3)" aria-hidden />
        <Text size="xs" c="dimmed">The AI agent is writing this game. The editor opens when it finishes.</Text>
      </Group>
      <pre className={classes.agentWritingText}>{text}</pre>
    </div>
  );
}
