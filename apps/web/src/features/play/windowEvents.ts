import { TIMELINE_CHECKPOINT_RESTORED_EVENT } from '../timeline/sessionTimelineState';
import { filterEntityState, isRecord, type EntityState } from '@tempest/game-sdk/protocol';
import { CHECKPOINT_RESTORED_EVENT } from '../timeline/local/localTimeline';

/** The window events the game view listens to (docs/api-frontends.md, The game view in the studio). */
export const GAME_EVENTS = {
  restart: 'game:restart',
  sessionReset: 'game:session_reset',
  timelineCheckpointRestored: TIMELINE_CHECKPOINT_RESTORED_EVENT,
  checkpointRestored: CHECKPOINT_RESTORED_EVENT,
} as const;

export const RESIZE_DEBOUNCE_MS = 100;

/** Detail of game:restart / game:session_reset: which game (absent = any). */
export type GameEventDetail = { gameId?: string };

/** True when an event's detail names no game, or this one. */
export function concernsGame(detail: unknown, gameId: string): boolean {
  if (!isRecord(detail) || detail.gameId === undefined) return true;
  return detail.gameId === gameId;
}

/** A restored checkpoint's state, when its event carries one (entity_state, ecs_state, entities, or the local timeline's state). */
export function restoredEntities(detail: unknown): EntityState | null {
  if (!isRecord(detail)) return null;
  const state = detail.entity_state ?? detail.ecs_state ?? detail.entities ?? detail.state;
  return isRecord(state) ? filterEntityState(state) : null;
}

export function fireGameEvent(name: string, detail: GameEventDetail): void {
  window.dispatchEvent(new CustomEvent<GameEventDetail>(name, { detail }));
}

/** Any view (the timeline dock, the agent) can ask the open game to restart. */
export const requestGameRestart = (gameId?: string): void => fireGameEvent(GAME_EVENTS.restart, { gameId });
