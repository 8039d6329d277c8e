import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { INIT_FAILED_MESSAGE, initFailedText, STREAMING_IN_PROGRESS_MESSAGE } from './agentRules';
import type { InitAgentStreamAnswer } from '@tempest/contracts';
import { isApiErrorBody } from '../../api/apiError';
import { LISTENED_EVENTS, type AgentStreamEvent, type ListenedEventName } from './agentTypes';

/** A turn's request id. randomUUID exists only in secure contexts; a studio opened over plain http on a LAN address is not one. */
export const newRequestId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `req-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export type StreamRequest = { sessionId: string; requestId: string };

/**
 * The event stream of the turn the init POST started: GET /create/agentic/stream/v2/{sessionId}/?request_id.
 * The message, attachments and hidden instructions travel in that POST (with the CSRF header), never in
 * this URL: a GET that starts a turn could be sent by any page (docs/api-agent.md).
 */
export function streamUrl({ sessionId, requestId }: StreamRequest): string {
  return `/create/agentic/stream/v2/${encodeURIComponent(sessionId)}/?${new URLSearchParams({ request_id: requestId }).toString()}`;
}

/** Why the init POST did not give a session (the texts of docs/api-agent.md, The chat in the studio). */
export function initErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (error && 'status' in error) {
    if (error.status === 409) return STREAMING_IN_PROGRESS_MESSAGE;
    if (typeof error.status === 'number') return initFailedText(error.status);
    if (error.status === 'PARSING_ERROR') return initFailedText(error.originalStatus);
  }
  return INIT_FAILED_MESSAGE;
}

/** The code of init's refusal of a game's first prompt sent again (docs/api-agent.md, init). */
export const FIRST_PROMPT_SENT = 'agent.first_prompt_sent';

/** Whether the init POST was refused because the game's first prompt was sent already (from another browser). */
export function isFirstPromptRefusal(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return Boolean(error && 'status' in error && error.status === 409 && isApiErrorBody(error.data) && error.data.code === FIRST_PROMPT_SENT);
}

/** An init answer as read: the contract's, or one that reports a failure or lacks the id. */
type InitReply = { success: boolean; data?: Partial<InitAgentStreamAnswer['data']> };

/** The session id of a successful init, or null. */
export const sessionIdOf = (response: InitReply | undefined): string | null => {
  const id = response?.success ? response.data?.session_id : undefined;
  return typeof id === 'string' && id !== '' ? id : null;
};

/** An SSE event's data: a JSON object, else null (ignored). */
export function parseEventData(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What a turn's EventSource reports, in order: it opened, an event, or the connection failed. */
export type StreamSink = {
  opened: () => void;
  event: (event: AgentStreamEvent) => void;
  failed: () => void;
};

/** The part of an EventSource a sink listens to (a fake in tests). */
export type EventSourceLike = {
  onopen: ((event: Event) => unknown) | null;
  addEventListener: (type: string, listener: (event: Event) => void) => void;
  close: () => void;
};

/** Routes an EventSource's named events to `sink`; 'error' is both the server's event (a MessageEvent with data) and the EventSource's own failure. */
export function listenToStream(events: EventSourceLike, sink: StreamSink): void {
  events.onopen = () => sink.opened();
  const listen = (type: ListenedEventName) => (message: Event) => {
    const raw = (message as MessageEvent).data;
    if (type === 'error' && typeof raw !== 'string') return sink.failed();
    const data = parseEventData(raw);
    if (data) sink.event({ type, data });
  };
  for (const type of LISTENED_EVENTS) events.addEventListener(type, listen(type));
}
