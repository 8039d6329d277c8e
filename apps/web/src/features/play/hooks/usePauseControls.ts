import type { ParentToFrameMessage } from '@tempest/game-sdk/protocol';
import { useCallback, useEffect, useEffectEvent, type Dispatch } from 'react';
import { pausedSet, type GameViewAction } from '../gameViewSlice';
import { isPauseToggleKey, type KeyTarget } from '../keyboard';

type Options = {
  isPaused: boolean;
  enabled: boolean;
  dispatch: Dispatch<GameViewAction>;
  post: (message: ParentToFrameMessage) => void;
};

/** Pause/resume: tells the frame (PAUSE_STATE); R, P or Space toggle it unless the user is typing. */
export function usePauseControls({ isPaused, enabled, dispatch, post }: Options) {
  const setPaused = useCallback(
    (next: boolean) => {
      dispatch(pausedSet(next));
      post({ type: 'PAUSE_STATE', isPaused: next });
    },
    [dispatch, post],
  );
  const togglePause = useCallback(() => setPaused(!isPaused), [isPaused, setPaused]);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!enabled || event.defaultPrevented) return;
    const target = event.target instanceof Element ? (event.target as KeyTarget & Element) : null;
    if (!isPauseToggleKey({ ...pick(event), target })) return;
    event.preventDefault();
    togglePause();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return { togglePause, setPaused };
}

const pick = ({ key, ctrlKey, metaKey, altKey, repeat }: KeyboardEvent) => ({ key, ctrlKey, metaKey, altKey, repeat });
