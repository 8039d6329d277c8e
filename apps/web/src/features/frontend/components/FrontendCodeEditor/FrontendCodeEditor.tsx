import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
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
   * its TypeScript worker, the editor types) loads once the agent's turn has ended and the page is idle (the preview
   * reloads the game the turn built first), not on the same two cores as the agent's build and the preview's start
   * (issue 33 §6).
   */
  agentWriting?: boolean;
};

/**
 * The code area. Test id `frontend-editor` is the wrapper; once Monaco is up it carries `__editor`
 * and `data-editor-ready`, like CodeEditor (browser tests type through it).
 */
export function FrontendCodeEditor({ activeFile, agentWriting = false, ...props }: FrontendCodeEditorProps) {
  const hostRef = useRef<CodeEditorHost>(null);
  const waiting = useEditorWait(agentWriting);
  const writing = waiting !== null && activeFile !== null;
  return (
    <div ref={hostRef} className={classes.editorHost} data-testid="frontend-editor" data-active-file={activeFile ?? ''} data-agent-writing={writing}>
      {activeFile === null ? (
        <Center h="100%">
          <Text c="dimmed" data-testid="frontend-no-file">Select a file to start editing</Text>
        </Center>
      ) : writing ? (
        <AgentWritingView text={props.files.find((f) => f.filename === activeFile)?.content ?? ''} note={waiting === 'writing' ? WRITING_NOTE : OPENING_NOTE} />
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

const WRITING_NOTE = 'The AI agent is writing this game. The editor opens when it finishes.';
const OPENING_NOTE = 'The AI agent has finished. Opening the editor…';
/** Longest wait for an idle moment after the turn before the editor loads anyway. */
const IDLE_WAIT_MS = 2500;

/**
 * Why Monaco is not mounted yet: 'writing' while the agent's turn runs; 'opening' from its end until the page is first
 * idle (the preview's reload of the game, at most IDLE_WAIT_MS); null once the editor may load. A page that opens with
 * no turn running loads it at once.
 */
function useEditorWait(agentWriting: boolean): 'writing' | 'opening' | null {
  const [opening, setOpening] = useState(false);
  const wasWriting = useRef(agentWriting);
  useEffect(() => {
    const ended = wasWriting.current && !agentWriting;
    wasWriting.current = agentWriting;
    if (agentWriting) return setOpening(false);
    if (!ended) return undefined;
    setOpening(true);
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 300));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setOpening(false), { timeout: IDLE_WAIT_MS });
    return () => cancel(handle);
  }, [agentWriting]);
  return agentWriting ? 'writing' : opening ? 'opening' : null;
}

/** The active file while the agent writes it: its text, read-only, and why the editor is not open yet. */
function AgentWritingView({ text, note }: { text: string; note: string }) {
  return (
    <div className={classes.agentWriting} data-testid="frontend-editor-agent-writing">
      <Group gap={8} className={classes.agentWritingNote} wrap="nowrap">
        <IconSparkles size={14} color="var(--mantine-color-storm-3)" aria-hidden />
        <Text size="xs" c="dimmed">{note}</Text>
      </Group>
      <pre className={classes.agentWritingText}>{text}</pre>
    </div>
  );
}
