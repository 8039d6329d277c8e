import { describe, expect, it } from '@jest/globals';
import { runFrameLoop } from './game-loop';
import { keyCodeOf } from './protocol';
import { listenForFirstInput, watchKeyListeners, type InputTarget } from './start-gate';
import { clocksHeld, createGameStore } from './store';
import { waitingForPlayer } from './StartPrompt';

const fakeTarget = () => {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const target: InputTarget & { fire: (type: string) => void; count: () => number } = {
    addEventListener: (type, listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
    fire: (type) => [...(listeners.get(type) ?? [])].forEach((listener) => listener({ type })),
    count: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
  return target;
};

describe('games wait for the player', () => {
  it('given a started game store, when a clock runs before any input, then it does not tick until the first key', () => {
    const store = createGameStore({ started: false });
    const frames: ((time: number) => void)[] = [];
    const ticks: number[] = [];
    store.addClock();
    runFrameLoop({ request: (fn) => frames.push(fn), cancel: () => undefined }, () => clocksHeld(store.getSnapshot()), (dt) => ticks.push(dt));
    const step = (time: number) => frames.shift()!(time);
    step(0);
    step(16);
    step(32);
    expect(ticks).toEqual([]);
    expect(waitingForPlayer(store)).toBe(true);

    const target = fakeTarget();
    listenForFirstInput(target, () => store.setStarted());
    target.fire('keydown');
    step(48);
    expect(ticks).toHaveLength(1);
    expect(waitingForPlayer(store)).toBe(false);
    expect(target.count()).toBe(0);
  });

  it('given a game without a clock, then there is nothing to wait for and no prompt', () => {
    const store = createGameStore({ started: false });
    expect(waitingForPlayer(store)).toBe(false);
    const uncount = store.addClock();
    expect(waitingForPlayer(store)).toBe(true);
    uncount();
    uncount();
    expect(store.getSnapshot().clocks).toBe(0);
  });

  it('a tap starts the game once; stopping the listener before any input starts nothing', () => {
    const target = fakeTarget();
    let starts = 0;
    listenForFirstInput(target, () => (starts += 1));
    target.fire('pointerdown');
    target.fire('keydown');
    expect(starts).toBe(1);
    const other = fakeTarget();
    const stop = listenForFirstInput(other, () => (starts += 1));
    stop();
    other.fire('touchstart');
    expect(starts).toBe(1);
  });

  it('a preview or test store is started from the beginning', () => {
    expect(createGameStore().getSnapshot().started).toBe(true);
  });
});

describe('keyboard games are told apart', () => {
  it('reports once when the game adds its first key listener, and restores addEventListener', () => {
    const added: string[] = [];
    const win = { addEventListener(type: string) { added.push(type); } };
    const original = win.addEventListener;
    let reports = 0;
    const restore = watchKeyListeners([win], () => (reports += 1));
    win.addEventListener('resize');
    expect(reports).toBe(0);
    win.addEventListener('keydown');
    win.addEventListener('keyup');
    expect(reports).toBe(1);
    expect(added).toEqual(['resize', 'keydown', 'keyup']);
    restore();
    expect(win.addEventListener).toBe(original);
  });

  it('names the codes of the on-screen keys', () => {
    expect(keyCodeOf('ArrowUp')).toBe('ArrowUp');
    expect(keyCodeOf(' ')).toBe('Space');
    expect(keyCodeOf('w')).toBe('KeyW');
    expect(keyCodeOf('Enter')).toBe('Enter');
  });
});
