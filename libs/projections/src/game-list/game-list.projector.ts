import { DELETED_USER_NAME, GAMES_ROOM, gameRoom, userRoom } from '@tempest/contracts';
import { GAME_EVENT_TYPES } from '@tempest/domain';
import { erasedUserOf } from '../erasures/erasures.read-model.js';
import type { ReadModelChange } from '../engine/projector.js';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import { defineReadModel } from '../engine/table.js';
import { evolveGameListRow, remixedSourceOf, type GameListRow } from './game-list.read-model.js';

export const GAME_LIST = 'game_list';

const rows: RowProjection<GameListRow> = {
  table: {
    name: 'games',
    key: 'id',
    columns: {
      id: 'uuid', name: 'text', description: 'text', revision: 'integer', created_at: 'timestamptz', updated_at: 'timestamptz',
      creator_id: 'uuid null', creator_name: 'text null', title_card: 'text null', nsfw: 'boolean default false', is_cloneable: 'boolean default false',
      category_tags: "text default ''", published_checkpoint_id: 'uuid null', published_at: 'timestamptz null', published_by: 'uuid null',
      cloning: 'boolean default false', remixed_from_id: 'uuid null', remixed_from_title: 'text null', remix_count: 'integer default 0',
      custom_dashboards: "jsonb default '[]'",
    },
    indexes: [
      { name: 'games_updated_at', on: 'updated_at DESC, id' },
      { name: 'games_creator', on: 'creator_id, updated_at DESC' },
    ],
  },
  keyOf: (event) => (event.streamId.startsWith('game-') ? event.streamId.slice('game-'.length) : null),
  evolve: evolveGameListRow,
};

export const gameListProjector = defineReadModel({
  name: GAME_LIST,
  // 3: title_card, nsfw, is_cloneable, category_tags (GameDetailsUpdated). 4: published_* (GamePublished).
  // 5: cloning, remixed_from_*, remix_count (clones, docs/api-clone.md). 6: custom_dashboards.
  version: 6,
  tables: [rows.table],
  eventTypes: [...GAME_EVENT_TYPES, 'UserErased'],
  async apply(tx, events, t) {
    await applyRowProjection(rows, tx, events, t);
    // A completed clone counts for its source, after the batch's own rows are written (the upsert above
    // writes the source's row as it was loaded, so the count must move afterwards).
    const sources = events.map(remixedSourceOf).filter((id): id is string => id !== null);
    if (sources.length > 0) {
      await tx.query(
        `UPDATE ${t('games')} g SET remix_count = g.remix_count + c.n
           FROM (SELECT id::uuid AS id, count(*)::int AS n FROM unnest($1::text[]) AS id GROUP BY id) c WHERE g.id = c.id`,
        [sources],
      );
    }
    // An erased creator's games that stay (the published ones) show "deleted user" (docs/personal-data.md, Erasure).
    const erased = events.map(erasedUserOf).filter((id): id is string => id !== null);
    if (erased.length > 0) {
      await tx.query(`UPDATE ${t('games')} SET creator_name = $2 WHERE creator_id = ANY($1::uuid[])`, [erased, DELETED_USER_NAME]);
    }
  },
  changesOf: (event) => {
    if (erasedUserOf(event)) return [{ readModel: 'games', id: null, rooms: [GAMES_ROOM] }];
    const id = rows.keyOf(event);
    if (!id) return [];
    const creatorId = (event.data as { creatorId?: string | null }).creatorId;
    const source = remixedSourceOf(event);
    return [
      { readModel: 'games', id, rooms: [GAMES_ROOM, gameRoom(id), ...(creatorId ? [userRoom(creatorId)] : [])] },
      ...(source ? [{ readModel: 'games', id: source, rooms: [GAMES_ROOM, gameRoom(source)] } satisfies ReadModelChange] : []),
    ];
  },
});
