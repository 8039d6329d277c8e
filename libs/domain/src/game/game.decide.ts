import { assertNever, type Decider } from '../shared/decider.js';
import type { GameActor, GameCommand } from './game.commands.js';
import { detailChanges, validName } from './game.details.js';
import {
  CheckpointNotFoundError,
  GAME_DESCRIPTION_MAX,
  InvalidPublishMessageError,
  PUBLISH_MESSAGE_MAX,
  GameAlreadyExistsError,
  GameForbiddenError,
  GameNotFoundError,
  InvalidGameDescriptionError,
} from './game.errors.js';
import type { GameEvent } from './game.events.js';
import { evolveGame, initialGameState, type GameState } from './game.state.js';

type ActiveGame = Extract<GameState, { status: 'active' }>;

/** The game as the actor may change it: it must exist, and the actor be its creator or staff. */
const editable = (state: GameState, gameId: string, actor: GameActor): ActiveGame => {
  if (state.status !== 'active') throw new GameNotFoundError(gameId);
  if (!actor.isStaff && state.creatorId !== actor.actorId) throw new GameForbiddenError(gameId);
  return state;
};

export const decideGame = (command: GameCommand, state: GameState): GameEvent[] => {
  switch (command.type) {
    case 'CreateGame': {
      if (state.status !== 'absent') throw new GameAlreadyExistsError(command.data.gameId);
      const { gameId, description, now, creatorId, creatorName } = command.data;
      if (description.length > GAME_DESCRIPTION_MAX) throw new InvalidGameDescriptionError();
      const name = validName(command.data.name);
      return [{ type: 'GameCreated', data: { gameId, name, description: description.trim(), createdAt: now, creatorId, creatorName } }];
    }
    case 'RenameGame': {
      const game = editable(state, command.data.gameId, command.data);
      const name = validName(command.data.name);
      if (name === game.name) return [];
      return [
        { type: 'GameRenamed', data: { gameId: game.gameId, name, previousName: game.name, renamedAt: command.data.now } },
      ];
    }
    case 'UpdateGameDetails': {
      const game = editable(state, command.data.gameId, command.data);
      const changes = detailChanges(game, command.data);
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'GameDetailsUpdated', data: { gameId: game.gameId, ...changes, updatedAt: command.data.now } }];
    }
    case 'DeleteGame': {
      const game = editable(state, command.data.gameId, command.data);
      return [{ type: 'GameDeleted', data: { gameId: game.gameId, deletedAt: command.data.now, by: command.data.actorId } }];
    }
    case 'PublishGame': {
      const game = editable(state, command.data.gameId, command.data);
      const { checkpointId, checkpointFound, message, now, actorId } = command.data;
      if (!checkpointFound) throw new CheckpointNotFoundError(checkpointId);
      if (message.length > PUBLISH_MESSAGE_MAX) throw new InvalidPublishMessageError();
      if (game.published?.checkpointId === checkpointId) return [];
      return [{ type: 'GamePublished', data: { gameId: game.gameId, checkpointId, message: message.trim(), publishedAt: now, by: actorId } }];
    }
    case 'UnpublishGame': {
      const game = editable(state, command.data.gameId, command.data);
      if (!game.published) return [];
      const { now, actorId } = command.data;
      return [{ type: 'GameUnpublished', data: { gameId: game.gameId, checkpointId: game.published.checkpointId, unpublishedAt: now, by: actorId } }];
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
