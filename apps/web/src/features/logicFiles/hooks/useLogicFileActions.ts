import type { LogicFile } from '@tempest/contracts';
import { useAssetDialog } from '../../assetEditor/hooks/useAssetDialog';
import { useCreateLogicFileMutation, useDeleteLogicFileMutation, useUpdateLogicFileMutation } from '../logicFilesApi';

/** A new logic file is prose for the agent (its rules written down): Markdown, until the creator picks another language. */
export const NEW_LOGIC_FILE_LANGUAGE = 'markdown';

export type LogicFileDialog = { kind: 'create' } | { kind: 'rename'; file: LogicFile } | { kind: 'delete'; file: LogicFile } | null;

type Options = { gameId: string; selectedId: string | null; onSelect: (id: string | null) => void; onDeleted: (id: string) => void };

/** Create, rename and delete, each behind its dialog; a refusal keeps the dialog open and shows why. */
export function useLogicFileActions({ gameId, selectedId, onSelect, onDeleted }: Options) {
  const { dialog, setDialog, run } = useAssetDialog<NonNullable<LogicFileDialog>>();
  const [create, createState] = useCreateLogicFileMutation();
  const [update, updateState] = useUpdateLogicFileMutation();
  const [remove, removeState] = useDeleteLogicFileMutation();

  const submitName = async (name: string) => {
    if (dialog?.kind === 'create') {
      const written = await run('Failed to create logic file', create({ gameId, name, language: NEW_LOGIC_FILE_LANGUAGE }));
      if (written) onSelect(written.file.id);
    } else if (dialog?.kind === 'rename') {
      await run('Failed to rename logic file', update({ gameId, fileId: dialog.file.id, name }));
    }
  };

  const confirmDelete = async () => {
    if (dialog?.kind !== 'delete') return;
    const { id } = dialog.file;
    const done = await run('Failed to delete logic file', remove({ gameId, fileId: id }));
    if (!done) return;
    onDeleted(id);
    if (selectedId === id) onSelect(null);
  };

  return { dialog, setDialog, submitName, confirmDelete, busy: createState.isLoading || updateState.isLoading || removeState.isLoading };
}
