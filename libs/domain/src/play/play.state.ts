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
      /** The last RECENT_ACTIONS_KEPT actions that carried an id, oldest first: what a retry of one is answered. */
      recent: RecentAction[];
    };

/** An action recorded with the player's id for it: its outcome, as a retry of it is answered. */
export type RecentAction = { actionId: string; success: boolean; changed: string[]; error: string | null };

/** A frame retries an action for seconds at most: the last 64 cover every action a player has in flight. */
export const RECENT_ACTIONS_KEPT = 64;

const remember = (recent: RecentAction[], action: RecentAction | null): RecentAction[] =>
  action === null ? recent : [...recent.slice(-(RECENT_ACTIONS_KEPT - 1)), action];

export const initialPlaySessionState = (): PlaySessionState => ({ status: 'none' });

export const evolvePlaySession = (state: PlaySessionState, event: PlaySessionEvent): PlaySessionState => {
  switch (event.type) {
    case 'PlaySessionStarted': {
      const { sessionId, gameId, playerKey, source, checkpointId, position, entityState, lineageId, previousSessionId } = event.data;
      const moment = position === undefined ? {} : { position };
      // `entityState` is absent only while a stored state is not put back (the app hydrates before it folds).
      return { status: 'started', sessionId, gameId, playerKey, source, checkpointId, ...moment, entityState: entityState ?? {}, lineageId: lineageId ?? sessionId, previousSessionId: previousSessionId ?? null, actions: 0, recent: [] };
    }
    case 'GameActionApplied': {
      if (state.status !== 'started') return state;
      const { changes, actionId } = event.data;
      const recent = remember(state.recent, actionId ? { actionId, success: true, changed: Object.keys(changes), error: null } : null);
      return { ...state, entityState: applyChanges(state.entityState, changes), actions: state.actions + 1, recent };
    }
    case 'PlaySessionRestored': {
      if (state.status !== 'started') return state;
      const { stateHash, entityState, changes } = event.data;
      if (stateHash === undefined) return { ...state, entityState: applyChanges(state.entityState, changes ?? {}) };
      // An unhydrated read would fold a wrong state silently: refuse it instead.
      if (entityState === undefined) throw new Error(`PlaySessionRestored of ${state.sessionId} was read without its state (read play sessions through PlaySessions)`);
      return { ...state, entityState };
    }
    case 'GameActionFailed': {
      if (state.status !== 'started') return state;
      const { error, actionId } = event.data;
      return { ...state, actions: state.actions + 1, recent: remember(state.recent, actionId ? { actionId, success: false, changed: [], error } : null) };
    }
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
