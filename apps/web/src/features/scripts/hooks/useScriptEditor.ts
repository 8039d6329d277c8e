import { useCallback, useEffect, useReducer } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { errorMessage } from '../../../api/apiError';
import { useToast } from '../../toasts';
import { bufferReducer, changedElsewhere, isDirty } from '../../assetEditor/scriptBuffer';
import { useGetScriptQuery, useParseScriptMutation } from '../scriptsApi';

/** The selected script's server copy, the unsaved buffer over it, and Save (save + parse). */
export function useScriptEditor(gameId: string, selectedId: string | null) {
  const [buffers, dispatch] = useReducer(bufferReducer, {});
  const { data: script, isLoading, isError } = useGetScriptQuery(selectedId ?? skipToken);
  const [parseScript, parseState] = useParseScriptMutation();
  const toast = useToast();
  // A stale copy of another script may show while the selected one loads.
  const current = script && script.id === selectedId ? script : undefined;
  const buffer = current ? buffers[current.id] : undefined;

  useEffect(() => {
    if (current) dispatch({ type: 'server', id: current.id, content: current.content });
  }, [current]);

  const setText = useCallback((text: string) => {
    if (selectedId) dispatch({ type: 'edit', id: selectedId, text });
  }, [selectedId]);

  const reload = useCallback(() => {
    if (current) dispatch({ type: 'reload', id: current.id, content: current.content });
  }, [current]);

  const save = useCallback(async () => {
    if (!current || !buffer) return;
    const content = buffer.text;
    dispatch({ type: 'sent', id: current.id, content });
    const result = await parseScript({ gameId, scriptId: current.id, content });
    if (result.error) toast.show({ title: 'Failed to save script', message: errorMessage(result.error), color: 'red' });
    else dispatch({ type: 'saved', id: current.id, sent: content, content: result.data.script.content });
  }, [current, buffer, gameId, parseScript, toast]);

  const dirtyIds = Object.keys(buffers).filter((id) => isDirty(buffers[id]));
  return {
    script: current,
    text: buffer?.text ?? current?.content ?? '',
    dirty: isDirty(buffer),
    dirtyIds,
    changedElsewhere: changedElsewhere(buffer, current?.content),
    loading: isLoading || (selectedId !== null && !current && !isError),
    loadFailed: isError,
    saving: parseState.isLoading,
    setText,
    reload,
    save,
    forget: (id: string) => dispatch({ type: 'drop', id }),
  };
}
