import type { GameCard, GameCardDetails } from '@tempest/read-models/game-list/game-card.item';
import type { GameCreator, GameListItem } from '@tempest/read-models/game-list/game-list.item';

export type { GameCreator };

/** One row of the games read model, as GET /api/games returns it (creator null for games made before accounts). */
export type Game = GameListItem;

/** A game as a card shows it (GET /get-user-games/{userId}, docs/api-games.md). */
export type GameCardData = GameCard;

/** GET /create/fetch-game-card/{id}: the card plus its game data under `game` (docs/api-games.md). */
export type { GameCardDetails };

/** The list, most recently updated first, plus the read-model position it reflects. */
export type GamesList = {
  games: Game[];
  /** Null until the read model has processed any event. */
  position: string | null;
  /** False when a minPosition wait timed out: the list may not show that write yet. */
  caughtUp?: boolean;
};

export type CreateGameRequest = {
  name: string;
  description: string;
};

export type RenameGameRequest = {
  id: string;
  name: string;
  expectedRevision?: number;
};

/** What a successful write returns: enough to wait for the read model to catch up. */
export type GameWriteResult = {
  id: string;
  revision: number;
  /** Null when the command wrote nothing (e.g. a rename to the same name). */
  position: string | null;
};
