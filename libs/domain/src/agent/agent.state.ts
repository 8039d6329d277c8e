import { assertNever } from '../shared/decider.js';
import type { AgentContextItemRef, AgentSessionEvent, AgentToolResult, StreamEnded } from './agent.events.js';
import { pushRecentToolResult, STREAM_INTERRUPTED_TEXT, SYSTEM_ACTOR, streamErrorText, toolFailedText, toolResultFingerprint } from './agent.rules.js';

/** A message of the session's conversation (role `system` is never written by this aggregate). */
export type AgentMessageRole = 'user' | 'assistant' | 'tool_result' | 'system' | 'status' | 'checkpoint';

export type AgentMessage = {
  id: string;
  role: AgentMessageRole;
  content: string;
  timestamp: string;
  isComplete: boolean;
  /** An assistant message left open by a stream that ended in error. */
  isError: boolean;
  streamId: string | null;
  contextItems?: AgentContextItemRef[];
  tool?: { toolCallId: string; name: string; result: AgentToolResult };
};

/** open → (interrupted →) ended; once not open, the stream's later events are ignored (bar its end). */
export type AgentStreamStatus = 'open' | 'interrupted' | 'ended';

export type AgentStreamRecord = { status: AgentStreamStatus; failureCheckpointed: boolean };

export type AgentSessionState =
  | { status: 'none' }
  | {
      status: 'started';
      sessionId: string;
      gameId: string;
      userId: string;
      modelId: string;
      programmatic: boolean;
      metadata: Record<string, unknown>;
      startedAt: string;
      timedOut: boolean;
      messages: AgentMessage[];
      /** The stream in flight (at most one), or null. */
      currentStreamId: string | null;
      streams: Record<string, AgentStreamRecord>;
      /** Fingerprints of the session's last 20 tool results, oldest first. */
      recentToolResults: string[];
      /** The context items of the latest user message. */
      activeContextItems: AgentContextItemRef[];
    };

export type StartedAgentSession = Extract<AgentSessionState, { status: 'started' }>;
type Started = StartedAgentSession;

export const initialAgentSessionState = (): AgentSessionState => ({ status: 'none' });

const message = (fields: Pick<AgentMessage, 'id' | 'role' | 'content' | 'timestamp' | 'streamId'> & Partial<AgentMessage>): AgentMessage => ({
  isComplete: true,
  isError: false,
  ...fields,
});

const setStream = (state: Started, streamId: string, patch: Partial<AgentStreamRecord>): Record<string, AgentStreamRecord> => {
  const current = state.streams[streamId] ?? { status: 'open', failureCheckpointed: false };
  return { ...state.streams, [streamId]: { ...current, ...patch } };
};

/** Closes the stream's open assistant messages (as errors when it failed) and adds its status line. */
const endStream = (state: Started, { streamId, reason, error, at }: StreamEnded['data']): Started => {
  const failed = reason === 'error';
  const messages = state.messages.map((m) =>
    m.role === 'assistant' && m.streamId === streamId && !m.isComplete ? { ...m, isComplete: true, isError: failed } : m,
  );
  if (failed) messages.push(message({ id: `${streamId}:error`, role: 'status', content: streamErrorText(error?.message), timestamp: at, streamId }));
  return {
    ...state,
    messages,
    streams: setStream(state, streamId, { status: 'ended' }),
    currentStreamId: state.currentStreamId === streamId ? null : state.currentStreamId,
  };
};

const finishToolCall = (state: Started, event: Extract<AgentSessionEvent, { type: 'ToolCallFinished' }>): Started => {
  const { streamId, toolCallId, tool, result, duplicate, at } = event.data;
  const recentToolResults = pushRecentToolResult(state.recentToolResults, toolResultFingerprint(tool, result));
  if (duplicate) return { ...state, recentToolResults };
  const content = result.success ? result.message : toolFailedText(tool);
  const card = message({ id: toolCallId, role: 'tool_result', content, timestamp: at, streamId, tool: { toolCallId, name: tool, result } });
  return { ...state, recentToolResults, messages: [...state.messages, card] };
};

const receiveUserMessage = (state: Started, event: Extract<AgentSessionEvent, { type: 'UserMessageReceived' }>): Started => {
  const { messageId, streamId, content, contextItems, at } = event.data;
  const user = message({ id: messageId, role: 'user', content, timestamp: at, streamId, contextItems });
  const streams = setStream(state, streamId, { status: 'open' });
  return { ...state, messages: [...state.messages, user], currentStreamId: streamId, streams, activeContextItems: contextItems };
};

const assistantMessage = (state: Started, event: Extract<AgentSessionEvent, { type: `AssistantMessage${string}` }>): Started => {
  const { messageId, streamId, at } = event.data;
  if (event.type === 'AssistantMessageStarted') {
    const assistant = message({ id: messageId, role: 'assistant', content: '', timestamp: at, streamId, isComplete: false });
    return { ...state, messages: [...state.messages, assistant] };
  }
  const { content } = event.data;
  const completes = (m: AgentMessage): boolean => m.role === 'assistant' && m.id === messageId && m.streamId === streamId;
  return { ...state, messages: state.messages.map((m) => (completes(m) ? { ...m, content, isComplete: true } : m)) };
};

/** A user's interrupt shows the status line 'Stream interrupted by user'; the system's (a time-out) shows none. */
const interrupt = (state: Started, { streamId, at, by }: Extract<AgentSessionEvent, { type: 'StreamInterrupted' }>['data']): Started => {
  const streams = setStream(state, streamId, { status: 'interrupted' });
  if (by === SYSTEM_ACTOR) return { ...state, streams };
  const status = message({ id: `${streamId}:interrupted`, role: 'status', content: STREAM_INTERRUPTED_TEXT, timestamp: at, streamId });
  return { ...state, messages: [...state.messages, status], streams };
};

const recordCheckpoint = (state: Started, { streamId, title, at }: Extract<AgentSessionEvent, { type: 'FailureCheckpointRecorded' }>['data']): Started => {
  const checkpoint = message({ id: `${streamId}:checkpoint`, role: 'checkpoint', content: title, timestamp: at, streamId });
  return { ...state, messages: [...state.messages, checkpoint], streams: setStream(state, streamId, { failureCheckpointed: true }) };
};

const evolveStarted = (state: Started, event: Exclude<AgentSessionEvent, { type: 'AgentSessionStarted' }>): Started => {
  switch (event.type) {
    case 'UserMessageReceived':
      return receiveUserMessage(state, event);
    case 'AssistantMessageStarted':
    case 'AssistantMessageCompleted':
      return assistantMessage(state, event);
    case 'ToolCallStarted':
      return state;
    case 'ToolCallFinished':
      return finishToolCall(state, event);
    case 'StreamInterrupted':
      return interrupt(state, event.data);
    case 'StreamEnded':
      return endStream(state, event.data);
    case 'FailureCheckpointRecorded':
      return recordCheckpoint(state, event.data);
    case 'SessionTimedOut':
      return { ...state, timedOut: true };
    default:
      return assertNever(event);
  }
};

export const evolveAgentSession = (state: AgentSessionState, event: AgentSessionEvent): AgentSessionState => {
  if (event.type === 'AgentSessionStarted') {
    const { sessionId, gameId, userId, modelId, programmatic, metadata, at } = event.data;
    return {
      status: 'started', sessionId, gameId, userId, modelId, programmatic, metadata, startedAt: at, timedOut: false,
      messages: [], currentStreamId: null, streams: {}, recentToolResults: [], activeContextItems: [],
    };
  }
  return state.status === 'started' ? evolveStarted(state, event) : state;
};
