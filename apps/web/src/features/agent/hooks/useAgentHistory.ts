import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, type RootState } from '../../../app/hooks';
import { useToast } from '../../toasts';
import { useAgentSessionsQuery, useLazyAgentSessionsQuery, useLazyAgentTranscriptQuery } from '../agentApi';
import { agentActions as a, selectAgent } from '../agentSlice';
import { endedTurn } from '../transcriptReplay';
import type { AgentStreamApi } from './useAgentStream';

/** Conversations per page of the list, turns per page of a transcript (docs/api-agent.md, Past conversations). */
export const SESSIONS_PAGE = 20;
export const TURNS_PAGE = 10;

export type AgentHistoryApi = {
  /** Shows a past conversation (its newest turns) in the chat; ignored while a message is on its way. */
  open: (sessionId: string) => Promise<void>;
  /** Puts the shown conversation's earlier turns before it. */
  loadEarlier: () => Promise<void>;
  /** Shows the game's most recent conversation, as read from the server now. */
  openNewest: () => Promise<void>;
};

/**
 * The chat survives a reload (issue 13 item 3): when the dashboard opens on a chat with nothing in it, the
 * game's most recent conversation is replayed into it. Older ones are opened from the Conversations menu.
 */
/**
 * `follow` follows a turn still running when a conversation opens; `onFollowFirstTurn` hears that the turn it
 * follows is its conversation's first (a reload during prompt-to-game's turn: the workbench is to open as it would have).
 */
export function useAgentHistory(gameId: string, follow?: AgentStreamApi['follow'], onFollowFirstTurn?: () => void): AgentHistoryApi {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const toast = useToast();
  const [readTranscript] = useLazyAgentTranscriptQuery();
  const [readSessions] = useLazyAgentSessionsQuery();
  const { data } = useAgentSessionsQuery({ gameId, limit: SESSIONS_PAGE }, { refetchOnMountOrArgChange: true });
  const opened = useRef<string | null>(null);

  const open = useCallback(async (sessionId: string, followRunning = true) => {
    if (selectAgent(store.getState()).inFlight) return;
    const answer = await readTranscript({ sessionId, turns: TURNS_PAGE });
    if (!answer.data) return void toast.show({ title: 'Could not open that conversation', color: 'red' });
    const { turns, has_earlier: hasEarlier } = answer.data;
    // A turn without its end may still run (the page was reloaded during it): its past turns are replayed and it is
    // followed live to its end; when it no longer runs here, the conversation is read again as it now stands.
    const last = turns.at(-1);
    if (followRunning && follow && last && !endedTurn(last)) {
      dispatch(a.transcriptLoaded({ sessionId, turns: turns.slice(0, -1), hasEarlier }));
      if (follow(sessionId, last, () => void open(sessionId, false))) {
        if (last.index === 0) onFollowFirstTurn?.();
        return;
      }
    }
    dispatch(a.transcriptLoaded({ sessionId, turns, hasEarlier }));
  }, [store, readTranscript, dispatch, toast, follow, onFollowFirstTurn]);

  const loadEarlier = useCallback(async () => {
    const { viewedSessionId: sessionId, history } = selectAgent(store.getState());
    if (!sessionId || !history?.hasEarlier) return;
    const answer = await readTranscript({ sessionId, before: history.firstTurn, turns: TURNS_PAGE });
    if (!answer.data) return void toast.show({ title: 'Could not load the earlier messages', color: 'red' });
    dispatch(a.earlierTurnsLoaded({ sessionId, turns: answer.data.turns, hasEarlier: answer.data.has_earlier }));
  }, [store, readTranscript, dispatch, toast]);

  const openNewest = useCallback(async () => {
    const newest = (await readSessions({ gameId, limit: 1 })).data?.sessions[0];
    if (newest) await open(newest.session_id);
  }, [readSessions, gameId, open]);

  // Once per game opened: the newest conversation, when the chat is still empty (an auto start may have begun one).
  useEffect(() => {
    if (!data || opened.current === gameId) return;
    opened.current = gameId;
    const state = selectAgent(store.getState());
    const newest = data.sessions[0];
    if (newest && !state.inFlight && state.messages.length === 0) void open(newest.session_id);
  }, [data, gameId, store, open]);

  return useMemo(() => ({ open, loadEarlier, openNewest }), [open, loadEarlier, openNewest]);
}
