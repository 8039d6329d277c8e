import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { selectVibecode, type VibecodeState } from '../vibecodeSlice';

/** The workbench state, the dispatcher, and a (stable) reader of the newest state for async flows. */
export function useVibecodeState(): { state: VibecodeState; dispatch: ReturnType<typeof useAppDispatch>; latest: () => VibecodeState } {
  const state = useAppSelector(selectVibecode);
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const latest = useCallback(() => selectVibecode(store.getState()), [store]);
  return { state, dispatch, latest };
}
