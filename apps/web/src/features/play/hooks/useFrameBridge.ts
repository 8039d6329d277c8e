import type { EntityState, ParentToFrameMessage } from '@tempest/game-sdk/protocol';
import { useCallback, useEffect, useEffectEvent, type Dispatch, type RefObject } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { acceptFrameMessage, handleFrameMessage, type FrameEffect } from '../frameMessages';
import { mayFocusFrame, type KeyTarget } from '../keyboard';
import { runGameAction } from '../gameAction';
import { busySet, entitiesSet, type GameViewAction, type GameViewState } from '../gameViewSlice';
import { useGameActionMutation } from '../playApi';
import { debugActions } from '../../debug/debugSlice';
import { registerScreenshotTarget, resolveScreenshot } from '../screenshot';

type Options = {
  gameId: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  gameOrigin: string | null;
  state: GameViewState;
  dispatch: Dispatch<GameViewAction>;
  frameKey: string;
  /** A state the game reported while playing (the local timeline records it). */
  onStateUpdate?: (entities: EntityState) => void;
};

/** The message channel with the game frame (docs/api-frontends.md, The frame message protocol): receives, routes, runs the effects; `post` sends. */
export function useFrameBridge({ gameId, frameRef, gameOrigin, state, dispatch, frameKey, onStateUpdate }: Options) {
  const appDispatch = useAppDispatch();
  const [callGameAction] = useGameActionMutation();

  const post = useCallback(
    (message: ParentToFrameMessage) => {
      const target = frameRef.current?.contentWindow;
      if (target && gameOrigin) target.postMessage(message, gameOrigin);
    },
    [frameRef, gameOrigin],
  );

  const run = useEffectEvent((effect: FrameEffect) => {
    switch (effect.kind) {
      case 'post':
        return post(effect.message);
      case 'dispatch':
        return dispatch(effect.action);
      case 'console':
        return appDispatch(debugActions.logged({ gameId, sessionId: state.sessionId, entries: effect.entries }));
      case 'screenshot':
        return resolveScreenshot(effect.requestId, effect.dataUrl);
      case 'stateUpdate':
        return onStateUpdate?.(effect.entities);
      case 'gameAction':
        appDispatch(debugActions.playerActed({ gameId, action: effect.action }));
        return void runGameAction(effect, {
          sessionId: state.sessionId,
          call: (sessionId, action, args, actionId) => callGameAction({ sessionId, action, args, actionId }).unwrap(),
          busy: (waiting) => dispatch(busySet(waiting)),
          setEntities: (entities) => dispatch(entitiesSet(entities)),
          post,
          log: (entries) => appDispatch(debugActions.logged({ gameId, sessionId: state.sessionId, entries })),
        });
    }
  });

  const onMessage = useEffectEvent((event: MessageEvent) => {
    const message = acceptFrameMessage(event, frameRef.current?.contentWindow, gameOrigin);
    if (!message) return;
    const ctx = { entities: state.entities, isPaused: state.isPaused, startError: state.startError, frameKey };
    for (const effect of handleFrameMessage(message, ctx)) run(effect);
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  // The ready frame is where captureScreenshot() asks.
  const ready = state.readyFrame === frameKey;
  useEffect(() => (ready ? registerScreenshotTarget(gameId, post) : undefined), [ready, gameId, post]);

  // A ready frame takes the keyboard, so arrow keys reach the game (also after Restart, whose button
  // would otherwise keep the focus) — unless the user is typing elsewhere.
  useEffect(() => {
    if (ready && mayFocusFrame(document.activeElement as (KeyTarget & Element) | null)) frameRef.current?.focus();
  }, [ready, frameRef]);

  return { post, ready };
}
