// Only type imports from dependency-free files: the web app imports this directly, like game-list.item.ts.
import type { GameCreator } from './game-list.item.js';

/** A game card (GET /get-user-games/{userId}, docs/api-games.md). category_tags is comma-separated, as the game data carries it. */
export type GameCard = {
  id: string;
  title: string;
  description: string;
  image: string | null;
  published: boolean;
  nsfw: boolean;
  category_tags: string;
  isCloneable: boolean;
  creator: GameCreator;
};

// The web app cannot import @tempest/domain, so the dashboard and play-state shapes are repeated here;
// game-card.read-model.ts assigns the domain's values to them, so the compiler keeps both in step.

/** A dashboard of the game data (see libs/domain/src/game/game.dashboards.ts). */
export type GameDashboardItem = {
  id: number;
  name: string;
  icon: string;
  individual_selection: boolean;
  initialComponents: string[];
  layoutType: 'grid' | 'flow' | 'static';
  code: string;
  category: string;
  entityType: string;
  typeSelectable: boolean;
};

/** The game data's play state (`currentPlayState`). */
export type GamePlayStateItem = {
  current_mode: string;
  available_modes: string[];
  pending_actions: unknown[];
  current_action: unknown;
  completed_actions: unknown[];
  llm_game_context: string;
};

/** The game data (docs/api-games.md, fetch-game-card), as the creation dashboard reads it. */
export type GameData = {
  id: string;
  name: string;
  description: string;
  titleCard: string | null;
  published: boolean;
  isCloneable: boolean;
  nsfw: boolean;
  categoryTags: string;
  customDashboards: GameDashboardItem[];
  defaultDashboards: GameDashboardItem[];
  currentPlayState: GamePlayStateItem;
};

/**
 * GET /create/fetch-game-card/{id}: the game card plus its game data under `game`.
 * creator is null only for games made before accounts existed.
 */
export type GameCardDetails = Omit<GameCard, 'creator'> & { creator: GameCreator | null; game: GameData };
