import type { ParentToFrameMessage } from '@tempest/game-sdk/protocol';
import { useEffect, useEffectEvent, type Dispatch } from 'react';
import { ecsInit } from '../frameMessages';
import { entitiesSet, type GameViewAction, type GameViewState } from '../gameViewSlice';
import { concernsGame, GAME_EVENTS, RESIZE_DEBOUNCE_MS, restoredEntities } from '../windowEvents';

type Options = {
  gameId: string;
  state: GameViewState;
  dispatch: Dispatch<GameViewAction>;
  post: (message: ParentToFrameMessage) => void;
  restart: () => void;
};

const detailOf = (event: Event): unknown => (event instanceof CustomEvent ? event.detail : undefined);

/** Window events (docs/api-frontends.md, The game view in the studio): restart, checkpoint restores, and the debounced resize. */
export function useGameWindowEvents({ gameId, state, dispatch, post, restart }: Options) {
  const onRestart = useEffectEvent((event: Event) => {
    if (concernsGame(detailOf(event), gameId)) restart();
  });

  const onRestored = useEffectEvent((event: Event) => {
    const restored = restoredEntities(detailOf(event));
    if (restored) dispatch(entitiesSet(restored));
    post(ecsInit({ entities: restored ?? state.entities, startError: null }, true));
  });

  useEffect(() => {
    const restartListener = (event: Event) => onRestart(event);
    const restoreListener = (event: Event) => onRestored(event);
    window.addEventListener(GAME_EVENTS.restart, restartListener);
    window.addEventListener(GAME_EVENTS.timelineCheckpointRestored, restoreListener);
    window.addEventListener(GAME_EVENTS.checkpointRestored, restoreListener);
    return () => {
      window.removeEventListener(GAME_EVENTS.restart, restartListener);
      window.removeEventListener(GAME_EVENTS.timelineCheckpointRestored, restoreListener);
      window.removeEventListener(GAME_EVENTS.checkpointRestored, restoreListener);
    };
  }, []);

  // Re-dispatch resize after 100 ms of quiet, so layouts that measure on resize settle (the
  // re-dispatched event itself is not debounced again).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let redispatching = false;
    const onResize = () => {
      if (redispatching) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        redispatching = true;
        try {
          window.dispatchEvent(new Event('resize'));
        } finally {
          redispatching = false;
        }
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
}
