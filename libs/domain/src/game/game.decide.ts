import { assertNever, type Decider } from '../shared/decider.js';
import type { GameCommand } from './game.commands.js';
import {
  GAME_DESCRIPTION_MAX,
  GAME_NAME_MAX,
  GameAlreadyExistsError,
  GameNotFoundError,
  InvalidGameDescriptionError,
  InvalidGameNameError,
} from './game.errors.js';
import type { GameEvent } from './game.events.js';
import { evolveGame, initialGameState, type GameState } from './game.state.js';

const validName = (name: string): string => {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > GAME_NAME_MAX) throw new InvalidGameNameError();
  return trimmed;
};

export const decideGame = (command: GameCommand, state: GameState): GameEvent[] => {
  switch (command.type) {
    case 'CreateGame': {
      if (state.status !== 'absent') throw new GameAlreadyExistsError(command.data.gameId);
      const { gameId, description, now } = command.data;
      if (description.length > GAME_DESCRIPTION_MAX) throw new InvalidGameDescriptionError();
      const name = validName(command.data.name);
      return [{ type: 'GameCreated', data: { gameId, name, description: description.trim(), createdAt: now } }];
    }
    case 'RenameGame': {
      if (state.status !== 'active') throw new GameNotFoundError(command.data.gameId);
      const name = validName(command.data.name);
      if (name === state.name) return [];
      return [
        { type: 'GameRenamed', data: { gameId: state.gameId, name, previousName: state.name, renamedAt: command.data.now } },
      ];
    }
    default:
      return assertNever(command);
  }
};

export const gameDecider: Decider<GameState, GameCommand, GameEvent> = {
  initialState: initialGameState,
  evolve: evolveGame,
  decide: decideGame,
};
