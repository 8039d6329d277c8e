import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import { assetWriteTags } from '../../../api/assetTags';
import { baseApi, type Tag } from '../../../api/baseApi';
import { useAppDispatch, type RootState } from '../../../app/hooks';
import { CONNECTION_FAILED_MESSAGE, INIT_FAILED_MESSAGE, INTERRUPT_GRACE_MS, isOutOfTokensError, START_FAILED_MESSAGE } from '../agentRules';
import { agentActions as a, selectAgent } from '../agentSlice';
import { lastTurn } from '../agentState';
import { debugActions } from '../../debug/debugSlice';
import { initErrorMessage, isFirstPromptRefusal, listenToStream, newRequestId, sessionIdOf, streamUrl, type EventSourceLike, type StreamSink } from '../agentStream';
import type { EarlyTurn, InitOutcome } from '../earlyTurn';
import type { AgentContextItem, AgentTranscriptTurn } from '@tempest/contracts';
import type { AgentStreamEvent } from '../agentTypes';
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
  /** Takes over the first prompt's turn the prompt screen started (earlyTurn.ts): as send, with its events from the first. */
  adopt: (turn: EarlyTurn, options?: Pick<SendOptions, 'onRefused'>) => boolean;
  /**
   * Follows a session's running turn from its start (the chat opened during a turn: a reload, another tab): its user
   * message, then its events as the server replays and sends them. `onMissed` runs, and nothing is shown, when no turn
   * of the session runs on this server (it ended meanwhile, or runs on another replica).
   */
  follow: (sessionId: string, turn: FollowedTurn, onMissed: () => void) => boolean;
  interrupt: () => void;
};

/** The turn to follow, as a transcript gives it. */
export type FollowedTurn = Pick<AgentTranscriptTurn, 'user_message'>;

const now = () => new Date().toISOString();

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
  const source = useRef<EventSourceLike | null>(null);
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

  // The chat's side of a stream: its reports count only while it is the chat's current one.
  const sinkFor = useCallback((events: EventSourceLike): StreamSink => {
    const current = () => source.current === events;
    return {
      opened: () => void (current() && dispatch(a.streamStarted())),
      event: (event) => void (current() && onEvent(event)),
      failed: () => void (current() && fail(CONNECTION_FAILED_MESSAGE, 'connection_error')),
    };
  }, [dispatch, fail, onEvent]);

  /** Opens a turn's stream into the chat; `through` may stand between the stream and the chat's sink. */
  const open = useCallback((url: string, through: (sink: StreamSink, events: EventSource) => StreamSink = (sink) => sink) => {
    const events = new EventSource(url, { withCredentials: true });
    source.current = events;
    listenToStream(events, through(sinkFor(events), events));
  }, [sinkFor]);

  // The init's answer: the session to stream, or null once the failure is shown (or the first prompt taken back).
  const sessionOf = useCallback((id: string, init: InitOutcome, options: SendOptions): string | null => {
    if (init.error && options.onRefused && isFirstPromptRefusal(init.error)) {
      dispatch(a.messageTakenBack({ id }));
      options.onRefused();
      return null;
    }
    if (init.error) {
      fail(initErrorMessage(init.error));
      return null;
    }
    const sessionId = sessionIdOf(init.data as Parameters<typeof sessionIdOf>[0]);
    if (!sessionId) fail(INIT_FAILED_MESSAGE);
    else dispatch(a.sessionStarted({ sessionId }));
    return sessionId;
  }, [dispatch, fail]);

  const start = useCallback(async (id: string, message: string, options: SendOptions) => {
    const contextItems = options.contextItems ?? [];
    const hiddenInstructions = options.hiddenInstructions ?? '';
    const init = await initStream({ game_id: gameId, metadata: options.metadata ?? {}, message, hidden_instructions: hiddenInstructions, context_items: contextItems });
    const sessionId = sessionOf(id, init, options);
    if (sessionId === null) return;
    try {
      open(streamUrl({ sessionId, requestId: id }));
    } catch {
      fail(START_FAILED_MESSAGE);
    }
  }, [gameId, initStream, sessionOf, open, fail]);

  const send = useCallback((text: string, options: SendOptions = {}) => {
    const message = text.trim();
    if (message === '' || selectAgent(store.getState()).inFlight) return false;
    const id = newRequestId();
    dispatch(a.messageSent({ id, content: message, contextItems: contextItemRefs(options.contextItems ?? []), at: now() }));
    void start(id, message, options);
    return true;
  }, [store, dispatch, start]);

  const adopt = useCallback((turn: EarlyTurn, options: Pick<SendOptions, 'onRefused'> = {}) => {
    if (selectAgent(store.getState()).inFlight) {
      turn.close();
      return false;
    }
    dispatch(a.messageSent({ id: turn.requestId, content: turn.prompt, contextItems: contextItemRefs(turn.contextItems), at: now() }));
    void turn.init.then(({ outcome }) => {
      const events = turn.source();
      if (sessionOf(turn.requestId, outcome, options) === null) return turn.close();
      if (events === null) return fail(START_FAILED_MESSAGE);
      source.current = events;
      turn.adopt(sinkFor(events));
    });
    return true;
  }, [store, dispatch, sessionOf, fail, sinkFor]);

  const follow = useCallback((sessionId: string, turn: FollowedTurn, onMissed: () => void) => {
    if (selectAgent(store.getState()).inFlight) return false;
    const { message_id: id, content, context_items: contextItems, at } = turn.user_message;
    dispatch(a.messageSent({ id, content, contextItems, at }));
    dispatch(a.sessionStarted({ sessionId }));
    let heard = false;
    open(streamUrl({ sessionId, requestId: id }), (sink, events) => ({
      opened: sink.opened,
      event: (event) => {
        heard = true;
        sink.event(event);
      },
      // Refused before any event (400: no turn of the session runs on this server now): not a failure to show.
      failed: () => {
        if (heard || source.current !== events) return sink.failed();
        events.close();
        source.current = null;
        dispatch(a.messageTakenBack({ id }));
        onMissed();
      },
    }));
    return true;
  }, [store, dispatch, open]);

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

  return useMemo(() => ({ send, adopt, follow, interrupt }), [send, adopt, follow, interrupt]);
}
