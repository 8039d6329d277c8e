import { useCallback, useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectAgent } from '../agentSlice';
import { frontendReady } from '../autoStart';

/**
 * Opens the Frontend workbench to show the game appear once the turn being watched has built its frontend
 * (frontendReady: 'open'), or stops watching when it ended without one. Returns `watch`: the auto start's turn
 * (useAgentAutoStart), and a game's first turn followed after a reload during it (useAgentHistory), are watched.
 */
export function useWorkbenchWhenBuilt(openDashboard: (code: string) => void): () => void {
  const [watching, setWatching] = useState(false);
  const ready = useAppSelector((s) => (watching ? frontendReady(selectAgent(s).messages, selectAgent(s).inFlight) : null));
  useEffect(() => {
    if (ready === null || ready === 'wait') return;
    setWatching(false);
    if (ready === 'open') openDashboard('frontend');
  }, [ready, openDashboard]);
  return useCallback(() => setWatching(true), []);
}
