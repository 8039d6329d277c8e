import type { CustomDashboard } from './game.dashboards.js';

/** Lineage of a clone: the game and checkpoint it was copied from (null: the source had no checkpoint, its working tree was copied). */
export type GameClonedFrom = { gameId: string; checkpointId: string | null; title: string };

export type GameCreated = {
  type: 'GameCreated';
  /**
   * creatorId/creatorName: absent on games created before accounts existed (no owner). clonedFrom: the game
   * is a clone, hidden everywhere until GameCloneCompleted (docs/api-clone.md).
   */
  data: {
    gameId: string;
    name: string;
    description: string;
    createdAt: string;
    creatorId?: string | null;
    creatorName?: string | null;
    clonedFrom?: GameClonedFrom;
  };
};

/** Every asset of a clone is copied and its `clone` checkpoint written: the game is shown (to its creator's lists too) from now on. */
export type GameCloneCompleted = {
  type: 'GameCloneCompleted';
  data: { gameId: string; sourceGameId: string; creatorId: string | null; checkpointId: string; assetCount: number; completedAt: string };
};

/** The clone could not be finished: the game is gone (never shown); what was copied stays in history. */
export type GameCloneFailed = {
  type: 'GameCloneFailed';
  data: { gameId: string; sourceGameId: string; reason: string; failedAt: string };
};

export type GameRenamed = {
  type: 'GameRenamed';
  data: { gameId: string; name: string; previousName: string; renamedAt: string };
};

export type GameDeleted = {
  type: 'GameDeleted';
  data: { gameId: string; deletedAt: string; by: string };
};

/** Only the fields that changed are present (trimmed; categoryTags normalised, '' when cleared). */
export type GameDetailsUpdated = {
  type: 'GameDetailsUpdated';
  data: {
    gameId: string;
    name?: string;
    description?: string;
    titleCard?: string;
    nsfw?: boolean;
    isCloneable?: boolean;
    categoryTags?: string;
    updatedAt: string;
  };
};

/** Players now play the game as the checkpoint recorded it (docs/api-frontends.md, Publishing). */
export type GamePublished = {
  type: 'GamePublished';
  data: { gameId: string; checkpointId: string; message: string; publishedAt: string; by: string };
};

export type GameUnpublished = {
  type: 'GameUnpublished';
  data: { gameId: string; checkpointId: string; unpublishedAt: string; by: string };
};

/** A custom dashboard was made (docs/api-games.md, Custom dashboards). */
export type DashboardCreated = {
  type: 'DashboardCreated';
  data: { gameId: string; dashboard: CustomDashboard; createdAt: string };
};

/** Only the fields that changed are present; a new name comes with its new code. */
export type DashboardUpdated = {
  type: 'DashboardUpdated';
  data: { gameId: string; dashboardId: number; updatedAt: string } & Partial<Omit<CustomDashboard, 'id'>>;
};

export type DashboardDeleted = {
  type: 'DashboardDeleted';
  data: { gameId: string; dashboardId: number; name: string; deletedAt: string };
};

export type GameEvent =
  | GameCreated
  | GameRenamed
  | GameDetailsUpdated
  | GameDeleted
  | GamePublished
  | GameUnpublished
  | GameCloneCompleted
  | GameCloneFailed
  | DashboardCreated
  | DashboardUpdated
  | DashboardDeleted;

export const GAME_EVENT_TYPES = [
  'GameCreated',
  'GameRenamed',
  'GameDetailsUpdated',
  'GameDeleted',
  'GamePublished',
  'GameUnpublished',
  'GameCloneCompleted',
  'GameCloneFailed',
  'DashboardCreated',
  'DashboardUpdated',
  'DashboardDeleted',
] as const satisfies readonly GameEvent['type'][];

export const gameStreamId = (gameId: string): string => `game-${gameId}`;
