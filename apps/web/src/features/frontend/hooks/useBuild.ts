import { useCallback, useRef } from 'react';
import { errorMessage } from '../../../api/apiError';
import { useToast } from '../../toasts';
import { hasLintIssues } from '../projectSnapshot';
import { useCompileFrontendMutation, useSaveFrontendMutation, workbenchRequest } from '../frontendApi';
import { frontendActions as a } from '../frontendSlice';
import { useFrontendState } from './useFrontendState';

type CompileOptions = { report?: boolean; reloadPreview?: boolean };

/** Why Save refuses after the project failed to load. */
export const LOAD_FAILED_SAVE = "The project's files did not load, so saving now would replace them. Reload the page, then save.";

const firstLine = (text: string | null) => (text ?? '').split('\n')[0].replace(/^Error:\s*/, '');

/** Compile, and Save (save then compile, one flow; docs/api-frontends.md, The workbench in the studio). */
export function useBuild(gameId: string) {
  const { dispatch, latest } = useFrontendState();
  // Fixed cache keys: every component of this game's workbench sees the same requests in flight.
  const [compileFrontend] = useCompileFrontendMutation(workbenchRequest.compile(gameId));
  const [saveFrontend] = useSaveFrontendMutation(workbenchRequest.save(gameId));
  const toast = useToast();
  // Only the newest compile's answer counts; an older one finishing late is dropped.
  const sequence = useRef(0);
  // The last 'Compilation failed' toast: a later successful build takes it down.
  const failureToast = useRef<number | null>(null);
  const reportFailure = useCallback((message: string) => {
    failureToast.current = toast.show({ title: 'Compilation failed', message, color: 'red' });
  }, [toast]);

  /**
   * Compiles the buffers; answers whether the build succeeded. `report` toasts a failure;
   * `reloadPreview` reloads the preview on success: with this build when the buffers hold unsaved edits
   * (spec 2: Compile previews what is in the editor), with the saved files otherwise.
   */
  const compile = useCallback(async ({ report = true, reloadPreview = report }: CompileOptions = {}): Promise<boolean> => {
    const s = latest();
    const saved = !s.isDirty && s.frontendId !== null;
    const refuse = (error: string) => {
      dispatch(a.buildFailed({ error, detail: null }));
      if (report) reportFailure(error);
      return false;
    };
    if (!gameId) return refuse('No game ID provided');
    if (s.files.length === 0 && !s.frontendId) return refuse('No files to compile');
    const mine = ++sequence.current;
    try {
      const result = await compileFrontend({
        gameId,
        files: s.files.map(({ filename, content }) => ({ filename, content })),
        entryPoint: s.entryPoint,
        settings: s.settings,
        useServerFiles: s.files.length === 0,
        ...(s.frontendId ? { frontendId: s.frontendId } : {}),
      }).unwrap();
      if (mine !== sequence.current) return result.success;
      if (result.success) {
        if (failureToast.current !== null) toast.dismiss(failureToast.current);
        failureToast.current = null;
        // Unsaved buffers are previewed by their build (the game origin serves it), saved files as they are.
        dispatch(a.buildSucceeded({ lintIssues: result.lintIssues, reloadPreview, previewBuild: saved ? null : result.buildId }));
        return true;
      }
      const error = result.error ?? 'Compilation failed';
      dispatch(a.buildFailed({ error, detail: result.errorDetail, lintIssues: result.lintIssues }));
      if (report) reportFailure(firstLine(error));
      return false;
    } catch (e) {
      if (mine !== sequence.current) return false;
      return refuse(errorMessage(e));
    }
  }, [gameId, latest, dispatch, compileFrontend, toast, reportFailure]);

  /** Saves the project (Prettier's output comes back into the buffers), then compiles it. */
  const save = useCallback(async (options: { quiet?: boolean } = {}): Promise<boolean> => {
    const s = latest();
    if (s.isSaving) return false;
    // A save names every file of the project: from a workbench that never read them it would delete them.
    if (s.loadFailed) {
      if (!options.quiet) toast.show({ title: 'Save failed', message: LOAD_FAILED_SAVE, color: 'red' });
      return false;
    }
    const sent = s.files.map(({ filename, content }) => ({ filename, content }));
    let stored = false;
    try {
      const result = await saveFrontend({
        gameId,
        ...(s.frontendId ? { id: s.frontendId } : {}),
        files: s.files.map(({ id, filename, content }) => (id ? { id, filename, content } : { filename, content })),
        entryPoint: s.entryPoint,
        settings: s.settings,
      }).unwrap();
      stored = true;
      dispatch(a.saveSucceeded({
        frontendId: result.frontendId ?? result.id,
        sentVersion: s.editVersion,
        sent,
        formattedFiles: result.formattedFiles ?? [],
        files: result.files ?? [],
      }));
      dispatch(a.lintReported(result.lintIssues ?? []));
      const built = await compile({ report: false, reloadPreview: true });
      if (!built) {
        toast.show({ title: 'Compilation failed after save', message: firstLine(latest().buildError), color: 'red' });
      } else if (hasLintIssues(result.lintSummary)) {
        const [title, ...details] = result.message.split('\n');
        toast.show({ title, message: details.join('\n') || undefined, color: result.lintSummary.error > 0 ? 'red' : 'yellow', duration: 8000 });
      }
      return true;
    } catch (e) {
      if (!stored) {
        if (!options.quiet) toast.show({ title: 'Save failed', message: errorMessage(e), color: 'red' });
      } else if (!options.quiet) {
        toast.show({ title: 'Save/compile failed', message: errorMessage(e), color: 'red' });
      }
      return false;
    }
  }, [gameId, latest, dispatch, saveFrontend, compile, toast]);

  return { compile, save };
}
