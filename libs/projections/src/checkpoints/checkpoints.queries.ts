import type { CheckpointItem } from '@tempest/contracts';
import type { ReadDb } from '../read-db.js';
import type { CheckpointRow } from './checkpoints.read-model.js';

const iso = (value: string): string => new Date(value).toISOString();

const toTimelineCheckpoint = (row: CheckpointRow, currentId: string | null, publishedId: string | null): CheckpointItem => ({
  checkpoint_id: row.checkpoint_id,
  game_id: row.game_id,
  trigger: row.trigger,
  title: row.title,
  description: row.description,
  message: row.message,
  is_starred: row.is_starred,
  is_published: row.checkpoint_id === publishedId,
  is_current: row.checkpoint_id === currentId,
  actor: { id: row.actor_id, kind: row.actor_kind, model: row.model },
  agent_session_id: row.agent_session_id,
  agent_turn: row.agent_turn,
  session_id: row.session_id,
  asset_count: row.asset_count,
  rollback_to_checkpoint_id: row.rollback_to,
  rollback_from_checkpoint_id: row.rollback_from,
  created_at: iso(row.created_at),
});

/** The game's current checkpoint: the newest one not deleted (libs/domain `currentCheckpoint`), or null. */
export const currentCheckpointId = async (db: ReadDb, gameId: string): Promise<string | null> => {
  const [row] = await db.query<{ checkpoint_id: string }>(
    `SELECT checkpoint_id FROM ${db.table('checkpoints')} WHERE game_id = $1 AND NOT deleted ORDER BY seq DESC LIMIT 1`,
    [gameId],
  );
  return row?.checkpoint_id ?? null;
};

/** A page of the game's timeline, newest first, deleted ones hidden; one more row than asked says whether more follow. */
export const checkpointTimeline = async (
  db: ReadDb,
  gameId: string,
  page: { limit: number; offset: number; sessionId: string | null; publishedId: string | null },
): Promise<{ checkpoints: CheckpointItem[]; hasMore: boolean; currentId: string | null }> => {
  const bySession = page.sessionId ? 'AND session_id = $4' : '';
  const rows = await db.query<CheckpointRow>(
    `SELECT * FROM ${db.table('checkpoints')} WHERE game_id = $1 AND NOT deleted ${bySession} ORDER BY seq DESC LIMIT $2 OFFSET $3`,
    [gameId, page.limit + 1, page.offset, ...(page.sessionId ? [page.sessionId] : [])],
  );
  const currentId = await currentCheckpointId(db, gameId);
  return {
    checkpoints: rows.slice(0, page.limit).map((row) => toTimelineCheckpoint(row, currentId, page.publishedId)),
    hasMore: rows.length > page.limit,
    currentId,
  };
};
