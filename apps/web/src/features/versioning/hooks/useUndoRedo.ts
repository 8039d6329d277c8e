import { useCallback, useEffect } from 'react';
import { errorMessage } from '../../../api/apiError';
import { requestGameRestart } from '../../play/windowEvents';
import { useToast } from '../../toasts';
import { shortcutOf } from '../versioningFormat';
import { useGetUndoStackQuery, useRedoMutation, useUndoMutation } from '../versioningApi';

/** Typing targets keep their own undo: inputs, text areas, contenteditable and the Monaco editor. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, .monaco-editor, [contenteditable="true"]')) return true;
  return false;
}

/**
 * The caller's undo stack for the game, the two actions, and Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z. A second set of
 * buttons on the page (an editor's own) passes `shortcuts: false`, so one key press undoes once.
 */
export function useUndoRedo(gameId: string, { shortcuts = true }: { shortcuts?: boolean } = {}) {
  const { data: stack } = useGetUndoStackQuery(gameId);
  const [undoMutation, undoState] = useUndoMutation();
  const [redoMutation, redoState] = useRedoMutation();
  const toast = useToast();
  const busy = undoState.isLoading || redoState.isLoading;

  const run = useCallback(
    async (which: 'undo' | 'redo') => {
      const result = await (which === 'undo' ? undoMutation(gameId) : redoMutation(gameId));
      if ('error' in result && result.error) {
        toast.show({ title: which === 'undo' ? 'Undo failed' : 'Redo failed', message: errorMessage(result.error), color: 'red' });
        return;
      }
      // The running preview keeps the state it started with (entities, scripts): a new session plays the undone one.
      requestGameRestart(gameId);
    },
    [gameId, undoMutation, redoMutation, toast],
  );
  const canUndo = Boolean(stack?.canUndo) && !busy;
  const canRedo = Boolean(stack?.canRedo) && !busy;

  useEffect(() => {
    if (!shortcuts) return;
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action || isTypingTarget(event.target)) return;
      event.preventDefault();
      if (action === 'undo' ? canUndo : canRedo) void run(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canUndo, canRedo, run, shortcuts]);

  return { stack, canUndo, canRedo, undo: () => run('undo'), redo: () => run('redo') };
}
