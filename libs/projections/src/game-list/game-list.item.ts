// No imports: the web app imports this type directly (apps/web tsconfig path "@tempest/read-models/*").

/** One game in the list, as GET /api/games answers it and the web app shows it. */
export type GameListItem = {
  id: string;
  name: string;
  description: string;
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** Null for games made before accounts existed. */
  creator: { id: string; name: string; avatar: string } | null;
};
