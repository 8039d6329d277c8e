import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../toasts';
import { useStartSessionMutation } from '../versioningApi';

/** One versioning session per visit of a game's dashboard (spec 3 "Versioning state": sessionId). */
export function useVersioningSession(gameId: string): string | null {
  const [startSession] = useStartSessionMutation();
  const [sessionId, setSessionId] = useState<string | null>(null);
  const toast = useToast();
  // Read through a ref: a new toast API object must not start another session.
  const toastRef = useRef(toast);
  toastRef.current = toast;
  useEffect(() => {
    let cancelled = false;
    setSessionId(null);
    startSession({ gameId, name: `Studio ${new Date().toLocaleString()}` })
      .unwrap()
      .then((session) => !cancelled && setSessionId(session.session_id))
      .catch(() => !cancelled && toastRef.current.show({ title: 'Failed to create session', color: 'red' }));
    return () => {
      cancelled = true;
    };
  }, [gameId, startSession]);
  return sessionId;
}
