import { useAssetDialog } from '../../assetEditor/hooks/useAssetDialog';
import type { Script } from '@tempest/contracts';
import { useCloneScriptMutation, useCreateScriptMutation, useDeleteScriptMutation, useRenameScriptMutation } from '../scriptsApi';

export type ScriptDialog =
  | { kind: 'create' }
  | { kind: 'rename'; script: Script }
  | { kind: 'clone'; script: Script }
  | { kind: 'delete'; script: Script }
  | null;

type Options = { gameId: string; selectedId: string | null; onSelect: (id: string | null) => void; onDeleted: (id: string) => void };

/** Create, rename, clone and delete, each behind its dialog; failures become toasts. */
export function useScriptActions({ gameId, selectedId, onSelect, onDeleted }: Options) {
  const { dialog, setDialog, run } = useAssetDialog<NonNullable<ScriptDialog>>();
  const [create, createState] = useCreateScriptMutation();
  const [rename, renameState] = useRenameScriptMutation();
  const [clone, cloneState] = useCloneScriptMutation();
  const [remove, removeState] = useDeleteScriptMutation();

  const submitName = async (name: string) => {
    if (dialog?.kind === 'create') {
      const written = await run('Failed to create script', create({ gameId, name }));
      if (written) onSelect(written.script.id);
    } else if (dialog?.kind === 'rename') {
      await run('Failed to rename script', rename({ gameId, scriptId: dialog.script.id, name }));
    } else if (dialog?.kind === 'clone') {
      const written = await run('Failed to clone script', clone({ gameId, scriptId: dialog.script.id, name }));
      if (written) onSelect(written.script.id);
    }
  };

  const confirmDelete = async () => {
    if (dialog?.kind !== 'delete') return;
    const { id } = dialog.script;
    const done = await run('Failed to delete script', remove({ gameId, scriptId: id }));
    if (!done) return;
    onDeleted(id);
    if (selectedId === id) onSelect(null);
  };

  return {
    dialog,
    setDialog,
    submitName,
    confirmDelete,
    busy: createState.isLoading || renameState.isLoading || cloneState.isLoading || removeState.isLoading,
  };
}
