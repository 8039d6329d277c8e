import { COMPONENTS_ROOM, gameRoom } from '@tempest/contracts';
import { COMPONENT_EVENT_TYPES, COMPONENT_STREAM_PREFIX } from '@tempest/domain';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import { defineReadModel } from '../engine/table.js';
import { evolveComponentRow, type ComponentRow } from './components.read-model.js';

export const COMPONENTS = 'components';

const rows: RowProjection<ComponentRow> = {
  table: {
    name: 'components',
    key: 'id',
    columns: {
      id: 'uuid', slug: 'text', name: 'text', aliases: 'text[]', category: 'text null', game_id: 'uuid null', field_schema: 'jsonb',
      created_at: 'timestamptz', updated_at: 'timestamptz', created_by: 'uuid null',
    },
    indexes: [
      { name: 'components_scope_slug', on: 'game_id, slug' },
      { name: 'components_aliases', on: 'aliases', using: 'gin' },
    ],
  },
  keyOf: (event) => (event.streamId.startsWith(COMPONENT_STREAM_PREFIX) ? event.streamId.slice(COMPONENT_STREAM_PREFIX.length) : null),
  evolve: evolveComponentRow,
};

/** The component registry: one row per live component (deleted ones removed). */
export const componentsProjector = defineReadModel({
  name: COMPONENTS,
  version: 1,
  tables: [rows.table],
  eventTypes: COMPONENT_EVENT_TYPES,
  apply: (tx, events, t) => applyRowProjection(rows, tx, events, t),
  changesOf: (event) => {
    const id = rows.keyOf(event);
    const gameId = (event.data as { gameId?: string | null }).gameId;
    // A game's components go to that game's room; global ones to the `components` room every studio joins.
    if (!id) return [];
    return [{ readModel: 'components', id, rooms: [gameId ? gameRoom(gameId) : COMPONENTS_ROOM] }];
  },
});
