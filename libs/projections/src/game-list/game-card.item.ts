// Only type imports from dependency-free files: the web app imports this directly, like game-list.item.ts.
import type { GameCreator } from './game-list.item.js';

/** Spec 1 §3 "Game card" (GET /get-user-games/{userId}). category_tags is comma-separated, as the spec's game data carries it. */
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
