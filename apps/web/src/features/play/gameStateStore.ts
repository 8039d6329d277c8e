import { filterEntityState, isUuid, type EntityState } from '@tempest/game-sdk/protocol';

/** One entity: component name → its fields. */
export type EntityComponents = EntityState[string];

/** What `window.tempestGameState.getState()` answers: the open game view's game, session and entities. */
export type GameStateSnapshot = { gameId: string | null; sessionId: string | null; entities: EntityState };

export type GameStateListener = (state: GameStateSnapshot, previous: GameStateSnapshot) => void;

/**
 * The game-state object store exposed in the studio page for debugging and scripting (spec 3, Debug) as
 * `window.tempestGameState`. It is the open game view's entity state: a write goes to the view and to the game
 * (ECS_UPDATE), and what the game or a game action changes reaches the subscribers.
 */
export type GameStateStore = {
  getState: () => GameStateSnapshot;
  /** Called after every change with the new and the previous state; returns the unsubscribe function. */
  subscribe: (listener: GameStateListener) => () => void;
  selectEntity: (entityId: string) => EntityComponents | undefined;
  selectComponent: (entityId: string, component: string) => Record<string, unknown> | undefined;
  /** Replaces the entities (or maps them with a function). */
  setState: (next: EntityState | ((entities: EntityState) => EntityState)) => void;
  clearState: () => void;
  /** Adds an entity and answers its id: `entityId` if given (a UUID, not taken yet), else a generated one. */
  createEntity: (components?: EntityComponents, entityId?: string) => string;
  /** Merges fields into an existing entity's components (new components are added). */
  updateEntity: (entityId: string, components: EntityComponents) => void;
  /** Removes an entity; false when there was none. */
  deleteEntity: (entityId: string) => boolean;
  /** Merges several entities at once, field by field; unknown ids are added. */
  mergeEntities: (entities: EntityState) => void;
  /** Drops every subscription made through the store. */
  teardown: () => void;
};

/** The game view the store works on. */
export type GameStateHost = {
  read: () => GameStateSnapshot;
  write: (entities: EntityState) => void;
};

export const NO_GAME_VIEW = 'No game is open: open a game preview first.';

/** Field-level merge of components into an entity. */
export function mergeComponents(entity: EntityComponents | undefined, components: EntityComponents): EntityComponents {
  const merged: EntityComponents = { ...entity };
  for (const [name, fields] of Object.entries(components)) merged[name] = { ...merged[name], ...fields };
  return merged;
}

export function mergeEntityState(entities: EntityState, incoming: EntityState): EntityState {
  const merged: EntityState = { ...entities };
  for (const [id, components] of Object.entries(incoming)) merged[id] = mergeComponents(merged[id], components);
  return merged;
}

const checkId = (entityId: string): void => {
  if (!isUuid(entityId)) throw new Error(`Entity ids are UUIDs: "${entityId}" is not one.`);
};

// randomUUID exists only in secure contexts (not a studio over plain http on a LAN address); getRandomValues everywhere.
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const EMPTY: GameStateSnapshot = { gameId: null, sessionId: null, entities: {} };

/** The store, with `attach` for game views (the newest attached one is the one it works on) and `changed` for their updates. */
export function createGameStateStore(newId: () => string = randomUuid) {
  const hosts: GameStateHost[] = [];
  const listeners = new Set<GameStateListener>();
  let last: GameStateSnapshot = EMPTY;

  const active = (): GameStateHost | undefined => hosts.at(-1);
  const getState = (): GameStateSnapshot => active()?.read() ?? EMPTY;
  const notify = (): void => {
    const state = getState();
    const previous = last;
    last = state;
    if (state.entities === previous.entities && state.sessionId === previous.sessionId && state.gameId === previous.gameId) return;
    for (const listener of [...listeners]) listener(state, previous);
  };
  const write = (entities: EntityState): void => {
    const host = active();
    if (!host) throw new Error(NO_GAME_VIEW);
    host.write(filterEntityState(entities));
    notify();
  };
  const entities = (): EntityState => getState().entities;

  const store: GameStateStore = {
    getState,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    selectEntity: (entityId) => entities()[entityId],
    selectComponent: (entityId, component) => entities()[entityId]?.[component],
    setState: (next) => write(typeof next === 'function' ? next(entities()) : next),
    clearState: () => write({}),
    createEntity: (components = {}, entityId) => {
      const id = entityId ?? newId();
      checkId(id);
      if (entities()[id]) throw new Error(`Entity ${id} exists already: use updateEntity.`);
      write({ ...entities(), [id]: mergeComponents(undefined, components) });
      return id;
    },
    updateEntity: (entityId, components) => {
      const current = entities();
      if (!current[entityId]) throw new Error(`No entity ${entityId}.`);
      write({ ...current, [entityId]: mergeComponents(current[entityId], components) });
    },
    deleteEntity: (entityId) => {
      const current = entities();
      if (!current[entityId]) return false;
      const { [entityId]: _removed, ...rest } = current;
      write(rest);
      return true;
    },
    mergeEntities: (incoming) => {
      for (const id of Object.keys(incoming)) checkId(id);
      write(mergeEntityState(entities(), incoming));
    },
    teardown: () => listeners.clear(),
  };

  return {
    store,
    /** A game view opened: the store works on it until it closes (then on the one before). */
    attach: (host: GameStateHost): (() => void) => {
      hosts.push(host);
      notify();
      return () => {
        const index = hosts.lastIndexOf(host);
        if (index >= 0) hosts.splice(index, 1);
        notify();
      };
    },
    /** A game view's state changed (the game, a game action, a restore): subscribers hear of it. */
    changed: notify,
  };
}
