import type { GameListItem } from '@tempest/read-models/game-list/game-list.item';

/** Who made a game (GET /api/games items and game cards carry it). */
export type GameCreator = {
  id: string;
  name: string;
  /** Avatar URL; the server generates one for every user. */
  avatar: string | null;
};

/**
 * One row of the games read model, as GET /api/games returns it. `creator` is optional until
 * every row carries it (games made before accounts existed have none).
 */
export type Game = GameListItem & { creator?: GameCreator | null };

/** A game as a card shows it (spec §3 "Game card"; GET /get-user-games/{userId}). */
export type GameCardData = {
  id: string;
  title: string;
  description: string;
  image: string | null;
  published: boolean;
  nsfw: boolean;
  /** Comma-separated. */
  category_tags: string;
  isCloneable: boolean;
  creator: GameCreator;
};

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
