import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { INIT_FAILED_MESSAGE, initFailedText, STREAMING_IN_PROGRESS_MESSAGE } from './agentRules';
import type { InitAgentStreamResponse } from './agentApi';
import type { AgentContextItem } from './agentTypes';

/** Longer stream URLs leave the message to the init POST (the server sends the message init carried). */
export const MAX_STREAM_URL_LENGTH = 6_000;

export type StreamRequest = {
  sessionId: string;
  requestId: string;
  message: string;
  contextItems: readonly Pick<AgentContextItem, 'id' | 'type'>[];
  hiddenInstructions: string;
};

/** Spec 1 §7: GET /create/agentic/stream/v2/{sessionId}/?request_id&message&context_items&hidden_instructions. */
export function streamUrl({ sessionId, requestId, message, contextItems, hiddenInstructions }: StreamRequest): string {
  const base = `/create/agentic/stream/v2/${encodeURIComponent(sessionId)}/`;
  const params = new URLSearchParams({ request_id: requestId, message });
  if (contextItems.length > 0) params.set('context_items', JSON.stringify(contextItems.map(({ id, type }) => ({ id, type }))));
  if (hiddenInstructions) params.set('hidden_instructions', hiddenInstructions);
  const full = `${base}?${params.toString()}`;
  return full.length <= MAX_STREAM_URL_LENGTH ? full : `${base}?${new URLSearchParams({ request_id: requestId }).toString()}`;
}

/** Spec 1 §8: why the init POST did not give a session. */
export function initErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (error && 'status' in error) {
    if (error.status === 409) return STREAMING_IN_PROGRESS_MESSAGE;
    if (typeof error.status === 'number') return initFailedText(error.status);
    if (error.status === 'PARSING_ERROR') return initFailedText(error.originalStatus);
  }
  return INIT_FAILED_MESSAGE;
}

/** The session id of a successful init, or null. */
export const sessionIdOf = (response: InitAgentStreamResponse | undefined): string | null => {
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
