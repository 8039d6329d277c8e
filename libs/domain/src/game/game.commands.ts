/** Time comes in with the command: the domain never reads a clock. */
export type CreateGame = {
  type: 'CreateGame';
  data: { gameId: string; name: string; description: string; now: string };
};

export type RenameGame = {
  type: 'RenameGame';
  data: { gameId: string; name: string; now: string };
};

export type GameCommand = CreateGame | RenameGame;
