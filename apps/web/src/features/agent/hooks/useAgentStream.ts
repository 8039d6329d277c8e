import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import { assetWriteTags } from '../../../api/assetTags';
import { baseApi, type Tag } from '../../../api/baseApi';
import { useAppDispatch, type RootState } from '../../../app/hooks';
import { CONNECTION_FAILED_MESSAGE, INIT_FAILED_MESSAGE, INTERRUPT_GRACE_MS, isOutOfTokensError, START_FAILED_MESSAGE } from '../agentRules';
import { agentActions as a, selectAgent } from '../agentSlice';
import { lastTurn } from '../agentState';
import { debugActions } from '../../debug/debugSlice';
import { initErrorMessage, isFirstPromptRefusal, parseEventData, sessionIdOf, streamUrl } from '../agentStream';
import type { AgentContextItem } from '@tempest/contracts';
import { LISTENED_EVENTS, type AgentStreamEvent, type ListenedEventName } from '../agentTypes';
import { useInitAgentStreamMutation, useInterruptAgentStreamMutation } from '../agentApi';
import { contextItemRefs } from '../contextItems';
import { createTagBatcher } from '../../../api/tagBatcher';

export type SendOptions = {
  contextItems?: AgentContextItem[];
  hiddenInstructions?: string;
  metadata?: Record<string, unknown>;
  /** The dashboard's first prompt: when the server refuses it as sent already, the message is taken back quietly and this runs. */
  onRefused?: () => void;
};
export type AgentStreamApi = {
  /** Sends a message to the agent; false (and nothing sent) while another is in flight or the text is blank. */
  send: (text: string, options?: SendOptions) => boolean;
  interrupt: () => void;
};

const now = () => new Date().toISOString();

// randomUUID exists only in secure contexts; a studio opened over plain http on a LAN address is not one.
const requestId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `req-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The agent calls (docs/api-agent.md, Routes): init POST, then the EventSource of the turn, each named event
 * into the chat; interrupt POST. Side effects of events: cached reads the agent's changes made stale are
 * refetched, and the token balance and the game's card after the stream (the balance also on an out-of-tokens
 * error).
 */
export function useAgentStream(gameId: string): AgentStreamApi {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [initStream] = useInitAgentStreamMutation();
  const [interruptStream] = useInterruptAgentStreamMutation();
  const source = useRef<EventSource | null>(null);
  const interruptTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const invalidate = useCallback((tags: Tag[]) => dispatch(baseApi.util.invalidateTags(tags)), [dispatch]);
  // An action that may end the turn: when it does, the debug snapshot captures the turn.
  const settle = useCallback((action: Parameters<typeof dispatch>[0]) => {
    const wasInFlight = selectAgent(store.getState()).inFlight;
    dispatch(action);
    const after = selectAgent(store.getState());
    if (wasInFlight && !after.inFlight) dispatch(debugActions.turnEnded({ gameId, ...lastTurn(after), at: Date.now() }));
  }, [store, dispatch, gameId]);
  // The agent writes many assets a second: their reads are refetched at most once per window while it
  // streams, and everything still queued at once when the stream ends (or fails, or the page is left).
  const assetTags = useMemo(() => createTagBatcher<Tag>(invalidate), [invalidate]);

  const close = useCallback(() => {
    source.current?.close();
    source.current = null;
    clearTimeout(interruptTimer.current);
    assetTags.flush();
  }, [assetTags]);

  const onEvent = useCallback((event: AgentStreamEvent) => {
    settle(a.streamEvent({ event, at: now() }));
    const { type, data } = event;
    if (type === 'asset_change' || type === 'entity_change') {
      const assetId = [data.entity_id, data.asset_id].find((id): id is string => typeof id === 'string') ?? null;
      assetTags.add(assetWriteTags(gameId, type === 'entity_change' ? 'entity' : (data.asset_type as string | null | undefined), assetId));
      dispatch(a.assetRefreshAcknowledged());
    } else if ((type === 'error' || type === 'llm_error') && isOutOfTokensError(data)) {
      invalidate(['Tokens']);
    } else if (type === 'stream_end') {
      close();
      invalidate(['Tokens']);
      // The agent may have renamed the game (the offline agent's rename does): the card and header reread it.
      dispatch(baseApi.util.invalidateTags([{ type: 'Game', id: gameId }]));
    }
  }, [dispatch, settle, invalidate, close, assetTags, gameId]);

  const fail = useCallback((message: string, code: string | null = null) => {
    close();
    settle(a.streamFailed({ message, code, at: now() }));
    invalidate(['Tokens']);
  }, [close, settle, invalidate]);

  const open = useCallback((url: string) => {
    const events = new EventSource(url, { withCredentials: true });
    source.current = events;
    events.onopen = () => dispatch(a.streamStarted());
    const listen = (type: ListenedEventName) => (message: Event) => {
      if (source.current !== events) return;
      // 'error' is both the server's event (a MessageEvent with data) and the EventSource's own failure.
      if (type === 'error' && !(message instanceof MessageEvent && typeof message.data === 'string')) {
        fail(CONNECTION_FAILED_MESSAGE, 'connection_error');
        return;
      }
      const data = parseEventData((message as MessageEvent).data);
      if (data) onEvent({ type, data });
    };
    for (const type of LISTENED_EVENTS) events.addEventListener(type, listen(type));
  }, [dispatch, fail, onEvent]);

  const start = useCallback(async (id: string, message: string, options: SendOptions) => {
    const contextItems = options.contextItems ?? [];
    const hiddenInstructions = options.hiddenInstructions ?? '';
    const init = await initStream({ game_id: gameId, metadata: options.metadata ?? {}, message, hidden_instructions: hiddenInstructions, context_items: contextItems });
    if (init.error && options.onRefused && isFirstPromptRefusal(init.error)) {
      dispatch(a.firstPromptRefused({ id }));
      return options.onRefused();
    }
    if (init.error) return fail(initErrorMessage(init.error));
    const sessionId = sessionIdOf(init.data);
    if (!sessionId) return fail(INIT_FAILED_MESSAGE);
    dispatch(a.sessionStarted({ sessionId }));
    try {
      open(streamUrl({ sessionId, requestId: id }));
    } catch {
      fail(START_FAILED_MESSAGE);
    }
  }, [gameId, initStream, dispatch, open, fail]);

  const send = useCallback((text: string, options: SendOptions = {}) => {
    const message = text.trim();
    if (message === '' || selectAgent(store.getState()).inFlight) return false;
    const id = requestId();
    dispatch(a.messageSent({ id, content: message, contextItems: contextItemRefs(options.contextItems ?? []), at: now() }));
    void start(id, message, options);
    return true;
  }, [store, dispatch, start]);

  const interrupt = useCallback(() => {
    const state = selectAgent(store.getState());
    if (!state.streaming || state.interrupted || !state.sessionId) return;
    dispatch(a.interruptRequested({ at: now() }));
    // The server ends the stream within 3 s; if its stream_end never comes, the chat ends it.
    interruptTimer.current = setTimeout(() => {
      close();
      settle(a.interruptTimedOut({ at: now() }));
      invalidate(['Tokens']);
    }, INTERRUPT_GRACE_MS);
    void interruptStream(state.sessionId);
  }, [store, dispatch, settle, close, invalidate, interruptStream]);

  // Leaving the dashboard stops listening (the server finishes the turn); a remount in the same tick
  // (React's development double-mount) keeps the stream.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      setTimeout(() => {
        if (alive.current) return;
        close();
        dispatch(a.streamDetached({ at: now() }));
      }, 0);
    };
  }, [close, dispatch]);

  return useMemo(() => ({ send, interrupt }), [send, interrupt]);
}
