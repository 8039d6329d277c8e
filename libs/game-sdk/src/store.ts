import type { EntityState } from './protocol';

/** What the game runtime knows; read it with the hooks (useEntities, usePaused, …). */
export type GameSnapshot = {
  /** The game state: entity UUID → components. */
  readonly entities: EntityState;
  /** True while the studio (or the game) has paused the game. */
  readonly isPaused: boolean;
  /** The studio's start-up error (sent with ECS_INIT), null when the game started fine. */
  readonly initError: string | null;
  /** True once the studio has sent the initial state (ECS_INIT). */
  readonly initialized: boolean;
  /**
   * False until the player's first key or tap: clocks (useGameLoop) wait for it. startGame's store starts
   * false; a store made for a preview or a test starts true.
   */
  readonly started: boolean;
  /** How many clocks (useGameLoop) run: a game with none has nothing to hold back, so it shows no start prompt. */
  readonly clocks: number;
  /**
   * The keys the game wants as on-screen keys on touch screens (useOnScreenKeys), as KeyboardEvent.key values;
   * [] when it is played by tapping; null while it declared none.
   */
  readonly onScreenKeys: readonly string[] | null;
};

/** A tiny external store for useSyncExternalStore. */
export type GameStore = {
  getSnapshot: () => GameSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Replaces the entities; unchanged entities and components keep their object identity. */
  setEntities: (entities: EntityState) => void;
  setPaused: (isPaused: boolean) => void;
  setInit: (init: { initError: string | null }) => void;
  /** The player's first input: the game's clocks may run. */
  setStarted: () => void;
  /** Counts a running clock; the returned function uncounts it. */
  addClock: () => () => void;
  /** Declares the game's on-screen keys (see GameSnapshot.onScreenKeys). */
  setOnScreenKeys: (keys: readonly string[]) => void;
};

export const EMPTY_SNAPSHOT: GameSnapshot = { entities: {}, isPaused: false, initError: null, initialized: false, started: true, clocks: 0, onScreenKeys: null };

/** Whether the game's clocks stand still: paused, or still waiting for the player. */
export const clocksHeld = (snapshot: GameSnapshot): boolean => snapshot.isPaused || !snapshot.started;

/** Structural equality of JSON-like values. */
export const deepEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  return aKeys.every((key) => Object.hasOwn(bRecord, key) && deepEqual(aRecord[key], bRecord[key]));
};

const sameKeys = (a: object, b: object): boolean => {
  const aKeys = Object.keys(a);
  return aKeys.length === Object.keys(b).length && aKeys.every((key) => Object.hasOwn(b, key));
};

type Entity = EntityState[string];

const shareEntity = (prev: Entity | undefined, next: Entity): Entity => {
  if (prev === undefined) return next;
  let reusedAll = sameKeys(prev, next);
  const shared: Entity = {};
  for (const [name, component] of Object.entries(next)) {
    const before = prev[name];
    const same = before !== undefined && deepEqual(before, component);
    shared[name] = same ? before : component;
    reusedAll &&= same;
  }
  return reusedAll ? prev : shared;
};

/**
 * Returns `next`, reusing the objects of `prev` that did not change, so hooks that select one
 * entity or component re-render only when it really changed.
 */
export const shareEntityState = (prev: EntityState, next: EntityState): EntityState => {
  let reusedAll = sameKeys(prev, next);
  const shared: EntityState = {};
  for (const [id, entity] of Object.entries(next)) {
    shared[id] = shareEntity(prev[id], entity);
    reusedAll &&= shared[id] === prev[id];
  }
  return reusedAll ? prev : shared;
};

/** Creates an empty store. The runtime owns one; tests and previews may create their own. */
export const createGameStore = (initial: Partial<GameSnapshot> = {}): GameStore => {
  let snapshot: GameSnapshot = { ...EMPTY_SNAPSHOT, ...initial };
  const listeners = new Set<() => void>();
  const commit = (next: GameSnapshot): void => {
    if (next === snapshot) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setEntities: (entities) => {
      const shared = shareEntityState(snapshot.entities, entities);
      if (shared !== snapshot.entities) commit({ ...snapshot, entities: shared });
    },
    setPaused: (isPaused) => {
      if (isPaused !== snapshot.isPaused) commit({ ...snapshot, isPaused });
    },
    setInit: ({ initError }) => commit({ ...snapshot, initError, initialized: true }),
    setStarted: () => {
      if (!snapshot.started) commit({ ...snapshot, started: true });
    },
    setOnScreenKeys: (keys) => {
      const current = snapshot.onScreenKeys;
      if (current !== null && current.length === keys.length && current.every((key, i) => key === keys[i])) return;
      commit({ ...snapshot, onScreenKeys: [...keys] });
    },
    addClock: () => {
      commit({ ...snapshot, clocks: snapshot.clocks + 1 });
      let counted = true;
      return () => {
        if (!counted) return;
        counted = false;
        commit({ ...snapshot, clocks: snapshot.clocks - 1 });
      };
    },
  };
};
