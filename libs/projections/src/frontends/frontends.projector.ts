import { gameRoom } from '@tempest/contracts';
import { FRONTEND_EVENT_TYPES, FRONTEND_STREAM_PREFIX } from '@tempest/domain';
import type { Projector } from '../engine/projector.js';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import { evolveFrontendProjectRow, type FrontendProjectRow } from './frontends.read-model.js';

export const FRONTENDS = 'frontends';

const rows: RowProjection<FrontendProjectRow> = {
  table: 'frontend_projects',
  key: 'id',
  columns: ['id', 'game_id', 'name', 'description', 'entry_point', 'settings', 'created_at', 'updated_at'],
  keyOf: (event) => (event.streamId.startsWith(FRONTEND_STREAM_PREFIX) ? event.streamId.slice(FRONTEND_STREAM_PREFIX.length) : null),
  evolve: evolveFrontendProjectRow,
};

/**
 * Frontend projects (docs/api-frontends.md §1): one row per project. Its files are `frontend_file` assets
 * in the versioning projection's `assets`; a project's `updatedAt` also counts them, computed when read.
 */
export const frontendsProjector: Projector = {
  name: FRONTENDS,
  version: 1,
  tables: ['frontend_projects'],
  eventTypes: FRONTEND_EVENT_TYPES,
  async createTables(tx, t) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('frontend_projects')} (
      id uuid PRIMARY KEY,
      game_id uuid NOT NULL,
      name text NOT NULL,
      description text NOT NULL,
      entry_point text NOT NULL,
      settings jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`);
    await tx.query(`CREATE INDEX IF NOT EXISTS frontend_projects_game ON ${t('frontend_projects')} (game_id, created_at)`);
  },
  apply: (tx, events, t) => applyRowProjection(rows, tx, events, t),
  changesOf: (event) => {
    const id = rows.keyOf(event);
    const gameId = (event.data as { gameId?: string }).gameId;
    return id && gameId ? [{ readModel: 'frontends', id, rooms: [gameRoom(gameId)] }] : [];
  },
};
