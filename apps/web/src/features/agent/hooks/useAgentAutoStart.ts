import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { AUTO_START_SOURCE } from '@tempest/contracts';
import { useLazyAgentSessionsQuery } from '../agentApi';
import { autoStartOf, claimAutoStart, mayAutoStart, wasGeneratedHere, withoutAutoStart } from '../autoStart';
import { takeStoredContextItems } from '../contextItems';
import { takeEarlyTurn } from '../earlyTurn';
import type { AgentHistoryApi } from './useAgentHistory';
import type { AgentStreamApi } from './useAgentStream';

/**
 * After prompt-to-game (docs/api-agent.md, The chat in the studio): the dashboard opened with
 * auto_start_agent=true sends user_prompt (with the attachments waiting in session storage when
 * has_context_items=true) once per game: only when the server shows no conversation of the game (the same
 * address opened in another browser or on another device starts nothing; the chat replays the conversation;
 * a game this tab generated a moment ago is known to have none, promptNavigation's wasGeneratedHere),
 * and once in this browser (claimAutoStart). Should the server refuse it all the same (a turn began meanwhile),
 * the message is taken back and the game's newest conversation shown. The keys leave the URL once that is
 * decided, and whenever a rewrite of the URL from an older copy of it brings them back; the turn is watched
 * (`watchWorkbench`, useWorkbenchWhenBuilt) so the Frontend workbench opens to show the game appear.
 */
export function useAgentAutoStart(gameId: string, stream: Pick<AgentStreamApi, 'send' | 'adopt'>, history: Pick<AgentHistoryApi, 'openNewest'>, watchWorkbench: () => void) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [readSessions] = useLazyAgentSessionsQuery();
  // The game whose auto start is being decided or was decided (the keys are dropped once it is).
  const asked = useRef<string | null>(null);
  const [decided, setDecided] = useState<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const request = autoStartOf(params);
    if (!request) return;
    if (decided === gameId) {
      setParams((current) => withoutAutoStart(current), { replace: true });
      return;
    }
    if (asked.current === gameId) return;
    asked.current = gameId;
    // The turn this tab's prompt screen started as generate answered (it claims the auto start once the turn has begun): adopted, not sent again.
    const early = takeEarlyTurn(gameId);
    if (early) {
      if (request.hasContextItems) takeStoredContextItems(sessionStorage, gameId);
      if (stream.adopt(early, { onRefused: () => void history.openNewest() })) watchWorkbench();
      setDecided(gameId);
      return;
    }
    void (async () => {
      // A game this tab generated a moment ago has no conversation: nothing to read before sending.
      const data = wasGeneratedHere(location.state, gameId) ? undefined : (await readSessions({ gameId, limit: 1 })).data;
      if (!mounted.current) return;
      if (mayAutoStart(data) && claimAutoStart(window.localStorage, gameId, new Date().toISOString())) {
        const contextItems = request.hasContextItems ? takeStoredContextItems(sessionStorage, gameId) : [];
        const sent = stream.send(request.prompt, { contextItems, metadata: { source: AUTO_START_SOURCE }, onRefused: () => void history.openNewest() });
        if (sent) watchWorkbench();
      }
      setDecided(gameId);
    })();
  }, [params, gameId, decided, readSessions, stream, history, setParams, location.state, watchWorkbench]);
}
