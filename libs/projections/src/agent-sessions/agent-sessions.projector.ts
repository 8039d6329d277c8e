import type { Projector } from '../engine/projector.js';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import { erasedUserOf } from '../erasures/erasures.read-model.js';
import { agentSessionIdOf, evolveAgentSessionRow, type AgentSessionRow } from './agent-sessions.read-model.js';

export const AGENT_SESSIONS = 'agent_sessions';

const rows: RowProjection<AgentSessionRow> = {
  table: 'agent_sessions',
  key: 'session_id',
  columns: ['session_id', 'game_id', 'user_id', 'model_id', 'programmatic', 'started_at', 'updated_at', 'first_prompt', 'turn_count'],
  keyOf: (event) => agentSessionIdOf(event.streamId),
  evolve: evolveAgentSessionRow,
};

/** A game's agent conversations, newest first (the chat's "Conversations" list). */
export const agentSessionsProjector: Projector = {
  name: AGENT_SESSIONS,
  version: 1,
  tables: ['agent_sessions'],
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
  async createTables(tx, t) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('agent_sessions')} (
      session_id uuid PRIMARY KEY,
      game_id uuid NOT NULL,
      user_id uuid NOT NULL,
      model_id text NOT NULL,
      programmatic boolean NOT NULL,
      started_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      first_prompt text NOT NULL,
      turn_count integer NOT NULL
    )`);
    await tx.query(`CREATE INDEX IF NOT EXISTS agent_sessions_game ON ${t('agent_sessions')} (game_id, updated_at DESC)`);
  },
  async apply(tx, events, t) {
    await applyRowProjection(rows, tx, events, t);
    // An erased person's first prompts are their words: blanked; the conversations' counts and times stay.
    const erased = events.map(erasedUserOf).filter((id): id is string => id !== null);
    if (erased.length > 0) await tx.query(`UPDATE ${t('agent_sessions')} SET first_prompt = '' WHERE user_id = ANY($1::uuid[])`, [erased]);
  },
};
