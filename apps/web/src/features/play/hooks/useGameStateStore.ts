import type { EntityState, ParentToFrameMessage } from '@tempest/game-sdk/protocol';
import { useEffect, useRef, type Dispatch } from 'react';
import { ecsUpdate } from '../frameMessages';
import { createGameStateStore, type GameStateSnapshot, type GameStateStore } from '../gameStateStore';
import { entitiesSet, type GameViewAction, type GameViewState } from '../gameViewSlice';

declare global {
  interface Window {
    /** The open game view's entity state, for debugging and scripting (README, Debugging a game). */
    tempestGameState?: GameStateStore;
  }
}

const gameState = createGameStateStore();

type Options = {
  gameId: string;
  state: GameViewState;
  dispatch: Dispatch<GameViewAction>;
  post: (message: ParentToFrameMessage) => void;
};

/** Puts the game view behind `window.tempestGameState` while it is open (the newest open view wins). */
export function useGameStateStore({ gameId, state, dispatch, post }: Options) {
  const current = useRef<GameStateSnapshot>({ gameId, sessionId: state.sessionId, entities: state.entities });
  const write = useRef<(entities: EntityState) => void>(() => {});
  // A write shows at once in getState (the view re-renders later), in the view, and in the game.
  useEffect(() => {
    write.current = (entities: EntityState) => {
      current.current = { ...current.current, entities };
      dispatch(entitiesSet(entities));
      post(ecsUpdate(entities));
    };
  }, [dispatch, post]);

  useEffect(() => {
    window.tempestGameState = gameState.store;
    return gameState.attach({ read: () => current.current, write: (entities) => write.current(entities) });
  }, []);

  // The game, a game action or a restore changed the state: the store's subscribers hear of it.
  useEffect(() => {
    const before = current.current;
    if (before.entities === state.entities && before.sessionId === state.sessionId) return;
    current.current = { gameId, sessionId: state.sessionId, entities: state.entities };
    gameState.changed();
  }, [gameId, state.entities, state.sessionId]);
}
