import { useCallback } from 'react';
import { errorMessage } from '../../../api/apiError';
import { useToast } from '../../toasts';
import { filesToMove } from '../fileMoves';
import { useBulkMoveFrontendFilesMutation, useMoveFrontendFileMutation } from '../frontendApi';
import { frontendActions as a } from '../frontendSlice';
import { useFrontendState } from './useFrontendState';

/**
 * Moves files to an explorer folder (docs/api-frontends.md, The workbench in the studio: Files): shown at
 * once, sent to move (one file) or bulk-move (several), and put back if the server refuses ('Failed to move
 * files: …'). Answers whether the files are in the folder now.
 */
export function useFileMoves(gameId: string) {
  const { dispatch, latest } = useFrontendState();
  const [moveOne] = useMoveFrontendFileMutation();
  const [moveMany] = useBulkMoveFrontendFilesMutation();
  const toast = useToast();

  return useCallback(async (filenames: string[], folder: string): Promise<boolean> => {
    const s = latest();
    const moving = filesToMove(s.files, filenames, folder);
    const title = filenames.length === 1 ? 'Failed to move file' : 'Failed to move files';
    if (moving.length === 0) return true;
    const unsaved = moving.find((f) => !f.id);
    if (unsaved) {
      toast.show({ title: `${title}: ${unsaved.filename} is not saved yet`, color: 'red' });
      return false;
    }
    const before = { files: s.files, activeFile: s.activeFile, entryPoint: s.entryPoint, isDirty: s.isDirty };
    dispatch(a.filesMoved({ filenames: moving.map((f) => f.filename), folder_path: folder }));
    try {
      if (moving.length === 1) await moveOne({ gameId, fileId: moving[0].id!, folder_path: folder }).unwrap();
      else await moveMany({ gameId, file_ids: moving.map((f) => f.id!), folder_path: folder }).unwrap();
      return true;
    } catch (e) {
      dispatch(a.filesRestored(before));
      toast.show({ title: `${title}: ${errorMessage(e)}`, color: 'red' });
      return false;
    }
  }, [gameId, latest, dispatch, moveOne, moveMany, toast]);
}
