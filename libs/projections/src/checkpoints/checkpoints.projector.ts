import { gameRoom } from '@tempest/contracts';
import { CHECKPOINT_EVENT_TYPES } from '@tempest/domain';
import type { Projector } from '../engine/projector.js';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import { checkpointIdOf, evolveCheckpointRow, type CheckpointRow } from './checkpoints.read-model.js';

export const CHECKPOINTS = 'checkpoints';

const rows: RowProjection<CheckpointRow> = {
  table: 'checkpoints',
  key: 'checkpoint_id',
  columns: [
    'checkpoint_id',
    'game_id',
    'seq',
    'trigger',
    'title',
    'description',
    'message',
    'is_starred',
    'deleted',
    'actor_id',
    'actor_kind',
    'model',
    'agent_session_id',
    'agent_turn',
    'session_id',
    'asset_count',
    'rollback_to',
    'rollback_from',
    'created_at',
  ],
  keyOf: checkpointIdOf,
  evolve: evolveCheckpointRow,
};

/** A game's checkpoint timeline (docs/api-checkpoints.md): newest first, deleted ones hidden. */
export const checkpointsProjector: Projector = {
  name: CHECKPOINTS,
  version: 1,
  tables: ['checkpoints'],
  eventTypes: [...CHECKPOINT_EVENT_TYPES, 'RevisionCommitted'],
  async createTables(tx, t) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('checkpoints')} (
      checkpoint_id uuid PRIMARY KEY,
      game_id uuid NOT NULL,
      seq bigint NOT NULL,
      trigger text NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      message text NOT NULL,
      is_starred boolean NOT NULL,
      deleted boolean NOT NULL,
      actor_id uuid,
      actor_kind text NOT NULL,
      model text,
      agent_session_id uuid,
      agent_turn integer,
      session_id uuid,
      asset_count integer NOT NULL,
      rollback_to uuid,
      rollback_from uuid,
      created_at timestamptz NOT NULL
    )`);
    await tx.query(`CREATE INDEX IF NOT EXISTS checkpoints_timeline ON ${t('checkpoints')} (game_id, seq DESC) WHERE NOT deleted`);
  },
  apply: (tx, events, t) => applyRowProjection(rows, tx, events, t),
  changesOf: (event) => {
    if (!checkpointIdOf(event)) return [];
    const gameId = (event.data as { gameId: string }).gameId;
    return [{ readModel: 'checkpoints', id: gameId, rooms: [gameRoom(gameId)] }];
  },
};
