import { useCallback, type RefObject } from 'react';
import { CodeAssistantPanel } from '../../../codeAssistant/components/CodeAssistantPanel/CodeAssistantPanel';
import { putIntoEditor, type AssistantEditor, type EditMode } from '../../../codeAssistant/editorEdits';
import type { CodeAssistant } from '../../../codeAssistant/hooks/useCodeAssistant';
import { frontendActions as a } from '../../frontendSlice';
import { useFrontendState } from '../../hooks/useFrontendState';
import { useNarrowPane } from '../WorkbenchPanes/WorkbenchPanes';

type WorkbenchAssistantProps = {
  assistant: CodeAssistant;
  editorRef: RefObject<AssistantEditor | null>;
  narrow: boolean;
};

/**
 * The code assistant of the workbench: it is sent the open file, and puts code into that file's editor (on a
 * narrow screen the code pane is shown then, so the creator sees where it went).
 */
export function WorkbenchAssistant({ assistant, editorRef, narrow }: WorkbenchAssistantProps) {
  const { state, dispatch, latest } = useFrontendState();
  const [, choosePane] = useNarrowPane();
  const file = state.activeFile;
  const currentCode = useCallback(() => {
    const { files, activeFile } = latest();
    return files.find((f) => f.filename === activeFile)?.content ?? '';
  }, [latest]);
  const put = useCallback(
    (code: string, mode: EditMode) => {
      const target = editorRef.current;
      if (!target || !putIntoEditor(target, code, mode)) return;
      if (narrow) choosePane('code');
    },
    [editorRef, narrow, choosePane],
  );
  return (
    <CodeAssistantPanel assistant={assistant} file={file} currentCode={currentCode} onPut={file === null ? null : put}
      onClose={narrow ? undefined : () => dispatch(a.assistantToggled())} />
  );
}
