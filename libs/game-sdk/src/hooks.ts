import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { dispatchWith } from './actions';
import type { GameActionResult } from './bridge';
import { runFrameLoop } from './game-loop';
import type { EntityState } from './protocol';
import { useGameRuntime } from './runtime-state';
import { clocksHeld, type GameSnapshot } from './store';

/** One entity: componentName → fields. */
export type Entity = EntityState[string];
/** One component's fields. */
export type Component = Record<string, unknown>;

const useSnapshotValue = <T>(select: (snapshot: GameSnapshot) => T): T => {
  const { store } = useGameRuntime();
  const read = () => select(store.getSnapshot());
  return useSyncExternalStore(store.subscribe, read, read);
};

/** The whole game state (entity UUID → components); re-renders on every change. */
export const useEntities = (): EntityState => useSnapshotValue((s) => s.entities);

/** One entity, or undefined; re-renders only when that entity changes. */
export const useEntity = (entityId: string): Entity | undefined => useSnapshotValue((s) => s.entities[entityId]);

/**
 * One component of one entity, or undefined. The type parameter describes the fields you expect
 * (it is not checked at run time).
 *
 * @example const counter = useComponent<{ value: number }>(counterId, 'counter');
 */
export const useComponent = <T extends Component = Component>(entityId: string, componentName: string): T | undefined =>
  useSnapshotValue((s) => s.entities[entityId]?.[componentName]) as T | undefined;

/** Every entity that has `componentName`, as `[entityId, component]` pairs sorted by entity id. */
export const useEntitiesWith = <T extends Component = Component>(componentName: string): Array<[string, T]> => {
  const entities = useEntities();
  return useMemo(() => {
    const found: Array<[string, T]> = [];
    for (const [id, entity] of Object.entries(entities)) {
      const component = entity[componentName];
      if (component !== undefined) found.push([id, component as T]);
    }
    return found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }, [entities, componentName]);
};

/** `[isPaused, setPaused]`. The studio pauses the game too; setPaused tells the studio. */
export const usePaused = (): [boolean, (isPaused: boolean) => void] => {
  const runtime = useGameRuntime();
  const isPaused = useSnapshotValue((s) => s.isPaused);
  const setPaused = useCallback(
    (next: boolean) => (runtime.bridge ? runtime.bridge.setPaused(next) : runtime.store.setPaused(next)),
    [runtime],
  );
  return [isPaused, setPaused];
};

/**
 * Whether the studio sent the initial state yet, its start-up error if any, and whether the player has
 * started the game (first key or tap).
 */
export const useGameStatus = (): { initialized: boolean; initError: string | null; started: boolean } => {
  const initialized = useSnapshotValue((s) => s.initialized);
  const initError = useSnapshotValue((s) => s.initError);
  const started = useSnapshotValue((s) => s.started);
  return useMemo(() => ({ initialized, initError, started }), [initialized, initError, started]);
};

/**
 * Calls `callback(dtSeconds)` on every animation frame, except while the game is paused or still waits
 * for the player's first key or tap (the studio shows "Press any key or tap to start" meanwhile, so a game
 * does not run, and is not lost, before anyone looks). `dtSeconds` is the time since the previous frame
 * (at most 0.1 s). Stops on unmount. Run every clock of a game through it: a raw setInterval neither
 * waits for the player nor pauses.
 *
 * @example useGameLoop((dt) => setX((x) => x + speed * dt));
 */
export const useGameLoop = (callback: (dtSeconds: number) => void): void => {
  const { store } = useGameRuntime();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    const scheduler = {
      request: (fn: (time: number) => void) => requestAnimationFrame(fn),
      cancel: (handle: number) => cancelAnimationFrame(handle),
    };
    const uncount = store.addClock();
    const stop = runFrameLoop(scheduler, () => clocksHeld(store.getSnapshot()), (dt) => latest.current(dt));
    return () => {
      stop();
      uncount();
    };
  }, [store]);
};

/**
 * Declares the keys a phone player needs as on-screen keys (KeyboardEvent.key values: 'ArrowLeft', ' ', '1'):
 * the studio shows exactly these under the game on touch screens, and presses them into the game as key
 * events. Declare [] when everything can be done by tapping the game (buttons, tiles); a game that declares
 * nothing but listens for keys gets the default d-pad with Space and Enter.
 *
 * @example useOnScreenKeys(['ArrowLeft', 'ArrowRight', ' ']);
 */
export const useOnScreenKeys = (keys: readonly string[]): void => {
  const { store } = useGameRuntime();
  const list = keys.join('\n');
  useEffect(() => {
    store.setOnScreenKeys(list === '' ? [] : list.split('\n'));
  }, [store, list]);
};

export type GameActionState = {
  /** Runs a game action (see dispatchAction). */
  dispatch: (action: string, args?: Record<string, unknown>) => Promise<GameActionResult>;
  /** True while at least one action of this hook waits for its answer. */
  pending: boolean;
  /** The error of the last failed action, null after a success. */
  lastError: string | null;
};

/**
 * Game actions with loading and error state, for buttons.
 *
 * @example
 * const { dispatch, pending, lastError } = useGameAction();
 * <Button text="Attack" disabled={pending} onClick={() => dispatch('attack', { target: enemyId })} />
 */
export const useGameAction = (): GameActionState => {
  const { bridge } = useGameRuntime();
  const [pendingCount, setPendingCount] = useState(0);
  const [lastError, setLastError] = useState<string | null>(null);
  const dispatch = useCallback(
    async (action: string, args: Record<string, unknown> = {}) => {
      setPendingCount((count) => count + 1);
      try {
        const result = await dispatchWith(bridge, action, args);
        setLastError(result.success ? null : (result.error ?? `Game action "${action}" failed.`));
        return result;
      } finally {
        setPendingCount((count) => count - 1);
      }
    },
    [bridge],
  );
  return { dispatch, pending: pendingCount > 0, lastError };
};
