import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectAgent } from '../agentSlice';
import { autoStartOf, claimAutoStart, frontendReady, withoutAutoStart } from '../autoStart';
import { takeStoredContextItems } from '../contextItems';
import type { AgentStreamApi } from './useAgentStream';

/**
 * After prompt-to-game (docs/api-agent.md, The chat in the studio): the dashboard opened with
 * auto_start_agent=true sends user_prompt (with the attachments waiting in session storage when
 * has_context_items=true) once per game in this browser (claimAutoStart), drops those keys from the URL
 * whenever they show (also when a rewrite of the URL from an older copy of it brings them back), and opens the
 * Frontend workbench when it can (see frontendReady) to show the game appear.
 */
export function useAgentAutoStart(gameId: string, send: AgentStreamApi['send'], openDashboard: (code: string) => void) {
  const [params, setParams] = useSearchParams();
  const started = useRef(false);
  const [watching, setWatching] = useState(false);
  const ready = useAppSelector((s) => (watching ? frontendReady(selectAgent(s).messages, selectAgent(s).inFlight) : null));

  useEffect(() => {
    const request = autoStartOf(params);
    if (!request) return;
    if (!started.current && claimAutoStart(window.localStorage, gameId, new Date().toISOString())) {
      started.current = true;
      const contextItems = request.hasContextItems ? takeStoredContextItems(sessionStorage, gameId) : [];
      send(request.prompt, { contextItems, metadata: { source: 'auto_start' } });
      setWatching(true);
    }
    setParams((current) => withoutAutoStart(current), { replace: true });
  }, [params, gameId, send, setParams]);

  useEffect(() => {
    if (ready === null || ready === 'wait') return;
    setWatching(false);
    if (ready === 'open') openDashboard('frontend');
  }, [ready, openDashboard]);
}
