import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../api/apiError';
import { selectNothing } from '../../../api/baseApi';
import { useAppDispatch } from '../../../app/hooks';
import { useToast } from '../../toasts';
import { sessionLeft, sessionStarted } from '../versioningSessionSlice';
import { useStartSessionMutation } from '../versioningApi';

/**
 * One versioning session per visit of a game's dashboard (docs/api-assets.md, The model: Versioning
 * sessions). Call it once, in the dashboard; readers take the id from the store (`selectActiveSessionId`).
 */
export function useVersioningSession(gameId: string): void {
  // Its state is not read: this hook runs in the dashboard's root, which would render again as it changes.
  const [startSession] = useStartSessionMutation({ selectFromResult: selectNothing });
  const dispatch = useAppDispatch();
  const toast = useToast();
  // Read through a ref: a new toast API object must not start another session.
  const toastRef = useRef(toast);
  toastRef.current = toast;
  useEffect(() => {
    let cancelled = false;
    let started: string | null = null;
    startSession({ gameId, name: `Studio ${new Date().toLocaleString()}` })
      .unwrap()
      .then((session) => {
        if (cancelled) return;
        started = session.session_id;
        dispatch(sessionStarted(started));
      })
      .catch((error: unknown) => {
        if (!cancelled) toastRef.current.show({ title: 'Failed to create session', message: errorMessage(error), color: 'red' });
      });
    return () => {
      cancelled = true;
      if (started) dispatch(sessionLeft(started));
    };
  }, [gameId, startSession, dispatch]);
}
