import { describe, expect, it } from '@jest/globals';
import { createGameStore, deepEqual, shareEntityState } from './store';

const A = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const B = '1b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';

describe('game store', () => {
  it('keeps unchanged entities and components identical, so selectors do not re-render', () => {
    const store = createGameStore();
    store.setEntities({ [A]: { hp: { value: 3 }, pos: { x: 1 } }, [B]: { hp: { value: 9 } } });
    const before = store.getSnapshot().entities;
    store.setEntities({ [A]: { hp: { value: 2 }, pos: { x: 1 } }, [B]: { hp: { value: 9 } } });
    const after = store.getSnapshot().entities;
    expect(after).not.toBe(before);
    expect(after[B]).toBe(before[B]);
    expect(after[A]?.pos).toBe(before[A]?.pos);
    expect(after[A]?.hp).toEqual({ value: 2 });
  });

  it('notifies only on real changes', () => {
    const store = createGameStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.setEntities({ [A]: { hp: { value: 3 } } });
    store.setEntities({ [A]: { hp: { value: 3 } } });
    store.setPaused(false);
    store.setPaused(true);
    unsubscribe();
    store.setPaused(false);
    expect(calls).toBe(2);
  });

  it('holds the declared on-screen keys, null until a game declares them, and notifies only on a change', () => {
    const store = createGameStore();
    expect(store.getSnapshot().onScreenKeys).toBeNull();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.setOnScreenKeys(['1', '2']);
    store.setOnScreenKeys(['1', '2']);
    expect(store.getSnapshot().onScreenKeys).toEqual(['1', '2']);
    store.setOnScreenKeys([]);
    expect(store.getSnapshot().onScreenKeys).toEqual([]);
    expect(calls).toBe(2);
  });

  it('notices removed entities and components', () => {
    const prev = { [A]: { hp: { value: 3 }, pos: { x: 1 } }, [B]: {} };
    expect(shareEntityState(prev, { [A]: { hp: { value: 3 } }, [B]: {} })).toEqual({ [A]: { hp: { value: 3 } }, [B]: {} });
    expect(shareEntityState(prev, { [A]: prev[A] })).toEqual({ [A]: prev[A] });
  });

  it('compares JSON-like values structurally', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true);
  });
});
