import { defaultDashboards, defaultPlayState, toGameDashboard } from '@tempest/domain';
import { avatarPathOf } from '../user-profiles/user-profiles.read-model.js';
import type { GameCard, GameCardDetails, GameData } from './game-card.item.js';
import type { GameCreator } from './game-list.item.js';
import type { GameListRow } from './game-list.read-model.js';

/** The columns of the `games` read model a card needs. */
export type GameCardRow = Pick<
  GameListRow,
  | 'id'
  | 'name'
  | 'description'
  | 'creator_id'
  | 'creator_name'
  | 'title_card'
  | 'nsfw'
  | 'is_cloneable'
  | 'category_tags'
  | 'published_checkpoint_id'
  | 'remixed_from_id'
  | 'remixed_from_title'
  | 'remix_count'
  | 'custom_dashboards'
>;

/** The `games` columns a card reads, for a SELECT list. */
export const GAME_CARD_COLUMNS =
  'id, name, description, creator_id, creator_name, title_card, nsfw, is_cloneable, category_tags, published_checkpoint_id, remixed_from_id, remixed_from_title, remix_count, custom_dashboards';

/** Lineage as the card and the game data carry it (docs/api-clone.md). */
const lineageOf = (row: GameCardRow): Pick<GameCard, 'remixed_from' | 'remix_count'> => ({
  remixed_from: row.remixed_from_id ? { id: row.remixed_from_id, title: row.remixed_from_title ?? '' } : null,
  remix_count: Number(row.remix_count ?? 0),
});

/** A game is published while a checkpoint of it is (docs/api-frontends.md, Publishing). */
const isPublished = (row: GameCardRow): boolean => row.published_checkpoint_id !== null && row.published_checkpoint_id !== undefined;

const creatorOf = (creatorId: string, row: GameCardRow, fallbackName: string): GameCreator => ({
  id: creatorId,
  name: row.creator_name ?? fallbackName,
  avatar: avatarPathOf(creatorId),
});

const cardFields = (row: GameCardRow): Omit<GameCard, 'creator'> => ({
  id: row.id,
  title: row.name,
  description: row.description,
  image: row.title_card,
  published: isPublished(row),
  nsfw: row.nsfw,
  category_tags: row.category_tags,
  isCloneable: row.is_cloneable,
  ...lineageOf(row),
});

/** Pure: the game card of a game that has a creator (a user's games; docs/api-games.md, get-user-games). */
export const toGameCard = (row: GameCardRow & { creator_id: string }, fallbackCreatorName: string): GameCard => ({
  ...cardFields(row),
  creator: creatorOf(row.creator_id, row, fallbackCreatorName),
});

/** Pure: the game data of one game (docs/api-games.md, fetch-game-card). */
export const toGameData = (row: GameCardRow): GameData => ({
  id: row.id,
  name: row.name,
  description: row.description,
  titleCard: row.title_card,
  published: isPublished(row),
  isCloneable: row.is_cloneable,
  nsfw: row.nsfw,
  categoryTags: row.category_tags,
  ...lineageOf(row),
  customDashboards: (row.custom_dashboards ?? []).map(toGameDashboard),
  defaultDashboards: defaultDashboards(),
  currentPlayState: defaultPlayState(),
});

/** Pure: GET /create/fetch-game-card/{id}, the card and its game data. */
export const toGameCardDetails = (row: GameCardRow): GameCardDetails => ({
  ...cardFields(row),
  creator: row.creator_id ? creatorOf(row.creator_id, row, '') : null,
  game: toGameData(row),
});
