import { describe, expect, it } from '@jest/globals';
import { pythonLogLines } from './debugConsole';
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

describe('debug console lines', () => {
  it("Python logs become one log each, of the action's script, numbered by output line", () => {
    expect(pythonLogLines(['a\nb', '', 'c'], 'combat.attack', 5).map((e) => [e.message, e.logger, e.module, e.line, e.timestamp])).toEqual([
      ['a', 'python', 'combat', 1, 5],
      ['b', 'python', 'combat', 2, 5],
      ['c', 'python', 'combat', 3, 5],
    ]);
    expect(pythonLogLines(['x'], 'heal')[0]?.module).toBe('heal');
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
