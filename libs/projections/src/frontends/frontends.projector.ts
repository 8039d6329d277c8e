import { gameRoom } from '@tempest/contracts';
import { FRONTEND_EVENT_TYPES, FRONTEND_STREAM_PREFIX } from '@tempest/domain';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import { defineReadModel } from '../engine/table.js';
import { evolveFrontendProjectRow, type FrontendProjectRow } from './frontends.read-model.js';

export const FRONTENDS = 'frontends';

const rows: RowProjection<FrontendProjectRow> = {
  table: {
    name: 'frontend_projects',
    key: 'id',
    columns: {
      id: 'uuid', game_id: 'uuid', name: 'text', description: 'text', entry_point: 'text', settings: 'jsonb', created_at: 'timestamptz', updated_at: 'timestamptz',
    },
    indexes: [{ name: 'frontend_projects_game', on: 'game_id, created_at' }],
  },
  keyOf: (event) => (event.streamId.startsWith(FRONTEND_STREAM_PREFIX) ? event.streamId.slice(FRONTEND_STREAM_PREFIX.length) : null),
  evolve: evolveFrontendProjectRow,
};

/**
 * Frontend projects (docs/api-frontends.md §1): one row per project. Its files are `frontend_file` assets
 * in the versioning projection's `assets`; a project's `updatedAt` also counts them, computed when read.
 */
export const frontendsProjector = defineReadModel({
  name: FRONTENDS,
  version: 1,
  tables: [rows.table],
  eventTypes: FRONTEND_EVENT_TYPES,
  apply: (tx, events, t) => applyRowProjection(rows, tx, events, t),
  changesOf: (event) => {
    const id = rows.keyOf(event);
    const gameId = (event.data as { gameId?: string }).gameId;
    return id && gameId ? [{ readModel: 'frontends', id, rooms: [gameRoom(gameId)] }] : [];
  },
});
