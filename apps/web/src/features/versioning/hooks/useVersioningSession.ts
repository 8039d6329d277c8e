import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useToast } from '../../toasts';
import { sessionLeft, sessionStarted } from '../versioningSessionSlice';
import { useStartSessionMutation } from '../versioningApi';

/** One versioning session per visit of a game's dashboard (spec 3 "Versioning state": sessionId). */
export function useVersioningSession(gameId: string): string | null {
  const [startSession] = useStartSessionMutation();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const toast = useToast();
  // Read through a ref: a new toast API object must not start another session.
  const toastRef = useRef(toast);
  toastRef.current = toast;
  useEffect(() => {
    let cancelled = false;
    let started: string | null = null;
    setSessionId(null);
    startSession({ gameId, name: `Studio ${new Date().toLocaleString()}` })
      .unwrap()
      .then((session) => {
        if (cancelled) return;
        started = session.session_id;
        setSessionId(started);
        dispatch(sessionStarted(started));
      })
      .catch(() => !cancelled && toastRef.current.show({ title: 'Failed to create session', color: 'red' }));
    return () => {
      cancelled = true;
      if (started) dispatch(sessionLeft(started));
    };
  }, [gameId, startSession, dispatch]);
  return sessionId;
}
