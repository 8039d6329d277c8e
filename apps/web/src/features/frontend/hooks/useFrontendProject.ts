import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { errorMessage } from '../../../api/apiError';
import { useToast } from '../../toasts';
import { shouldApplySnapshot } from '../projectSnapshot';
import { useGetFrontendQuery, useListFrontendsQuery } from '../frontendApi';
import { frontendActions } from '../frontendSlice';
import { useFrontendState } from './useFrontendState';

/**
 * Loads the game's frontend project into the workbench and keeps it in step with the server: a new
 * server snapshot (after a save, another tab's or the agent's change) is applied only when the
 * workbench is not dirty and the snapshot differs.
 */
export function useFrontendProject(gameId: string) {
  const { state, dispatch, latest } = useFrontendState();
  const toast = useToast();
  const list = useListFrontendsQuery(gameId);
  const frontendId = state.frontendId ?? list.data?.[0]?.id ?? null;
  const project = useGetFrontendQuery(frontendId ? { gameId, frontendId } : skipToken);
  const reported = useRef(false);

  useEffect(() => {
    const data = project.data;
    if (!data || data.gameId !== gameId) return;
    const local = latest();
    if (local.isLoading || shouldApplySnapshot(local, data)) {
      dispatch(frontendActions.snapshotApplied({ frontendId: data.id, files: data.files, entryPoint: data.entryPoint, settings: data.settings }));
    }
  }, [project.data, gameId, dispatch, latest]);

  // A game without a project: the workbench starts empty (and seeds index.tsx).
  useEffect(() => {
    if (list.data && list.data.length === 0 && !frontendId) dispatch(frontendActions.loadingChanged(false));
  }, [list.data, frontendId, dispatch]);

  const error = list.error ?? project.error;
  useEffect(() => {
    if (!error || reported.current) return;
    reported.current = true;
    dispatch(frontendActions.loadFailed());
    toast.show({ title: 'Failed to load frontend', message: errorMessage(error), color: 'red' });
  }, [error, dispatch, toast]);

  return { loadFailed: Boolean(error), refetch: () => void (frontendId ? project.refetch() : list.refetch()) };
}
