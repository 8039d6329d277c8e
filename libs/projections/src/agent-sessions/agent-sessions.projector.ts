import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import { defineReadModel } from '../engine/table.js';
import { erasedUserOf } from '../erasures/erasures.read-model.js';
import { agentSessionIdOf, evolveAgentSessionRow, type AgentSessionRow } from './agent-sessions.read-model.js';

export const AGENT_SESSIONS = 'agent_sessions';

const rows: RowProjection<AgentSessionRow> = {
  table: {
    name: 'agent_sessions',
    key: 'session_id',
    columns: {
      session_id: 'uuid', game_id: 'uuid', user_id: 'uuid', model_id: 'text', programmatic: 'boolean', started_at: 'timestamptz', updated_at: 'timestamptz',
      first_prompt: 'text', turn_count: 'integer',
    },
    indexes: [{ name: 'agent_sessions_game', on: 'game_id, updated_at DESC' }],
  },
  keyOf: (event) => agentSessionIdOf(event.streamId),
  evolve: evolveAgentSessionRow,
};

/** A game's agent conversations, newest first (the chat's "Conversations" list). */
export const agentSessionsProjector = defineReadModel({
  name: AGENT_SESSIONS,
  version: 1,
  tables: [rows.table],
  eventTypes: [
    'AgentSessionStarted',
    'UserMessageReceived',
    'AssistantMessageStarted',
    'AssistantMessageCompleted',
    'ToolCallStarted',
    'ToolCallFinished',
    'StreamInterrupted',
    'StreamEnded',
    'FailureCheckpointRecorded',
    'SessionTimedOut',
    'UserErased',
  ],
  async apply(tx, events, t) {
    await applyRowProjection(rows, tx, events, t);
    // An erased person's first prompts are their words: blanked; the conversations' counts and times stay.
    const erased = events.map(erasedUserOf).filter((id): id is string => id !== null);
    if (erased.length > 0) await tx.query(`UPDATE ${t(rows.table.name)} SET first_prompt = '' WHERE user_id = ANY($1::uuid[])`, [erased]);
  },
});
