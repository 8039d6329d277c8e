import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useCurrentUser } from '../../account/hooks/useCurrentUser';
import { clearStoredSession, readStoredSession, storeSession, touchStoredSession } from '../../timeline/local/storedSession';
import { studioLine } from '../debugConsole';
import { gameViewReducer, initialGameViewState, restarted, started, startFailed } from '../gameViewSlice';
import { debugActions } from '../../debug/debugSlice';
import type { SaveOnItsVersion } from '../playTypes';
import { startWithRetry } from '../startGame';
import { requestStartGame } from '../startGameRequest';
import { fireGameEvent, GAME_EVENTS } from '../windowEvents';

/** How often an open game view touches its stored session. */
const SESSION_TOUCH_MS = 60_000;

type Options = {
  gameId: string;
  canvas: boolean;
  /** Time travel: every start is a new session on this checkpoint, never stored (the canvas keeps its own). */
  checkpointId: string | null;
  /** A save played on its version: every start is a new session from the save, never stored (the current version's stays). */
  save: SaveOnItsVersion | null;
  /** Time travel to a moment: every start is a new session on the game as it was right after this global position, never stored. */
  momentPosition: string | null;
  enabled: boolean;
  onRestart?: () => void;
  /** Called as a request for a new session (not a resumed one) goes out. */
  onNewSession?: () => void;
};

/**
 * Start (or resume) the play session (docs/api-frontends.md, The game view in the studio), retrying once as a
 * forced new session when the stored one is stale. `restart` forces a new session and a new frame.
 */
export function useGameSession({ gameId, canvas, checkpointId, save, momentPosition, enabled, onRestart, onNewSession }: Options) {
  const [state, dispatch] = useReducer(gameViewReducer, initialGameViewState);
  const appDispatch = useAppDispatch();
  const { run, forceNew } = state;
  const { userId } = useCurrentUser();
  const user = useRef(userId);
  useEffect(() => {
    user.current = userId;
  });
  const newSession = useRef(onNewSession);
  useEffect(() => {
    newSession.current = onNewSession;
  });

  // Another version is played by a session of its own: the stored session (the current version's) stays as it is.
  const ownVersion = checkpointId !== null || save !== null || momentPosition !== null;
  const saveId = save?.saveId ?? null;
  const fromSession = save?.sessionId ?? null;
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void startWithRetry(forceNew, {
      attempt: (force) => {
        const fresh = force || ownVersion || readStoredSession(gameId, canvas) === null;
        if (fresh) newSession.current?.();
        return requestStartGame(gameId, canvas, fresh, { checkpointId, save: saveId && fromSession ? { saveId, sessionId: fromSession } : null, momentPosition });
      },
      // Another version's failed start leaves the current version's stored session alone.
      clearSession: () => {
        if (!ownVersion) clearStoredSession(gameId);
      },
      onForcedNew: () => fireGameEvent(GAME_EVENTS.sessionReset, { gameId }),
    }).then((outcome) => {
      if (cancelled) return;
      if (outcome.ok) {
        if (outcome.sessionId && !ownVersion) storeSession(gameId, canvas, { sessionId: outcome.sessionId, userId: user.current });
        dispatch(started({ run, sessionId: outcome.sessionId, entities: outcome.entities, source: outcome.source }));
        if (outcome.sessionId) appDispatch(debugActions.sessionStarted({ gameId, sessionId: outcome.sessionId, debugEnabled: canvas }));
      } else {
        dispatch(startFailed({ run, error: outcome.error }));
        appDispatch(debugActions.logged({ gameId, sessionId: null, entries: [studioLine('error', outcome.error)] }));
      }
    });
    return () => {
      cancelled = true;
    };
  }, [gameId, canvas, checkpointId, ownVersion, saveId, fromSession, momentPosition, enabled, run, forceNew, appDispatch]);

  // A stored session is valid 30 minutes after its last touch: while the view is open, the player is there.
  const resumable = !ownVersion && state.sessionId !== null;
  useEffect(() => {
    if (!resumable) return;
    const timer = setInterval(() => touchStoredSession(gameId, canvas), SESSION_TOUCH_MS);
    return () => clearInterval(timer);
  }, [gameId, canvas, resumable]);

  const restart = useCallback(() => {
    if (!ownVersion) clearStoredSession(gameId);
    appDispatch(debugActions.debugCleared({ gameId }));
    dispatch(restarted());
    onRestart?.();
  }, [gameId, ownVersion, appDispatch, onRestart]);

  return { state, dispatch, restart };
}
