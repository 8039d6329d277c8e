import { useEffect, useMemo, useReducer } from 'react';
import { errorMessage } from '../../../api/apiError';
import { useToast } from '../../toasts';
import { bufferReducer, changedElsewhere, isDirty } from '../../assetEditor/scriptBuffer';
import { toDraft, toSaveBody } from '../toolDraft';
import { useSaveToolMutation } from '../toolsApi';
import type { Tool } from '@tempest/contracts';
import type { ToolDraft } from '../toolTypes';

// The draft is kept as one canonical string so the script editor's buffer rules apply unchanged.
const serialize = (draft: ToolDraft) => JSON.stringify(draft);
const parse = (text: string) => JSON.parse(text) as ToolDraft;

/** The selected tool's draft over its server copy, and Save. */
export function useToolEditor(gameId: string, tool: Tool | undefined) {
  const [buffers, dispatch] = useReducer(bufferReducer, {});
  const [saveTool, saveState] = useSaveToolMutation();
  const toast = useToast();
  const server = useMemo(() => (tool ? serialize(toDraft(tool)) : undefined), [tool]);
  const id = tool?.id;
  const buffer = id ? buffers[id] : undefined;

  useEffect(() => {
    if (id && server !== undefined) dispatch({ type: 'server', id, content: server });
  }, [id, server]);

  const draft = useMemo<ToolDraft>(() => (buffer ? parse(buffer.text) : tool ? toDraft(tool) : { name: '', description: '', fields: [] }), [buffer, tool]);

  // Plain functions: they read `draft`, which changes on every keystroke, so memoizing buys nothing.
  const setDraft = (patch: Partial<ToolDraft>) => {
    if (id) dispatch({ type: 'edit', id, text: serialize({ ...draft, ...patch }) });
  };

  const save = async () => {
    if (!id) return;
    const sent = serialize(draft);
    dispatch({ type: 'sent', id, content: sent });
    const result = await saveTool({ gameId, tool: { id, ...toSaveBody(draft) } });
    if (result.error) toast.show({ title: 'Failed to update tool', message: errorMessage(result.error), color: 'red' });
    else dispatch({ type: 'saved', id, sent, content: serialize(toDraft(result.data.data)) });
  };

  return {
    draft,
    dirty: isDirty(buffer),
    dirtyIds: Object.keys(buffers).filter((key) => isDirty(buffers[key])),
    changedElsewhere: changedElsewhere(buffer, server),
    saving: saveState.isLoading,
    setDraft,
    save,
    reload: () => id && server !== undefined && dispatch({ type: 'reload', id, content: server }),
    forget: (key: string) => dispatch({ type: 'drop', id: key }),
  };
}
