import type { ReadDb } from '../read-db.js';
import type { GameCard, GameCardDetails } from './game-card.item.js';
import { GAME_CARD_COLUMNS, toGameCard, toGameCardDetails, type GameCardRow } from './game-card.read-model.js';
import { GAME_LIST_ITEM_COLUMNS, toGameListItem, type GameListItem, type GameListItemRow } from './game-list.read-model.js';

// The queries the API runs on `games` (deleted games have no row).

/**
 * Who reads a list: drafts are listed only to their creator and to staff (docs/api-games.md, Who sees
 * drafts); everyone else, signed out included, sees published games only.
 */
export type GameListViewer = { userId: string | null; isStaff: boolean };

/** The WHERE condition (and its parameters, numbered from `first`) that leaves out drafts the viewer may not see. */
const visibleTo = (viewer: GameListViewer, first: number): { sql: string; params: unknown[] } => {
  // A clone being copied is shown to nobody, its owner and staff included (docs/api-clone.md).
  if (viewer.isStaff) return { sql: 'NOT cloning', params: [] };
  if (!viewer.userId) return { sql: 'published_checkpoint_id IS NOT NULL AND NOT cloning', params: [] };
  return { sql: `(published_checkpoint_id IS NOT NULL OR creator_id = $${first}) AND NOT cloning`, params: [viewer.userId] };
};

/** The games the viewer may see, the most recently changed first. */
export const gameList = async (db: ReadDb, viewer: GameListViewer): Promise<GameListItem[]> => {
  const visible = visibleTo(viewer, 1);
  const rows = await db.query<GameListItemRow>(
    `SELECT ${GAME_LIST_ITEM_COLUMNS} FROM ${db.table('games')} WHERE ${visible.sql} ORDER BY updated_at DESC, id`,
    visible.params,
  );
  return rows.map(toGameListItem);
};

/** One game's card and game data, or null. */
export const gameCardDetails = async (db: ReadDb, gameId: string): Promise<GameCardDetails | null> => {
  const [row] = await db.query<GameCardRow>(`SELECT ${GAME_CARD_COLUMNS} FROM ${db.table('games')} WHERE id = $1 AND NOT cloning`, [gameId]);
  return row ? toGameCardDetails(row) : null;
};

/**
 * The cards of a user's games the viewer may see, the most recently changed first; `creatorName` where a
 * row lacks its creator's name.
 */
export const gameCardsOfCreator = async (db: ReadDb, creatorId: string, creatorName: string, viewer: GameListViewer): Promise<GameCard[]> => {
  const visible = visibleTo(viewer, 2);
  const rows = await db.query<GameCardRow & { creator_id: string }>(
    `SELECT ${GAME_CARD_COLUMNS} FROM ${db.table('games')} WHERE creator_id = $1 AND ${visible.sql} ORDER BY updated_at DESC, id`,
    [creatorId, ...visible.params],
  );
  return rows.map((row) => toGameCard(row, creatorName));
};
