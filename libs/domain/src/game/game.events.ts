export type GameCreated = {
  type: 'GameCreated';
  /** creatorId/creatorName: absent on games created before accounts existed (no owner). */
  data: { gameId: string; name: string; description: string; createdAt: string; creatorId?: string | null; creatorName?: string | null };
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

export type GameEvent = GameCreated | GameRenamed | GameDetailsUpdated | GameDeleted | GamePublished | GameUnpublished;

export const GAME_EVENT_TYPES = [
  'GameCreated',
  'GameRenamed',
  'GameDetailsUpdated',
  'GameDeleted',
  'GamePublished',
  'GameUnpublished',
] as const satisfies readonly GameEvent['type'][];

export const gameStreamId = (gameId: string): string => `game-${gameId}`;
