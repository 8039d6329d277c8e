import { useCallback, useEffect, useReducer, useState } from 'react';
import type { LogicFile } from '@tempest/contracts';
import { errorMessage } from '../../../api/apiError';
import { useToast } from '../../toasts';
import { bufferReducer, changedElsewhere, isDirty } from '../../assetEditor/scriptBuffer';
import { useUpdateLogicFileMutation } from '../logicFilesApi';

/**
 * The selected logic file's server copy (from the game's list), the unsaved buffer over it, Save (its code)
 * and the language (saved at once). Buffers are kept per file while the panel is open.
 */
export function useLogicFileEditor(gameId: string, files: LogicFile[], selectedId: string | null) {
  const [buffers, dispatch] = useReducer(bufferReducer, {});
  const [update] = useUpdateLogicFileMutation();
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const file = files.find((f) => f.id === selectedId);
  const buffer = file ? buffers[file.id] : undefined;

  useEffect(() => {
    for (const f of files) if (f.id === selectedId || buffers[f.id]) dispatch({ type: 'server', id: f.id, content: f.content });
    // `buffers` is left out on purpose: a server copy is applied when it arrives, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [files, selectedId]);

  const setText = useCallback((text: string) => {
    if (selectedId) dispatch({ type: 'edit', id: selectedId, text });
  }, [selectedId]);

  const reload = useCallback(() => {
    if (file) dispatch({ type: 'reload', id: file.id, content: file.content });
  }, [file]);

  const save = useCallback(async () => {
    if (!file || !buffer || !isDirty(buffer)) return;
    const content = buffer.text;
    dispatch({ type: 'sent', id: file.id, content });
    setSaving(true);
    const result = await update({ gameId, fileId: file.id, content });
    setSaving(false);
    if (result.error) toast.show({ title: 'Failed to save logic file', message: errorMessage(result.error), color: 'red' });
    else dispatch({ type: 'saved', id: file.id, sent: content, content: result.data.file.content });
  }, [file, buffer, gameId, update, toast]);

  const setLanguage = useCallback(async (language: string) => {
    if (!file || language === file.language) return;
    const result = await update({ gameId, fileId: file.id, language });
    if (result.error) toast.show({ title: 'Failed to change the language', message: errorMessage(result.error), color: 'red' });
  }, [file, gameId, update, toast]);

  return {
    file,
    text: buffer?.text ?? file?.content ?? '',
    dirty: isDirty(buffer),
    dirtyIds: Object.keys(buffers).filter((id) => isDirty(buffers[id])),
    changedElsewhere: changedElsewhere(buffer, file?.content),
    saving,
    setText,
    reload,
    save,
    setLanguage,
    forget: (id: string) => dispatch({ type: 'drop', id }),
  };
}
