import type { editor } from 'monaco-editor';

/** What the assistant needs of the code editor. */
export type AssistantEditor = Pick<editor.IStandaloneCodeEditor, 'getSelection' | 'executeEdits' | 'pushUndoStop' | 'focus'>;

export type EditMode = 'insert' | 'replace';

const SOURCE = 'code-assistant';

/**
 * Puts `code` into the editor through executeEdits between undo stops, so one Ctrl+Z takes it back out:
 * 'insert' at the cursor (a selection stays as it is), 'replace' over the selection (at the cursor when
 * nothing is selected). Returns false when the editor has no cursor (no file open).
 */
export function putIntoEditor(target: AssistantEditor, code: string, mode: EditMode): boolean {
  const selection = target.getSelection();
  if (!selection) return false;
  const { positionLineNumber: line, positionColumn: column } = selection;
  const range =
    mode === 'replace'
      ? { startLineNumber: selection.startLineNumber, startColumn: selection.startColumn, endLineNumber: selection.endLineNumber, endColumn: selection.endColumn }
      : { startLineNumber: line, startColumn: column, endLineNumber: line, endColumn: column };
  target.pushUndoStop();
  target.executeEdits(SOURCE, [{ range, text: code, forceMoveMarkers: true }]);
  target.pushUndoStop();
  target.focus();
  return true;
}
