import { useCallback } from 'react';
import { errorMessage } from '../../../api/apiError';
import { useToast } from '../../toasts';
import { addFile, deleteFile, has, renameFile, type ProjectFiles } from '../fileActions';
import { starterContent } from '../starterContent';
import { useUpdateFrontendFileMutation } from '../frontendApi';
import { frontendActions as a } from '../frontendSlice';
import type { UpdateFileRequest } from '../frontendTypes';
import { useFrontendState } from './useFrontendState';

type Kind = 'add' | 'rename' | 'delete';

/**
 * Add, rename and delete (docs/api-frontends.md, The workbench in the studio: Files): each is applied at once,
 * sent to update-file, and undone if the server refuses ('Failed to add file: …'). A local refusal is
 * reported the same way.
 */
export function useFileActions(gameId: string) {
  const { dispatch, latest } = useFrontendState();
  const [updateFile] = useUpdateFrontendFileMutation();
  const toast = useToast();

  const run = useCallback(async (kind: Kind, rule: (files: ProjectFiles) => ProjectFiles, local: () => void, request: Omit<UpdateFileRequest, 'gameId' | 'frontend_id'> | null) => {
    const s = latest();
    const before = { files: s.files, activeFile: s.activeFile, entryPoint: s.entryPoint, isDirty: s.isDirty };
    const fail = (message: string) => toast.show({ title: `Failed to ${kind} file: ${message}`, color: 'red' });
    try {
      rule(before);
    } catch (e) {
      fail(e instanceof Error ? e.message : String(e));
      return;
    }
    local();
    // Without a project on the server yet (or a file it has not stored), the next save carries the change.
    if (!s.frontendId || !request) return;
    try {
      const result = await updateFile({ gameId, frontend_id: s.frontendId, ...request }).unwrap();
      if (result.file) dispatch(a.fileStored(result.file));
    } catch (e) {
      dispatch(a.filesRestored(before));
      fail(errorMessage(e));
    }
  }, [gameId, latest, dispatch, updateFile, toast]);

  const add = useCallback((filename: string) => {
    const name = filename.trim();
    if (name === '' || has(latest(), name)) return; // an existing name is ignored
    const content = starterContent(name);
    void run('add', (f) => addFile(f, name, content), () => dispatch(a.fileAdded({ filename: name, content })), { filename: name, content });
  }, [run, latest, dispatch]);

  const rename = useCallback((from: string, to: string) => {
    const name = to.trim();
    const file = latest().files.find((f) => f.filename === from);
    if (!file || name === '' || name === from) return;
    void run('rename', (f) => renameFile(f, from, name), () => dispatch(a.fileRenamed({ from, to: name })),
      file.id ? { file_id: file.id, filename: name, content: file.content } : null);
  }, [run, latest, dispatch]);

  const remove = useCallback((filename: string) => {
    const file = latest().files.find((f) => f.filename === filename);
    if (!file) return;
    void run('delete', (f) => deleteFile(f, filename), () => dispatch(a.fileDeleted(filename)),
      file.id ? { file_id: file.id, filename, content: null } : null);
  }, [run, latest, dispatch]);

  return { add, rename, remove };
}
