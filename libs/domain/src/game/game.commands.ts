/** Time comes in with the command: the domain never reads a clock. */
export type CreateGame = {
  type: 'CreateGame';
  data: { gameId: string; name: string; description: string; creatorId: string; creatorName: string; now: string };
};

/** Who asks, so the decider can apply "only the creator (or staff) changes a game". */
export type GameActor = { actorId: string; isStaff: boolean };

export type RenameGame = {
  type: 'RenameGame';
  data: { gameId: string; name: string; now: string } & GameActor;
};

export type DeleteGame = {
  type: 'DeleteGame';
  data: { gameId: string; now: string } & GameActor;
};

/**
 * Name, description and titleCard apply only when non-empty, flags only when defined (docs/api-games.md).
 * categoryTags (comma-separated) applies when defined; '' clears them.
 */
export type UpdateGameDetails = {
  type: 'UpdateGameDetails';
  data: {
    gameId: string;
    name?: string;
    description?: string;
    titleCard?: string;
    nsfw?: boolean;
    isCloneable?: boolean;
    categoryTags?: string;
    now: string;
  } & GameActor;
};

/** The handler looks the checkpoint up on the game's versioning stream; only a whole-tree checkpoint can be published. */
export type PublishGame = {
  type: 'PublishGame';
  data: { gameId: string; checkpointId: string; checkpointFound: boolean; message: string; now: string } & GameActor;
};

export type UnpublishGame = {
  type: 'UnpublishGame';
  data: { gameId: string; now: string } & GameActor;
};

export type GameCommand = CreateGame | RenameGame | UpdateGameDetails | DeleteGame | PublishGame | UnpublishGame;
