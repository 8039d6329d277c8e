export type GameCreated = {
  type: 'GameCreated';
  data: { gameId: string; name: string; description: string; createdAt: string };
};

export type GameRenamed = {
  type: 'GameRenamed';
  data: { gameId: string; name: string; previousName: string; renamedAt: string };
};

export type GameEvent = GameCreated | GameRenamed;

export const GAME_EVENT_TYPES = ['GameCreated', 'GameRenamed'] as const satisfies readonly GameEvent['type'][];

export const gameStreamId = (gameId: string): string => `game-${gameId}`;
