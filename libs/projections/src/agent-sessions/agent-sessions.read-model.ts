import type { AgentSessionEvent } from '@tempest/domain';
import type { AgentSessionSummary } from '@tempest/contracts';
import type { RecordedEvent } from '@tempest/event-store';

/** How much of a conversation's first prompt the listing keeps (the menu shows a line of it). */
export const FIRST_PROMPT_MAX = 200;

/**
 * A row of `agent_sessions`: one agent conversation of a game (docs/api-agent.md, Past conversations). The
 * listing's read model; the transcript itself is read from the session's own stream.
 */
export type AgentSessionRow = {
  session_id: string;
  game_id: string;
  user_id: string;
  model_id: string;
  programmatic: boolean;
  started_at: string;
  updated_at: string;
  first_prompt: string;
  turn_count: number;
};

const AGENT_SESSION_STREAM_PREFIX = 'agent-session-';

export const agentSessionIdOf = (streamId: string): string | null =>
  streamId.startsWith(AGENT_SESSION_STREAM_PREFIX) ? streamId.slice(AGENT_SESSION_STREAM_PREFIX.length) : null;

/** Pure: the row after one event of the session's stream (every event moves `updated_at`). */
export const evolveAgentSessionRow = (row: AgentSessionRow | null, recorded: RecordedEvent): AgentSessionRow | null => {
  const event = recorded as unknown as RecordedEvent & AgentSessionEvent;
  if (event.type === 'AgentSessionStarted') {
    const { sessionId, gameId, userId, modelId, programmatic, at } = event.data;
    return { session_id: sessionId, game_id: gameId, user_id: userId, model_id: modelId, programmatic, started_at: at, updated_at: at, first_prompt: '', turn_count: 0 };
  }
  if (row === null || !('at' in event.data)) return row;
  const updated = { ...row, updated_at: event.data.at };
  if (event.type !== 'UserMessageReceived') return updated;
  // A message whose key was destroyed (an erased creator's, docs/personal-data.md) reads as no text.
  const content = typeof event.data.content === 'string' ? event.data.content : '';
  const first = row.turn_count === 0 ? content.trim().replace(/\s+/g, ' ').slice(0, FIRST_PROMPT_MAX) : row.first_prompt;
  return { ...updated, first_prompt: first, turn_count: row.turn_count + 1 };
};

const iso = (value: string): string => new Date(value).toISOString();

export const toAgentSessionSummary = (row: AgentSessionRow): AgentSessionSummary => ({
  session_id: row.session_id,
  game_id: row.game_id,
  user_id: row.user_id,
  model: row.model_id,
  programmatic: row.programmatic,
  started_at: iso(row.started_at),
  updated_at: iso(row.updated_at),
  first_prompt: row.first_prompt,
  turn_count: row.turn_count,
});
