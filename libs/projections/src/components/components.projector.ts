import { COMPONENTS_ROOM, gameRoom } from '@tempest/contracts';
import { COMPONENT_EVENT_TYPES, COMPONENT_STREAM_PREFIX } from '@tempest/domain';
import type { Projector } from '../engine/projector.js';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import { evolveComponentRow, type ComponentRow } from './components.read-model.js';

export const COMPONENTS = 'components';

const rows: RowProjection<ComponentRow> = {
  table: 'components',
  key: 'id',
  columns: ['id', 'slug', 'name', 'aliases', 'category', 'game_id', 'field_schema', 'created_at', 'updated_at', 'created_by'],
  keyOf: (event) => (event.streamId.startsWith(COMPONENT_STREAM_PREFIX) ? event.streamId.slice(COMPONENT_STREAM_PREFIX.length) : null),
  evolve: evolveComponentRow,
};

/** The component registry: one row per live component (deleted ones removed). */
export const componentsProjector: Projector = {
  name: COMPONENTS,
  version: 1,
  tables: ['components'],
  eventTypes: COMPONENT_EVENT_TYPES,
  async createTables(tx, t) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('components')} (
      id uuid PRIMARY KEY,
      slug text NOT NULL,
      name text NOT NULL,
      aliases text[] NOT NULL,
      category text,
      game_id uuid,
      field_schema jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      created_by uuid
    )`);
    await tx.query(`CREATE INDEX IF NOT EXISTS components_scope_slug ON ${t('components')} (game_id, slug)`);
    await tx.query(`CREATE INDEX IF NOT EXISTS components_aliases ON ${t('components')} USING gin (aliases)`);
  },
  apply: (tx, events, t) => applyRowProjection(rows, tx, events, t),
  changesOf: (event) => {
    const id = rows.keyOf(event);
    const gameId = (event.data as { gameId?: string | null }).gameId;
    // A game's components go to that game's room; global ones to the `components` room every studio joins.
    if (!id) return [];
    return [{ readModel: 'components', id, rooms: [gameId ? gameRoom(gameId) : COMPONENTS_ROOM] }];
  },
};
