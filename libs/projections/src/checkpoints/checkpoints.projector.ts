import { gameRoom } from '@tempest/contracts';
import { CHECKPOINT_EVENT_TYPES } from '@tempest/domain';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import { defineReadModel } from '../engine/table.js';
import { checkpointIdOf, evolveCheckpointRow, type CheckpointRow } from './checkpoints.read-model.js';

export const CHECKPOINTS = 'checkpoints';

const rows: RowProjection<CheckpointRow> = {
  table: {
    name: 'checkpoints',
    key: 'checkpoint_id',
    columns: {
      checkpoint_id: 'uuid', game_id: 'uuid', seq: 'bigint', trigger: 'text', title: 'text', description: 'text', message: 'text',
      is_starred: 'boolean', deleted: 'boolean', actor_id: 'uuid null', actor_kind: 'text', model: 'text null', agent_session_id: 'uuid null',
      agent_turn: 'integer null', session_id: 'uuid null', asset_count: 'integer', rollback_to: 'uuid null', rollback_from: 'uuid null',
      created_at: 'timestamptz',
    },
    indexes: [{ name: 'checkpoints_timeline', on: 'game_id, seq DESC', where: 'NOT deleted' }],
  },
  keyOf: checkpointIdOf,
  evolve: evolveCheckpointRow,
};

/** A game's checkpoint timeline (docs/api-checkpoints.md): newest first, deleted ones hidden. */
export const checkpointsProjector = defineReadModel({
  name: CHECKPOINTS,
  version: 1,
  tables: [rows.table],
  eventTypes: [...CHECKPOINT_EVENT_TYPES, 'RevisionCommitted'],
  apply: (tx, events, t) => applyRowProjection(rows, tx, events, t),
  changesOf: (event) => {
    if (!checkpointIdOf(event)) return [];
    const gameId = (event.data as { gameId: string }).gameId;
    return [{ readModel: 'checkpoints', id: gameId, rooms: [gameRoom(gameId)] }];
  },
});
