// No imports: the web app imports these types directly (apps/web tsconfig path "@tempest/read-models/*").

/** Who made a game (games list items and game cards carry it). */
export type GameCreator = { id: string; name: string; avatar: string };

/** One game in the list, as GET /api/games answers it and the web app shows it. */
export type GameListItem = {
  id: string;
  name: string;
  description: string;
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** Null for games made before accounts existed. */
  creator: GameCreator | null;
};
