import { useEffect, useMemo, useReducer } from 'react';
import { errorMessage } from '../../../api/apiError';
import { useToast } from '../../toasts';
import { bufferReducer, changedElsewhere, isDirty } from '../../assetEditor/scriptBuffer';
import { useEditPromptMutation } from '../promptsApi';
import type { Prompt } from '@tempest/contracts';
import type { PromptFields } from '../promptTypes';

// The form is kept as one string so the script editor's buffer rules (clean → follow the server,
// dirty → keep and warn, own save → saved) apply unchanged.
const serialize = (f: PromptFields) => JSON.stringify([f.name, f.description, f.content]);
function parse(text: string): PromptFields {
  const [name = '', description = '', content = ''] = JSON.parse(text) as string[];
  return { name, description, content };
}

/** The server's rule (docs/api-assets.md): names are lowercased and trimmed, 'untitled prompt' when empty. */
function normalizePromptName(name: string): string {
  return name.trim().toLowerCase() || 'untitled prompt';
}

/** The selected prompt's form over its server copy, and Save. */
export function usePromptEditor(gameId: string, prompt: Prompt | undefined) {
  const [buffers, dispatch] = useReducer(bufferReducer, {});
  const [editPrompt, editState] = useEditPromptMutation();
  const toast = useToast();
  const server = useMemo(() => (prompt ? serialize(prompt) : undefined), [prompt]);
  const id = prompt?.id;
  const buffer = id ? buffers[id] : undefined;

  useEffect(() => {
    if (id && server !== undefined) dispatch({ type: 'server', id, content: server });
  }, [id, server]);

  const fields = useMemo(() => (buffer ? parse(buffer.text) : prompt ?? { name: '', description: '', content: '' }), [buffer, prompt]);

  // Plain functions: they read `fields`, which changes on every keystroke, so memoizing buys nothing.
  const setFields = (patch: Partial<PromptFields>) => {
    if (id) dispatch({ type: 'edit', id, text: serialize({ ...fields, ...patch }) });
  };

  const save = async () => {
    if (!id) return;
    const sent = serialize(fields);
    dispatch({ type: 'sent', id, content: sent });
    const result = await editPrompt({ gameId, id, ...fields, name: normalizePromptName(fields.name) });
    if (result.error) toast.show({ title: 'Failed to update prompt', message: errorMessage(result.error), color: 'red' });
    else dispatch({ type: 'saved', id, sent, content: serialize(result.data.data) });
  };

  return {
    fields,
    dirty: isDirty(buffer),
    dirtyIds: Object.keys(buffers).filter((key) => isDirty(buffers[key])),
    changedElsewhere: changedElsewhere(buffer, server),
    saving: editState.isLoading,
    setFields,
    save,
    reload: () => id && server !== undefined && dispatch({ type: 'reload', id, content: server }),
    forget: (key: string) => dispatch({ type: 'drop', id: key }),
  };
}
