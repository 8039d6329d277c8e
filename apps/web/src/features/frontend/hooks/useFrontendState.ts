import { useCallback } from 'react';
import { shallowEqual, useStore } from 'react-redux';
import { useAppDispatch, useAppSelector, type RootState } from '../../../app/hooks';
import { selectWorkbenchRequests } from '../frontendApi';
import { selectFrontend, type FrontendState } from '../frontendSlice';

/** The workbench as its components see it: the slice's UI state and whether a compile or save is in flight. */
export type WorkbenchView = FrontendState & { isBuilding: boolean; isSaving: boolean };

const viewOf = (root: RootState): WorkbenchView => {
  const ui = selectFrontend(root);
  return { ...ui, ...selectWorkbenchRequests(root, ui.gameId) };
};

/** The workbench state, the dispatcher, and a (stable) reader of the newest state for async flows. */
export function useFrontendState(): { state: WorkbenchView; dispatch: ReturnType<typeof useAppDispatch>; latest: () => WorkbenchView } {
  const state = useAppSelector(viewOf, shallowEqual);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const latest = useCallback(() => viewOf(store.getState()), [store]);
  return { state, dispatch, latest };
}
