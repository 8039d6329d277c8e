import type { GameState } from './game.state.js';
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

/**
 * A new game copied from `source` (the source game's state as its stream says) for the actor, who becomes
 * its creator. `currentCheckpointId`: the source's current checkpoint (null when it has none).
 */
export type CloneGame = {
  type: 'CloneGame';
  data: { gameId: string; creatorName: string; sourceGameId: string; source: GameState; currentCheckpointId: string | null; now: string } & GameActor;
};

/** The copy is whole: `checkpointId` is the clone's own `clone` checkpoint. */
export type CompleteClone = { type: 'CompleteClone'; data: { gameId: string; checkpointId: string; assetCount: number; now: string } };

export type FailClone = { type: 'FailClone'; data: { gameId: string; reason: string; now: string } };

/** A custom dashboard (docs/api-games.md): the web's form values, checked by the decider. */
export type CreateDashboard = {
  type: 'CreateDashboard';
  data: { gameId: string; name: string; icon?: string; layoutType?: string; initialComponents: string[]; now: string } & GameActor;
};

/** Only the fields given change (a new name changes the code too). */
export type UpdateDashboard = {
  type: 'UpdateDashboard';
  data: { gameId: string; dashboardId: number; name?: string; icon?: string; layoutType?: string; initialComponents?: string[]; now: string } & GameActor;
};

export type DeleteDashboard = {
  type: 'DeleteDashboard';
  data: { gameId: string; dashboardId: number; now: string } & GameActor;
};

export type GameCommand =
  | CreateGame
  | RenameGame
  | UpdateGameDetails
  | DeleteGame
  | PublishGame
  | UnpublishGame
  | CloneGame
  | CompleteClone
  | FailClone
  | CreateDashboard
  | UpdateDashboard
  | DeleteDashboard;
