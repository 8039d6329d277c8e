/** One row of the games read model, as GET /api/games returns it. */
export type Game = {
  id: string;
  name: string;
  description: string;
  revision: number;
  createdAt: string;
  updatedAt: string;
};

/** The list plus the read-model position it reflects. Newest first. */
export type GamesList = {
  games: Game[];
  position: string;
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
  position: string;
};
