import type { ComponentPatch, FrameBridge, GameActionResult } from './bridge';
import type { EntityState } from './protocol';
import { getActiveRuntime, type GameRuntime } from './runtime-state';
import { filterEntityState } from './protocol';

export const NOT_STARTED_ERROR = 'The game is not started: call startGame(App) first (the studio does this for index.tsx).';

/** Runs a game action on the studio's server, through `bridge` (null: answers NOT_STARTED_ERROR). */
export const dispatchWith = (
  bridge: FrameBridge | null,
  action: string,
  args: Record<string, unknown> = {},
): Promise<GameActionResult> =>
  bridge === null ? Promise.resolve({ success: false, error: NOT_STARTED_ERROR }) : bridge.dispatchAction(action, args);

/**
 * Runs a game action: a function of the game's Python scripts (`function` or `script_name.function`),
 * called on the server as `function(state, **args)`. The studio sends the new state back before the
 * promise resolves, so `useEntities()` already shows the change afterwards.
 * Never rejects: failures (Python errors, a 10 s timeout, no studio) resolve with `success: false`.
 *
 * @example
 * const result = await dispatchAction('increment', { amount: 1 });
 * if (!result.success) console.warn(result.error);
 */
export const dispatchAction = (action: string, args: Record<string, unknown> = {}): Promise<GameActionResult> =>
  dispatchWith(getActiveRuntime().bridge, action, args);

const applyLocally = (runtime: GameRuntime, change: (bridge: FrameBridge) => void, entities: () => EntityState): void => {
  if (runtime.bridge !== null) change(runtime.bridge);
  else runtime.store.setEntities(filterEntityState(entities()));
};

/**
 * Changes the game state locally (instantly, without the server) and tells the studio
 * (STATE_UPDATE). Each component's fields are merged into the existing component.
 * The studio ignores local changes while the game is paused.
 *
 * @example updateEntity(playerId, { position: { x: 10, y: 4 } });
 */
export const updateEntity = (entityId: string, components: ComponentPatch): void => {
  const runtime = getActiveRuntime();
  applyLocally(runtime, (bridge) => bridge.updateEntity(entityId, components), () => {
    const entities = runtime.store.getSnapshot().entities;
    const entity = { ...entities[entityId] };
    for (const [name, fields] of Object.entries(components)) entity[name] = { ...entity[name], ...fields };
    return { ...entities, [entityId]: entity };
  });
};

/**
 * Replaces the whole game state locally and tells the studio (STATE_UPDATE).
 * Pass a function to derive the new state from the current one.
 */
export const setEntities = (next: EntityState | ((current: EntityState) => EntityState)): void => {
  const runtime = getActiveRuntime();
  const entities = typeof next === 'function' ? next(runtime.store.getSnapshot().entities) : next;
  applyLocally(runtime, (bridge) => bridge.setEntities(entities), () => entities);
};

/** Removes an entity locally and tells the studio (STATE_UPDATE). */
export const removeEntity = (entityId: string): void => {
  setEntities((current) => {
    const rest = { ...current };
    delete rest[entityId];
    return rest;
  });
};

/** Asks the studio to send the current state again (it answers with ECS_UPDATE). */
export const requestState = (): void => {
  getActiveRuntime().bridge?.requestState();
};

/** Pauses or resumes the game and tells the studio (TEMPEST_PAUSE_STATE_CHANGED). */
export const setPaused = (isPaused: boolean): void => {
  const runtime = getActiveRuntime();
  if (runtime.bridge !== null) runtime.bridge.setPaused(isPaused);
  else runtime.store.setPaused(isPaused);
};
