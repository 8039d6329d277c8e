import { describe, expect, it } from '@jest/globals';
import { appendCapped, MAX_CONSOLE_ENTRIES, pythonLogLines, tidyStack } from './debugConsole';
import {
  frameKeyOf,
  gameViewReducer,
  initialGameViewState,
  loadingText,
  restarted,
  started,
  startFailed,
  frameReady,
} from './gameViewSlice';
import { consoleCleared, consoleLogged, playSlice, type PlayState } from './playSlice';
import type { ConsoleEntry } from './playTypes';

const line = (text: string) => ({ level: 'log' as const, text, timestamp: 1, source: 'game' as const });

describe('debug console (at most 200 logs per game session)', () => {
  it('keeps the newest 200, dropping the oldest', () => {
    let state: PlayState = playSlice.getInitialState();
    for (let i = 0; i < 230; i += 1) state = playSlice.reducer(state, consoleLogged({ gameId: 'g', entries: [line(`#${i}`)] }));
    const entries = state.consoleByGame.g as ConsoleEntry[];
    expect(entries).toHaveLength(MAX_CONSOLE_ENTRIES);
    expect(MAX_CONSOLE_ENTRIES).toBe(200);
    expect(entries[0]?.text).toBe('#30');
    expect(entries[199]?.text).toBe('#229');
    expect(new Set(entries.map((e) => e.id)).size).toBe(200);
  });

  it('is per game, and Clear empties one game', () => {
    let state = playSlice.reducer(undefined, consoleLogged({ gameId: 'a', entries: [line('1')] }));
    state = playSlice.reducer(state, consoleLogged({ gameId: 'b', entries: [line('2')] }));
    state = playSlice.reducer(state, consoleCleared({ gameId: 'a' }));
    expect(state.consoleByGame.a).toBeUndefined();
    expect(state.consoleByGame.b).toHaveLength(1);
  });

  it('appendCapped caps a batch bigger than the limit', () => {
    const batch = Array.from({ length: 5 }, (_, i) => ({ ...line(String(i)), id: i }));
    expect(appendCapped([], batch, 3).map((e) => e.text)).toEqual(['2', '3', '4']);
  });

  it("stack traces name the game page 'game' instead of its ticketed address", () => {
    const stack = 'Error: x\n    at onClick (http://127.0.0.1:3951/create/vibecode/serve/a25e-9d/?ticket=eyJ.abc_-:110:21)\n    at http://127.0.0.1:3951/create/vibecode/serve/a25e-9d/?ticket=eyJ.abc:18:144608';
    expect(tidyStack(stack)).toBe('Error: x\n    at onClick (game:110:21)\n    at game:18:144608');
  });

  it('Python logs become one console line each', () => {
    expect(pythonLogLines(['a\nb', '', 'c'], 5).map((e) => [e.text, e.source])).toEqual([
      ['a', 'python'],
      ['b', 'python'],
      ['c', 'python'],
    ]);
  });
});

describe('game view state', () => {
  it("shows 'Preparing game state...' then 'Loading custom UI...' until READY", () => {
    let state = initialGameViewState;
    expect(loadingText(state, frameKeyOf(state, 0), true)).toBe('Preparing game state...');
    state = gameViewReducer(state, started({ run: 0, sessionId: 's', entities: {}, source: 'published' }));
    expect(loadingText(state, frameKeyOf(state, 0), false)).toBe('Preparing game state...');
    expect(loadingText(state, frameKeyOf(state, 0), true)).toBe('Loading custom UI...');
    state = gameViewReducer(state, frameReady(frameKeyOf(state, 0)));
    expect(loadingText(state, frameKeyOf(state, 0), true)).toBeNull();
    // A new build (reloadKey) is a new frame: loading again until it is READY, same session.
    expect(loadingText(state, frameKeyOf(state, 1), true)).toBe('Loading custom UI...');
    expect(state.sessionId).toBe('s');
  });

  it('a reported start error is kept for ECS_INIT; a stale start result is ignored', () => {
    let state = gameViewReducer(initialGameViewState, startFailed({ run: 0, error: 'Game initialization failed' }));
    expect(state).toMatchObject({ phase: 'started', startError: 'Game initialization failed', entities: {} });
    state = gameViewReducer(state, restarted());
    state = gameViewReducer(state, started({ run: 0, sessionId: 'old', entities: {}, source: 'published' }));
    expect(state.sessionId).toBeNull();
    expect(state.phase).toBe('starting');
  });

  it('restart forgets the session and pause, forces a new session and remounts the frame', () => {
    let state = gameViewReducer(initialGameViewState, started({ run: 0, sessionId: 's', entities: {}, source: 'published' }));
    state = { ...state, isPaused: true };
    const before = frameKeyOf(state, 3);
    state = gameViewReducer(state, restarted());
    expect(state).toMatchObject({ phase: 'starting', sessionId: null, isPaused: false, forceNew: true, run: 1 });
    expect(frameKeyOf(state, 3)).not.toBe(before);
  });
});
