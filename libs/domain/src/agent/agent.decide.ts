import { assertNever, type Decider } from '../shared/decider.js';
import type {
  AgentSessionCommand,
  CompleteAssistantMessage,
  EndStream,
  InterruptStream,
  ReceiveUserMessage,
  RecordAgentFailure,
  RecordToolResult,
  StartAgentSession,
  StartAssistantMessage,
  StartToolCall,
  TimeOutSession,
} from './agent.commands.js';
import type { AgentSessionEvent } from './agent.events.js';
import { DEFAULT_STREAM_ERROR_MESSAGE, failureCheckpointTitle, normaliseUsage, programmaticSessionExpired, SYSTEM_ACTOR, tokensForUsage, toolResultFingerprint } from './agent.rules.js';
import { evolveAgentSession, initialAgentSessionState, type AgentSessionState, type StartedAgentSession } from './agent.state.js';
import { DomainError } from '../shared/errors.js';

type Started = StartedAgentSession;

const startedSession = (state: AgentSessionState): Started => {
  if (state.status !== 'started') throw new DomainError('agent.session_not_found', { sessionId: null });
  return state;
};

/** Whether the stream still takes events: an interrupted or ended stream's later events are ignored. */
const isOpen = (state: Started, streamId: string): boolean => {
  const stream = state.streams[streamId];
  if (!stream) throw new DomainError('agent.stream_not_found', { streamId });
  return stream.status === 'open';
};

const isPastTimeOut = (state: Started, now: string): boolean =>
  state.timedOut || (state.programmatic && programmaticSessionExpired(state.startedAt, now));

const receiveUserMessage = ({ data }: ReceiveUserMessage, state: Started): AgentSessionEvent[] => {
  const { userId, now, ...message } = data;
  if (userId !== state.userId) throw new DomainError('agent.session_not_found', { sessionId: state.sessionId });
  if (isPastTimeOut(state, now)) throw new DomainError('agent.session_timed_out', { sessionId: state.sessionId });
  if (state.currentStreamId !== null) throw new DomainError('agent.streaming_in_progress', { streamId: state.currentStreamId });
  if (state.streams[message.streamId]) throw new DomainError('agent.stream_exists', { streamId: message.streamId });
  return [{ type: 'UserMessageReceived', data: { sessionId: state.sessionId, ...message, at: now } }];
};

/** The stream in flight, if any and not interrupted yet. */
const interruptible = (state: Started): string | null => {
  const streamId = state.currentStreamId;
  return streamId !== null && state.streams[streamId]?.status === 'open' ? streamId : null;
};

const interruptStream = ({ data: { by, now } }: InterruptStream, state: Started): AgentSessionEvent[] => {
  if (by !== state.userId && by !== SYSTEM_ACTOR) throw new DomainError('agent.session_not_found', { sessionId: state.sessionId });
  const streamId = interruptible(state);
  return streamId === null ? [] : [{ type: 'StreamInterrupted', data: { streamId, at: now, by } }];
};

/** A programmatic session's time-out; the stream in flight then is interrupted by the system. */
const timeOutSession = ({ data: { now } }: TimeOutSession, state: Started): AgentSessionEvent[] => {
  if (!state.programmatic || state.timedOut || !programmaticSessionExpired(state.startedAt, now)) return [];
  const streamId = interruptible(state);
  const timedOut: AgentSessionEvent = { type: 'SessionTimedOut', data: { at: now } };
  return streamId === null ? [timedOut] : [timedOut, { type: 'StreamInterrupted', data: { streamId, at: now, by: SYSTEM_ACTOR } }];
};

const recordToolResult = ({ data }: RecordToolResult, state: Started): AgentSessionEvent[] => {
  const { now, ...call } = data;
  if (!isOpen(state, call.streamId)) return [];
  const duplicate = state.recentToolResults.includes(toolResultFingerprint(call.tool, call.result));
  return [{ type: 'ToolCallFinished', data: { ...call, duplicate, at: now } }];
};

const failureCheckpoint = (state: Started, streamId: string, message: string, at: string): AgentSessionEvent[] =>
  state.streams[streamId]?.failureCheckpointed ? [] : [{ type: 'FailureCheckpointRecorded', data: { streamId, title: failureCheckpointTitle(message), at } }];

/** An interrupted stream ends as 'interrupted' whatever the runtime saw (its abort is no agent failure). */
const endStream = ({ data }: EndStream, state: Started): AgentSessionEvent[] => {
  const { streamId, usage, error, now: at } = data;
  const status = state.streams[streamId]?.status;
  if (status === undefined) throw new DomainError('agent.stream_not_found', { streamId });
  if (status === 'ended') return [];
  const tokens = data.tokens === undefined ? tokensForUsage(usage) : Math.max(0, Math.floor(data.tokens));
  const ended = { streamId, usage: normaliseUsage(usage), tokens, at };
  if (status === 'interrupted' || data.reason !== 'error') {
    return [{ type: 'StreamEnded', data: { ...ended, reason: status === 'interrupted' ? 'interrupted' : data.reason } }];
  }
  const failed: AgentSessionEvent = { type: 'StreamEnded', data: { ...ended, reason: 'error', ...(error ? { error } : {}) } };
  return [failed, ...failureCheckpoint(state, streamId, error?.message ?? DEFAULT_STREAM_ERROR_MESSAGE, at)];
};

const startAssistantMessage = ({ data }: StartAssistantMessage, state: Started): AgentSessionEvent[] => {
  const { streamId, messageId, now: at } = data;
  if (!isOpen(state, streamId)) return [];
  if (state.messages.some((m) => m.role === 'assistant' && m.id === messageId)) throw new DomainError('agent.message_exists', { messageId });
  return [{ type: 'AssistantMessageStarted', data: { messageId, streamId, at } }];
};

const completeAssistantMessage = ({ data }: CompleteAssistantMessage, state: Started): AgentSessionEvent[] => {
  const { streamId, messageId, content, now: at } = data;
  if (!isOpen(state, streamId)) return [];
  const open = state.messages.some((m) => m.role === 'assistant' && m.id === messageId && m.streamId === streamId && !m.isComplete);
  if (!open) throw new DomainError('agent.message_not_found', { messageId, streamId });
  return [{ type: 'AssistantMessageCompleted', data: { messageId, streamId, content, at } }];
};

const startToolCall = ({ data }: StartToolCall, state: Started): AgentSessionEvent[] => {
  const { now: at, ...call } = data;
  return isOpen(state, call.streamId) ? [{ type: 'ToolCallStarted', data: { ...call, at } }] : [];
};

const recordAgentFailure = ({ data: { streamId, message, now } }: RecordAgentFailure, state: Started): AgentSessionEvent[] =>
  isOpen(state, streamId) ? failureCheckpoint(state, streamId, message, now) : [];

const startSession = ({ data }: StartAgentSession, state: AgentSessionState): AgentSessionEvent[] => {
  if (state.status !== 'none') throw new DomainError('agent.session_exists', { sessionId: data.sessionId });
  const { now, ...session } = data;
  return [{ type: 'AgentSessionStarted', data: { ...session, at: now } }];
};

/** The session's commands; any but the start on a session that has not started is refused as not found. */
export const decideAgentSession = (command: AgentSessionCommand, state: AgentSessionState): AgentSessionEvent[] => {
  if (command.type === 'StartAgentSession') return startSession(command, state);
  const session = startedSession(state);
  switch (command.type) {
    case 'ReceiveUserMessage':
      return receiveUserMessage(command, session);
    case 'StartAssistantMessage':
      return startAssistantMessage(command, session);
    case 'CompleteAssistantMessage':
      return completeAssistantMessage(command, session);
    case 'StartToolCall':
      return startToolCall(command, session);
    case 'RecordToolResult':
      return recordToolResult(command, session);
    case 'InterruptStream':
      return interruptStream(command, session);
    case 'RecordAgentFailure':
      return recordAgentFailure(command, session);
    case 'EndStream':
      return endStream(command, session);
    case 'TimeOutSession':
      return timeOutSession(command, session);
    default:
      return assertNever(command);
  }
};

export const agentSessionDecider: Decider<AgentSessionState, AgentSessionCommand, AgentSessionEvent> = {
  initialState: initialAgentSessionState,
  evolve: evolveAgentSession,
  decide: decideAgentSession,
};
