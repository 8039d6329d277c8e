import type { ReadDb } from '../read-db.js';
import type { GameCard, GameCardDetails } from './game-card.item.js';
import { GAME_CARD_COLUMNS, toGameCard, toGameCardDetails, type GameCardRow } from './game-card.read-model.js';
import { toGameListItem, type GameListItem, type GameListItemRow } from './game-list.read-model.js';

// The queries the API runs on `games` (deleted games have no row).

/** Every game, the most recently changed first. */
export const gameList = async (db: ReadDb): Promise<GameListItem[]> => {
  const rows = await db.query<GameListItemRow>(
    `SELECT id, name, description, revision, created_at, updated_at, creator_id, creator_name FROM ${db.table('games')} ORDER BY updated_at DESC, id`,
  );
  return rows.map(toGameListItem);
};

/** One game's card and game data, or null. */
export const gameCardDetails = async (db: ReadDb, gameId: string): Promise<GameCardDetails | null> => {
  const [row] = await db.query<GameCardRow>(`SELECT ${GAME_CARD_COLUMNS} FROM ${db.table('games')} WHERE id = $1`, [gameId]);
  return row ? toGameCardDetails(row) : null;
};

/** The cards of a user's games, the most recently changed first; `creatorName` where a row lacks its creator's name. */
export const gameCardsOfCreator = async (db: ReadDb, creatorId: string, creatorName: string): Promise<GameCard[]> => {
  const rows = await db.query<GameCardRow & { creator_id: string }>(
    `SELECT ${GAME_CARD_COLUMNS} FROM ${db.table('games')} WHERE creator_id = $1 ORDER BY updated_at DESC, id`,
    [creatorId],
  );
  return rows.map((row) => toGameCard(row, creatorName));
};
