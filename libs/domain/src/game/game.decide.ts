import { assertNever, type Decider } from '../shared/decider.js';
import type { CloneGame, GameActor, GameCommand } from './game.commands.js';
import { createDashboard, deleteDashboard, updateDashboard } from './game.custom-dashboards.js';
import { detailChanges, validName } from './game.details.js';
import { GAME_DESCRIPTION_MAX, PUBLISH_MESSAGE_MAX, GAME_NAME_MAX } from './game.limits.js';
import type { GameEvent } from './game.events.js';
import { evolveGame, initialGameState, type GameState } from './game.state.js';
import { DomainError } from '../shared/errors.js';

type ActiveGame = Extract<GameState, { status: 'active' }>;

/** The game as the actor may change it: it must exist, and the actor be its creator or staff. */
const editable = (state: GameState, gameId: string, actor: GameActor): ActiveGame => {
  if (state.status !== 'active') throw new DomainError('game.not_found', { gameId });
  if (!actor.isStaff && state.creatorId !== actor.actorId) throw new DomainError('game.forbidden', { gameId });
  return state;
};

const REMIX_SUFFIX = ' (remix)';

/** "<source title> (remix)", the source's title shortened so the whole stays a valid name. */
export const remixName = (title: string): string => `${title.slice(0, GAME_NAME_MAX - REMIX_SUFFIX.length).trim()}${REMIX_SUFFIX}`;

/**
 * Who may clone what (docs/api-clone.md): the creator (or staff) any of their games, at its current
 * checkpoint; anyone else a published, cloneable game, at its published checkpoint. Someone else's draft
 * is not found, as everywhere.
 */
export const cloneSource = (
  sourceGameId: string,
  source: GameState,
  actor: GameActor,
  currentCheckpointId: string | null,
): { game: ActiveGame; checkpointId: string | null } => {
  if (source.status !== 'active' || source.cloning) throw new DomainError('game.not_found', { gameId: sourceGameId });
  const own = source.creatorId === actor.actorId;
  if (own || (actor.isStaff && !source.published)) return { game: source, checkpointId: currentCheckpointId };
  if (!source.published) throw new DomainError('game.not_found', { gameId: source.gameId });
  if (!source.isCloneable && !actor.isStaff) throw new DomainError('game.not_cloneable', { gameId: source.gameId });
  return { game: source, checkpointId: source.published.checkpointId };
};

const decideClone = ({ data }: CloneGame, state: GameState): GameEvent[] => {
  if (state.status !== 'absent') throw new DomainError('game.already_exists', { gameId: data.gameId });
  const { game, checkpointId } = cloneSource(data.sourceGameId, data.source, data, data.currentCheckpointId);
  const { gameId, now } = data;
  const clonedFrom = { gameId: game.gameId, checkpointId, title: game.name };
  const created: GameEvent = {
    type: 'GameCreated',
    data: { gameId, name: remixName(game.name), description: game.description, createdAt: now, creatorId: data.actorId, creatorName: data.creatorName, clonedFrom },
  };
  const { titleCard, nsfw, categoryTags } = game;
  const details = { ...(titleCard ? { titleCard } : {}), ...(nsfw ? { nsfw } : {}), ...(categoryTags ? { categoryTags } : {}) };
  const detailed: GameEvent[] = Object.keys(details).length === 0 ? [] : [{ type: 'GameDetailsUpdated', data: { gameId, ...details, updatedAt: now } }];
  // The source's custom dashboards come along, with their ids.
  const dashboards: GameEvent[] = game.customDashboards.map((dashboard) => ({ type: 'DashboardCreated', data: { gameId, dashboard, createdAt: now } }));
  return [created, ...detailed, ...dashboards];
};

const cloning = (state: GameState, gameId: string): ActiveGame & { clonedFrom: NonNullable<ActiveGame['clonedFrom']> } => {
  if (state.status !== 'active' || !state.cloning || !state.clonedFrom) throw new DomainError('game.not_cloning', { gameId });
  return state as ActiveGame & { clonedFrom: NonNullable<ActiveGame['clonedFrom']> };
};

export const decideGame = (command: GameCommand, state: GameState): GameEvent[] => {
  switch (command.type) {
    case 'CreateGame': {
      if (state.status !== 'absent') throw new DomainError('game.already_exists', { gameId: command.data.gameId });
      const { gameId, description, now, creatorId, creatorName } = command.data;
      if (description.length > GAME_DESCRIPTION_MAX) throw new DomainError('game.invalid_description');
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
      if (!checkpointFound) throw new DomainError('checkpoint.not_found', { checkpointId });
      if (message.length > PUBLISH_MESSAGE_MAX) throw new DomainError('game.invalid_publish_message');
      if (game.published?.checkpointId === checkpointId) return [];
      return [{ type: 'GamePublished', data: { gameId: game.gameId, checkpointId, message: message.trim(), publishedAt: now, by: actorId } }];
    }
    case 'UnpublishGame': {
      const game = editable(state, command.data.gameId, command.data);
      if (!game.published) return [];
      const { now, actorId } = command.data;
      return [{ type: 'GameUnpublished', data: { gameId: game.gameId, checkpointId: game.published.checkpointId, unpublishedAt: now, by: actorId } }];
    }
    case 'CreateDashboard':
      return createDashboard(editable(state, command.data.gameId, command.data), command.data);
    case 'UpdateDashboard':
      return updateDashboard(editable(state, command.data.gameId, command.data), command.data);
    case 'DeleteDashboard':
      return deleteDashboard(editable(state, command.data.gameId, command.data), command.data);
    case 'CloneGame':
      return decideClone(command, state);
    case 'CompleteClone': {
      const game = cloning(state, command.data.gameId);
      const { checkpointId, assetCount, now } = command.data;
      return [{ type: 'GameCloneCompleted', data: { gameId: game.gameId, sourceGameId: game.clonedFrom.gameId, creatorId: game.creatorId, checkpointId, assetCount, completedAt: now } }];
    }
    case 'FailClone': {
      const game = cloning(state, command.data.gameId);
      return [{ type: 'GameCloneFailed', data: { gameId: game.gameId, sourceGameId: game.clonedFrom.gameId, reason: command.data.reason, failedAt: command.data.now } }];
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
