import type { AgentSessionSummary } from '@tempest/contracts';
import type { ReadDb } from '../read-db.js';
import { toAgentSessionSummary, type AgentSessionRow } from './agent-sessions.read-model.js';

const COLUMNS = 'session_id, game_id, user_id, model_id, programmatic, started_at, updated_at, first_prompt, turn_count';

/**
 * A page of the game's conversations that have at least one message, the most recently active first (a
 * session opened without a message is no conversation); `has_more` when older ones follow.
 */
export const agentSessionsOfGame = async (db: ReadDb, gameId: string, limit: number, offset: number): Promise<{ sessions: AgentSessionSummary[]; hasMore: boolean }> => {
  const rows = await db.query<AgentSessionRow>(
    `SELECT ${COLUMNS} FROM ${db.table('agent_sessions')} WHERE game_id = $1 AND turn_count > 0
     ORDER BY updated_at DESC, session_id LIMIT $2 OFFSET $3`,
    [gameId, limit + 1, offset],
  );
  return { sessions: rows.slice(0, limit).map(toAgentSessionSummary), hasMore: rows.length > limit };
};

/** One conversation's summary, or null. */
export const agentSessionSummary = async (db: ReadDb, sessionId: string): Promise<AgentSessionSummary | null> => {
  const [row] = await db.query<AgentSessionRow>(`SELECT ${COLUMNS} FROM ${db.table('agent_sessions')} WHERE session_id = $1`, [sessionId]);
  return row ? toAgentSessionSummary(row) : null;
};

/**
 * The prompt the game was made from: the first message of its first conversation, or null (a game made by
 * hand, or its maker erased). Later conversations ask for changes ("make it faster"), not for a world.
 */
export const gamePrompt = async (db: ReadDb, gameId: string): Promise<string | null> => {
  const [row] = await db.query<{ first_prompt: string }>(
    `SELECT first_prompt FROM ${db.table('agent_sessions')} WHERE game_id = $1 AND turn_count > 0 ORDER BY started_at, session_id LIMIT 1`,
    [gameId],
  );
  return row && row.first_prompt !== '' ? row.first_prompt : null;
};
