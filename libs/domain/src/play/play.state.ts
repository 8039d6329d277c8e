import { assertNever } from '../shared/decider.js';
import type { EntityState, PlaySessionEvent, PlaySessionOpened, PlaySource } from './play.events.js';
import { applyChanges } from './play.rules.js';

export type PlaySessionState =
  | { status: 'none' }
  | {
      status: 'started';
      sessionId: string;
      gameId: string;
      playerKey: string;
      source: PlaySource;
      checkpointId: string | null;
      /** Source 'moment': the global position played (every later call of the session stays on it). */
      position?: string;
      entityState: EntityState;
      /** The timeline lineage: the first session's id, carried on by the sessions that replace it (reload). */
      lineageId: string;
      previousSessionId: string | null;
      /** Actions recorded (applied or failed). */
      actions: number;
    };

export const initialPlaySessionState = (): PlaySessionState => ({ status: 'none' });

export const evolvePlaySession = (state: PlaySessionState, event: PlaySessionEvent): PlaySessionState => {
  switch (event.type) {
    case 'PlaySessionStarted': {
      const { sessionId, gameId, playerKey, source, checkpointId, position, entityState, lineageId, previousSessionId } = event.data;
      const moment = position === undefined ? {} : { position };
      // `entityState` is absent only while a stored state is not put back (the app hydrates before it folds).
      return { status: 'started', sessionId, gameId, playerKey, source, checkpointId, ...moment, entityState: entityState ?? {}, lineageId: lineageId ?? sessionId, previousSessionId: previousSessionId ?? null, actions: 0 };
    }
    case 'GameActionApplied':
      if (state.status !== 'started') return state;
      return { ...state, entityState: applyChanges(state.entityState, event.data.changes), actions: state.actions + 1 };
    case 'PlaySessionRestored': {
      if (state.status !== 'started') return state;
      const { stateHash, entityState, changes } = event.data;
      if (stateHash === undefined) return { ...state, entityState: applyChanges(state.entityState, changes ?? {}) };
      // An unhydrated read would fold a wrong state silently: refuse it instead.
      if (entityState === undefined) throw new Error(`PlaySessionRestored of ${state.sessionId} was read without its state (read play sessions through PlaySessions)`);
      return { ...state, entityState };
    }
    case 'GameActionFailed':
      return state.status === 'started' ? { ...state, actions: state.actions + 1 } : state;
    default:
      return assertNever(event);
  }
};

/** The index of a player's sessions of one game and source: the newest one. */
export type PlayIndexState = { latestSessionId: string | null };

export const initialPlayIndexState = (): PlayIndexState => ({ latestSessionId: null });

export const evolvePlayIndex = (_state: PlayIndexState, event: PlaySessionOpened): PlayIndexState => ({
  latestSessionId: event.data.sessionId,
});
