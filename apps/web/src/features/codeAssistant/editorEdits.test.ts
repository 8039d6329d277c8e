import { describe, expect, it } from '@jest/globals';
import { putIntoEditor, type AssistantEditor } from './editorEdits';

/** A fake editor recording calls; its selection runs from line 2 col 3 to line 4 col 1, the cursor at the end. */
const fake = (selection: object | null) => {
  const calls: unknown[][] = [];
  const editor = {
    getSelection: () => selection,
    executeEdits: (...args: unknown[]) => (calls.push(['executeEdits', ...args]), true),
    pushUndoStop: () => (calls.push(['pushUndoStop']), true),
    focus: () => void calls.push(['focus']),
  } as unknown as AssistantEditor;
  return { editor, calls };
};
const SELECTION = { startLineNumber: 2, startColumn: 3, endLineNumber: 4, endColumn: 1, positionLineNumber: 4, positionColumn: 1 };

describe('putting the assistant\'s code into the editor', () => {
  it('inserts at the cursor between undo stops, so one undo takes it out', () => {
    const { editor, calls } = fake(SELECTION);
    expect(putIntoEditor(editor, 'x()', 'insert')).toBe(true);
    expect(calls).toEqual([
      ['pushUndoStop'],
      ['executeEdits', 'code-assistant', [{ range: { startLineNumber: 4, startColumn: 1, endLineNumber: 4, endColumn: 1 }, text: 'x()', forceMoveMarkers: true }]],
      ['pushUndoStop'],
      ['focus'],
    ]);
  });

  it('replaces the selection', () => {
    const { editor, calls } = fake(SELECTION);
    putIntoEditor(editor, 'y', 'replace');
    expect(calls[1]).toEqual(['executeEdits', 'code-assistant', [{ range: { startLineNumber: 2, startColumn: 3, endLineNumber: 4, endColumn: 1 }, text: 'y', forceMoveMarkers: true }]]);
  });

  it('does nothing without a cursor', () => {
    const { editor, calls } = fake(null);
    expect(putIntoEditor(editor, 'z', 'insert')).toBe(false);
    expect(calls).toEqual([]);
  });
});
