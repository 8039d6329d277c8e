import { assertNever, type Decider } from '../shared/decider.js';
import type { OpenPlaySession, PlaySessionCommand, RecordGameAction } from './play.commands.js';
import { PLAY_STATE_MAX_CHARS, stateTooLargeMessage } from './play.limits.js';
import type { PlaySessionEvent, PlaySessionOpened } from './play.events.js';
import { changesBetween, entityStateSize, sanitizeEntityState } from './play.rules.js';
import { evolvePlayIndex, evolvePlaySession, initialPlayIndexState, initialPlaySessionState, type PlayIndexState, type PlaySessionState } from './play.state.js';
import { DomainError } from '../shared/errors.js';

const recordAction = ({ data }: RecordGameAction, state: PlaySessionState): PlaySessionEvent[] => {
  if (state.status !== 'started' || state.playerKey !== data.playerKey) throw new DomainError('play.session_not_found', { sessionId: data.sessionId });
  const { sessionId, action, args, outcome, now: at, actionId } = data;
  // A retry of an action already recorded (its answer was lost, or it was refused as busy after all) records nothing.
  if (actionId !== undefined && state.recent.some((r) => r.actionId === actionId)) return [];
  const id = actionId === undefined ? {} : { actionId };
  const failed = (error: string): PlaySessionEvent[] => [{ type: 'GameActionFailed', data: { sessionId, action, args, error, logs: outcome.logs, at, ...id } }];
  if (!outcome.ok) return failed(outcome.error);
  const next = sanitizeEntityState(outcome.state);
  const size = entityStateSize(next);
  if (size > PLAY_STATE_MAX_CHARS) return failed(`StateTooLarge: ${stateTooLargeMessage(size)}`);
  const changes = changesBetween(state.entityState, next);
  return [{ type: 'GameActionApplied', data: { sessionId, action, args, changes, logs: outcome.logs, at, ...id } }];
};

export const decidePlaySession = (command: PlaySessionCommand, state: PlaySessionState): PlaySessionEvent[] => {
  switch (command.type) {
    case 'StartPlaySession': {
      const { now, entityState: raw, stateHash, replaces, ...rest } = command.data;
      if (state.status !== 'none') throw new DomainError('play.session_exists', { sessionId: rest.sessionId });
      const entityState = sanitizeEntityState(raw);
      const size = entityStateSize(entityState);
      if (size > PLAY_STATE_MAX_CHARS) throw new DomainError('play.state_too_large', { size, limit: PLAY_STATE_MAX_CHARS });
      const lineage = replaces ? { lineageId: replaces.lineageId, previousSessionId: replaces.sessionId } : {};
      // Stored elsewhere: the event names the state (a claim check) instead of copying it into every session.
      const started = stateHash === undefined ? { entityState } : { stateHash };
      return [{ type: 'PlaySessionStarted', data: { ...rest, ...started, ...lineage, at: now } }];
    }
    case 'RecordGameAction':
      return recordAction(command, state);
    case 'RestorePlaySession': {
      const { sessionId, checkpointId, stateHash, stateSize, now } = command.data;
      if (state.status !== 'started') throw new DomainError('play.session_not_found', { sessionId });
      if (stateSize > PLAY_STATE_MAX_CHARS) throw new DomainError('play.state_too_large', { size: stateSize, limit: PLAY_STATE_MAX_CHARS });
      return [{ type: 'PlaySessionRestored', data: { sessionId, checkpointId, stateHash, at: now } }];
    }
    default:
      return assertNever(command);
  }
};

export const playSessionDecider: Decider<PlaySessionState, PlaySessionCommand, PlaySessionEvent> = {
  initialState: initialPlaySessionState,
  evolve: evolvePlaySession,
  decide: decidePlaySession,
  // Its entities (at most a million characters) and its last action ids: a session of a hundred thousand actions
  // weighs in a process's cache what a new one does, so busy sessions are not evicted and folded again per action.
  boundedState: true,
};

export const playIndexDecider: Decider<PlayIndexState, OpenPlaySession, PlaySessionOpened> = {
  initialState: initialPlayIndexState,
  evolve: evolvePlayIndex,
  decide: (command) => [{ type: 'PlaySessionOpened', data: { sessionId: command.data.sessionId, at: command.data.now } }],
};
