import { agentStreaming } from '../agent-turn/agent-turn.js';
import { authorizeAsset } from '../asset/asset.decide.js';
import { assertNever, type Decider } from '../shared/decider.js';
import type { CheckpointCommand, CreateCheckpoint } from './checkpoint.commands.js';
import { CHECKPOINT_DESCRIPTION_MAX, CHECKPOINT_MESSAGE_MAX, CHECKPOINT_TITLE_MAX, ROLLBACK_HOLD_MS } from './checkpoint.limits.js';
import { CHECKPOINT_TRIGGERS, type CheckpointEvent } from './checkpoint.events.js';
import { evolveCheckpoints, initialCheckpointState, rolledBack, type CheckpointState, type CheckpointStreamEvent, type KnownCheckpoint } from './checkpoint.state.js';
import { DomainError } from '../shared/errors.js';

/** A checkpoint of this game that is not deleted (a deleted one is gone for every call but the event history). */
export const visibleCheckpoint = (state: CheckpointState, checkpointId: string): KnownCheckpoint => {
  const found = state.checkpoints.get(checkpointId);
  if (!found || found.deleted) throw new DomainError('checkpoint.not_found', { checkpointId });
  return found;
};

/** The agent turn of a checkpoint a rollback took back (its tokens may be refunded once), or a refusal. */
export const refundableTurn = (state: CheckpointState, checkpointId: string): KnownCheckpoint & { agent: NonNullable<KnownCheckpoint['agent']> } => {
  const found = visibleCheckpoint(state, checkpointId);
  if (found.agent === null) throw new DomainError('checkpoint.not_agent_turn', { checkpointId });
  if (!rolledBack(state, checkpointId)) throw new DomainError('checkpoint.turn_not_rolled_back', { checkpointId });
  return { ...found, agent: found.agent };
};

const bounded = (field: string, value: string, max: number): string => {
  if (value.length > max) throw new DomainError('checkpoint.invalid', `${field} must be at most ${max} characters`);
  return value.trim();
};

const create = (state: CheckpointState, d: CreateCheckpoint['data']): CheckpointEvent[] => {
  if (state.checkpoints.has(d.checkpointId)) throw new DomainError('checkpoint.already_exists', { checkpointId: d.checkpointId });
  if (!CHECKPOINT_TRIGGERS.includes(d.trigger)) throw new DomainError('checkpoint.invalid', `trigger must be one of ${CHECKPOINT_TRIGGERS.join(', ')}`);
  const title = bounded('title', d.title, CHECKPOINT_TITLE_MAX);
  const description = bounded('description', d.description, CHECKPOINT_DESCRIPTION_MAX);
  const message = bounded('message', d.message, CHECKPOINT_MESSAGE_MAX);
  const { checkpointId, gameId, trigger, isStarred, assets, frontends, components, agent, sessionId, rollback, now, actor } = d;
  const recorded = components ? { components } : {};
  const data = { checkpointId, gameId, trigger, title, description, message, isStarred, assets, frontends, ...recorded, agent, sessionId, rollback, at: now, by: actor.actorId };
  return [{ type: 'CheckpointCreated', data }];
};

const holdsGame = (state: CheckpointState, now: string): boolean =>
  state.rollback !== null && Date.parse(now) - Date.parse(state.rollback.at) < ROLLBACK_HOLD_MS;

export const decideCheckpoint = (command: CheckpointCommand, state: CheckpointState): CheckpointEvent[] => {
  const { gameId, now, actor, game } = command.data;
  authorizeAsset(game, gameId, actor);
  const by = actor.actorId;
  switch (command.type) {
    case 'CreateCheckpoint':
      return create(state, command.data);
    case 'ToggleCheckpointStar': {
      const { checkpointId, isStarred } = command.data;
      const found = visibleCheckpoint(state, checkpointId);
      const next = isStarred ?? !found.isStarred;
      if (next === found.isStarred) return [];
      return [{ type: 'CheckpointStarToggled', data: { checkpointId, gameId, isStarred: next, at: now, by } }];
    }
    case 'DeleteCheckpoint': {
      const { checkpointId } = command.data;
      visibleCheckpoint(state, checkpointId);
      return [{ type: 'CheckpointDeleted', data: { checkpointId, gameId, at: now, by } }];
    }
    case 'StartRollback': {
      const { rollbackId, checkpointId, agentTurns } = command.data;
      visibleCheckpoint(state, checkpointId);
      if (agentStreaming(agentTurns, now)) throw new DomainError('checkpoint.agent_working', { gameId });
      if (holdsGame(state, now)) throw new DomainError('checkpoint.rollback_in_progress', { gameId });
      return [{ type: 'CheckpointRollbackStarted', data: { rollbackId, gameId, toCheckpointId: checkpointId, at: now, by } }];
    }
    default:
      return assertNever(command);
  }
};

export const checkpointDecider: Decider<CheckpointState, CheckpointCommand, CheckpointStreamEvent> = {
  initialState: initialCheckpointState,
  evolve: evolveCheckpoints,
  decide: decideCheckpoint,
};
