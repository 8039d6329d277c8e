import { describe, expect, it } from '@jest/globals';
import type { EntityState } from '@tempest/game-sdk/protocol';
import { createGameStateStore, NO_GAME_VIEW, type GameStateSnapshot } from './gameStateStore';

const HERO = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ORC = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const NEW = '16fd2706-8baf-433b-82eb-8c7fada847da';

/** A game view as the store sees it: its state, and what the game received. */
const view = (entities: EntityState = { [HERO]: { Health: { hp: 10, max: 10 } } }) => {
  const sent: EntityState[] = [];
  let state: GameStateSnapshot = { gameId: 'g1', sessionId: 's1', entities };
  return {
    host: { read: () => state, write: (next: EntityState) => { state = { ...state, entities: next }; sent.push(next); } },
    sent,
    /** The game changed its own state. */
    gameSet: (next: EntityState) => { state = { ...state, entities: next }; },
  };
};

describe('window.tempestGameState (spec 3, Debug)', () => {
  it('reads the open view: getState, selectEntity, selectComponent', () => {
    const { store, attach } = createGameStateStore();
    expect(store.getState()).toEqual({ gameId: null, sessionId: null, entities: {} });
    attach(view().host);
    expect(store.getState()).toMatchObject({ gameId: 'g1', sessionId: 's1' });
    expect(store.selectEntity(HERO)).toEqual({ Health: { hp: 10, max: 10 } });
    expect(store.selectComponent(HERO, 'Health')).toEqual({ hp: 10, max: 10 });
    expect(store.selectComponent(HERO, 'Speed')).toBeUndefined();
  });

  it('creates with a generated id, updates field by field, merges, deletes, clears — each sent to the game', () => {
    const { store, attach } = createGameStateStore(() => NEW);
    const v = view();
    attach(v.host);
    expect(store.createEntity({ Position: { x: 1, y: 2 } })).toBe(NEW);
    store.updateEntity(HERO, { Health: { hp: 4 } });
    expect(store.selectEntity(HERO)).toEqual({ Health: { hp: 4, max: 10 } });
    store.mergeEntities({ [NEW]: { Position: { y: 5 } }, [ORC]: { Health: { hp: 3 } } });
    expect(store.getState().entities).toEqual({
      [HERO]: { Health: { hp: 4, max: 10 } },
      [NEW]: { Position: { x: 1, y: 5 } },
      [ORC]: { Health: { hp: 3 } },
    });
    expect(store.deleteEntity(ORC)).toBe(true);
    expect(store.deleteEntity(ORC)).toBe(false);
    store.setState((entities) => ({ [HERO]: entities[HERO]! }));
    expect(Object.keys(store.getState().entities)).toEqual([HERO]);
    store.clearState();
    expect(v.sent.at(-1)).toEqual({});
    expect(v.sent).toHaveLength(6);
  });

  it('refuses what the game could not hold, with a clear message', () => {
    const { store, attach } = createGameStateStore();
    expect(() => store.createEntity({})).toThrow(NO_GAME_VIEW);
    attach(view().host);
    expect(() => store.createEntity({}, 'hero')).toThrow('Entity ids are UUIDs: "hero" is not one.');
    expect(() => store.createEntity({}, HERO)).toThrow(`Entity ${HERO} exists already`);
    expect(() => store.updateEntity(ORC, { Health: { hp: 1 } })).toThrow(`No entity ${ORC}.`);
    expect(() => store.mergeEntities({ orc: {} })).toThrow('"orc" is not one');
  });

  it('subscribers hear writes and the game\'s own changes; teardown drops them', () => {
    const { store, attach, changed } = createGameStateStore(() => NEW);
    const v = view();
    attach(v.host);
    const heard: [number, number][] = [];
    store.subscribe((state, previous) => heard.push([Object.keys(state.entities).length, Object.keys(previous.entities).length]));
    store.createEntity({ Tag: { name: 'coin' } });
    v.gameSet({});
    changed();
    changed();
    expect(heard).toEqual([[2, 1], [0, 2]]);
    store.teardown();
    store.createEntity({});
    expect(heard).toHaveLength(2);
  });

  it('works on the newest open view, then on the one before when it closes', () => {
    const { store, attach } = createGameStateStore();
    attach(view().host);
    const detach = attach(view({}).host);
    expect(store.getState().entities).toEqual({});
    detach();
    expect(Object.keys(store.getState().entities)).toEqual([HERO]);
  });
});
