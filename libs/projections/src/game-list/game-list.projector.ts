import { DELETED_USER_NAME, GAMES_ROOM, gameRoom, userRoom } from '@tempest/contracts';
import { GAME_EVENT_TYPES } from '@tempest/domain';
import { erasedUserOf } from '../erasures/erasures.read-model.js';
import type { Projector, ReadModelChange } from '../engine/projector.js';
import { applyRowProjection, type RowProjection } from '../engine/row-projection.js';
import { evolveGameListRow, remixedSourceOf, type GameListRow } from './game-list.read-model.js';

export const GAME_LIST = 'game_list';

const rows: RowProjection<GameListRow> = {
  table: 'games',
  key: 'id',
  columns: [
    'id',
    'name',
    'description',
    'revision',
    'created_at',
    'updated_at',
    'creator_id',
    'creator_name',
    'title_card',
    'nsfw',
    'is_cloneable',
    'category_tags',
    'published_checkpoint_id',
    'published_at',
    'published_by',
    'cloning',
    'remixed_from_id',
    'remixed_from_title',
    'remix_count',
    'custom_dashboards',
  ],
  keyOf: (event) => (event.streamId.startsWith('game-') ? event.streamId.slice('game-'.length) : null),
  evolve: evolveGameListRow,
};

export const gameListProjector: Projector = {
  name: GAME_LIST,
  // 3: title_card, nsfw, is_cloneable, category_tags (GameDetailsUpdated). 4: published_* (GamePublished).
  // 5: cloning, remixed_from_*, remix_count (clones, docs/api-clone.md). 6: custom_dashboards.
  version: 6,
  tables: ['games'],
  eventTypes: [...GAME_EVENT_TYPES, 'UserErased'],
  async createTables(tx, t) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${t('games')} (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      description text NOT NULL,
      revision integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      creator_id uuid,
      creator_name text,
      title_card text,
      nsfw boolean NOT NULL DEFAULT false,
      is_cloneable boolean NOT NULL DEFAULT false,
      category_tags text NOT NULL DEFAULT '',
      published_checkpoint_id uuid,
      published_at timestamptz,
      published_by uuid,
      cloning boolean NOT NULL DEFAULT false,
      remixed_from_id uuid,
      remixed_from_title text,
      remix_count integer NOT NULL DEFAULT 0,
      custom_dashboards jsonb NOT NULL DEFAULT '[]'
    )`);
    await tx.query(`CREATE INDEX IF NOT EXISTS games_updated_at ON ${t('games')} (updated_at DESC, id)`);
    await tx.query(`CREATE INDEX IF NOT EXISTS games_creator ON ${t('games')} (creator_id, updated_at DESC)`);
  },
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
};
