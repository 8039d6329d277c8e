import { keyCodeOf, type EntityState } from '@tempest/game-sdk/protocol';
import { useCallback, useRef } from 'react';
import { errorMessage } from '../../../api/apiError';
import { frameKeyOf, loadingText } from '../gameViewSlice';
import { onScreenKeysOf } from '../onScreenKeys';
import { useGetFrontendConfigQuery } from '../playApi';
import type { SaveOnItsVersion } from '../playTypes';
import { captureScreenshot } from '../screenshot';
import { useLocalTimeline } from '../../timeline/local/useLocalTimeline';
import { useFrameBridge } from './useFrameBridge';
import { useGameSession } from './useGameSession';
import { useGameStateStore } from './useGameStateStore';
import { useGameWindowEvents } from './useGameWindowEvents';
import { usePauseControls } from './usePauseControls';

export type GameViewOptions = {
  gameId: string;
  frontendId: string | null;
  canvas: boolean;
  checkpointId: string | null;
  /** A save played on the version it was made on (its creator checkpoint), from the save's entities. */
  save: SaveOnItsVersion | null;
  /** Time travel: the global position whose game is played (docs/api-replay.md). */
  momentPosition: string | null;
  reloadKey: number;
  onRestart?: () => void;
  onNewSession?: () => void;
};

/** Everything a game view does: session, frame channel, window events, pause keys. */
export function useGameView({ gameId, frontendId, canvas, checkpointId, save, momentPosition, reloadKey, onRestart, onNewSession }: GameViewOptions) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const config = useGetFrontendConfigQuery(undefined, { skip: !frontendId });
  const gameOrigin = config.data?.gameOrigin ?? null;
  const enabled = frontendId !== null;

  const { state, dispatch, restart } = useGameSession({ gameId, canvas, checkpointId, save, momentPosition, enabled, onRestart, onNewSession });
  const frameKey = frameKeyOf(state, reloadKey);
  const onStateUpdate = (entities: EntityState) => timeline.record(entities);
  const { post, ready } = useFrameBridge({ gameId, frameRef, gameOrigin, state, dispatch, frameKey, onStateUpdate });
  useGameWindowEvents({ gameId, state, dispatch, post, restart });
  useGameStateStore({ gameId, state, dispatch, post });
  const { togglePause, setPaused } = usePauseControls({ isPaused: state.isPaused, enabled: ready, dispatch, post });
  const timeline = useLocalTimeline({
    gameId,
    sessionId: state.sessionId,
    ready,
    frameKey,
    entities: state.entities,
    isPaused: state.isPaused,
    setPaused,
    captureScreenshot: (timeoutMs) => captureScreenshot(timeoutMs, gameId),
  });
  // The on-screen keys: the frame replays each as the KeyboardEvent a real key makes.
  const sendKey = useCallback((key: string, phase: 'down' | 'up') => post({ type: 'KEY_INPUT', key, code: keyCodeOf(key), phase }), [post]);
  const input = state.input?.frameKey === frameKey ? state.input : null;

  return {
    state,
    frameRef,
    frameKey,
    ready,
    gameOrigin,
    configError: config.isError ? errorMessage(config.error) : null,
    loading: loadingText(state, frameKey, gameOrigin !== null),
    restart,
    togglePause,
    setPaused,
    /** The browser-local timeline (docs/web-timeline.md): big and micro checkpoints, create, restore, delete. */
    timeline,
    sendKey,
    /** The mounted frame is a keyboard game (it added a key listener). */
    keyboardGame: input?.keyboard ?? false,
    /** The keys its on-screen controls offer on touch screens (declared by the game, else the default for a keyboard game). */
    onScreenKeys: onScreenKeysOf(input),
    /** The mounted frame's game waits for the player's first input. */
    waitingForPlayer: input?.waiting ?? false,
  };
}
