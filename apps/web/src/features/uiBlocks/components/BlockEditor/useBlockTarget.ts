import { useEffect, useState, type RefObject } from 'react';
import type { editor } from 'monaco-editor';
import { blockAt, type BlockUsage, type TextEdit } from '../../jsxBlocks';

/** Where the block editor writes: the code, the cursor, and the block usage under it (if any). */
export type BlockTarget = { readonly code: string; readonly offset: number; readonly line: number; readonly usage: BlockUsage | null };

const targetOf = (instance: editor.IStandaloneCodeEditor): BlockTarget | null => {
  const model = instance.getModel();
  const position = instance.getPosition();
  // Blocks are JSX: a stylesheet or a .ts file has no place for them.
  if (!model || !position || !/\.(tsx|jsx)$/.test(model.uri.path)) return null;
  const code = model.getValue();
  const offset = model.getOffsetAt(position);
  return { code, offset, line: position.lineNumber, usage: blockAt(code, offset) };
};

/** The editor's target while `active` (null unless a .tsx or .jsx file is open), followed as the cursor moves and the code changes. */
export function useBlockTarget(editorRef: RefObject<editor.IStandaloneCodeEditor | null>, active: boolean): BlockTarget | null {
  const [target, setTarget] = useState<BlockTarget | null>(null);
  useEffect(() => {
    const instance = editorRef.current;
    if (!active || !instance) {
      setTarget(null);
      return undefined;
    }
    const update = () => setTarget(targetOf(instance));
    update();
    const listeners = [instance.onDidChangeCursorPosition(update), instance.onDidChangeModelContent(update), instance.onDidChangeModel(update)];
    return () => listeners.forEach((listener) => listener.dispose());
  }, [editorRef, active]);
  return target;
}

/** Writes the edits into the editor between undo stops (one Ctrl+Z takes them back), the cursor at `cursor` of the edited code. */
export const writeEdits = (instance: editor.IStandaloneCodeEditor, edits: readonly TextEdit[], cursor: number): void => {
  const model = instance.getModel();
  if (!model) return;
  const operations = edits.map((edit) => {
    const start = model.getPositionAt(edit.start);
    const end = model.getPositionAt(edit.end);
    return { range: { startLineNumber: start.lineNumber, startColumn: start.column, endLineNumber: end.lineNumber, endColumn: end.column }, text: edit.text, forceMoveMarkers: true };
  });
  instance.pushUndoStop();
  instance.executeEdits('ui-blocks', operations);
  instance.pushUndoStop();
  const position = model.getPositionAt(cursor);
  instance.setPosition(position);
  instance.revealPositionInCenter(position);
};
