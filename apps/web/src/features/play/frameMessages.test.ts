import { describe, expect, it } from '@jest/globals';
import type { EntityState, FrameToParentMessage } from '@tempest/game-sdk/protocol';
import { acceptFrameMessage, FLOW_UNSUPPORTED, handleFrameMessage, type FrameContext } from './frameMessages';
import { entitiesSet, frameReady, pausedSet } from './gameViewSlice';

const HERO = '0f8fad5b-d9cb-469f-a165-70867728950e';
const entities: EntityState = { [HERO]: { Health: { hp: 10 } } };
const ctx = (over: Partial<FrameContext> = {}): FrameContext => ({
  entities,
  isPaused: false,
  startError: null,
  frameKey: '0:0',
  ...over,
});

describe('handleFrameMessage (messages from the frame)', () => {
  it('READY marks the frame ready and sends ECS_INIT with the current, filtered entity state', () => {
    const withJunk = { ...entities, 'not-a-uuid': { X: { a: 1 } } } as EntityState;
    expect(handleFrameMessage({ type: 'READY' }, ctx({ entities: withJunk, frameKey: '2:5' }))).toEqual([
      { kind: 'dispatch', action: frameReady('2:5') },
      { kind: 'post', message: { type: 'ECS_INIT', entities } },
    ]);
  });

  it("READY after a reported start error: ECS_INIT carries the error", () => {
    const effects = handleFrameMessage({ type: 'READY' }, ctx({ entities: {}, startError: 'Failed to start game: Bad Gateway' }));
    expect(effects[1]).toEqual({ kind: 'post', message: { type: 'ECS_INIT', entities: {}, error: 'Failed to start game: Bad Gateway' } });
  });

  it('READY while paused (a reloaded build) also tells the frame it is paused', () => {
    const effects = handleFrameMessage({ type: 'READY' }, ctx({ isPaused: true }));
    expect(effects[2]).toEqual({ kind: 'post', message: { type: 'PAUSE_STATE', isPaused: true } });
  });

  it("ERROR goes to the debug console as 'Game Error: {message}', with its stack", () => {
    const [effect] = handleFrameMessage({ type: 'ERROR', message: 'boom', stack: 'at x' }, ctx());
    expect(effect).toMatchObject({ kind: 'console', entries: [{ level: 'error', message: 'Game Error: boom', stack: 'at x', logger: 'game' }] });
  });

  it('CONSOLE is forwarded with level, args, timestamp and stack', () => {
    const message: FrameToParentMessage = { type: 'CONSOLE', level: 'warn', args: ['low hp', '3'], timestamp: 1234, stack: 's' };
    expect(handleFrameMessage(message, ctx())).toEqual([
      { kind: 'console', entries: [{ level: 'warn', message: 'low hp 3', timestamp: 1234, stack: 's', logger: 'game', module: '', line: 0 }] },
    ]);
  });

  it('STATE_UPDATE sets the (filtered) entities and hands them to the local timeline', () => {
    const next = { [HERO]: { Health: { hp: 9 }, Tags: ['a'] } } as unknown as EntityState;
    expect(handleFrameMessage({ type: 'STATE_UPDATE', entities: next }, ctx())).toEqual([
      { kind: 'dispatch', action: entitiesSet({ [HERO]: { Health: { hp: 9 } } }) },
      { kind: 'stateUpdate', entities: { [HERO]: { Health: { hp: 9 } } } },
    ]);
  });

  it('STATE_UPDATE is ignored while paused', () => {
    expect(handleFrameMessage({ type: 'STATE_UPDATE', entities: {} }, ctx({ isPaused: true }))).toEqual([]);
  });

  it('REQUEST_STATE is answered with ECS_UPDATE', () => {
    expect(handleFrameMessage({ type: 'REQUEST_STATE' }, ctx())).toEqual([
      { kind: 'post', message: { type: 'ECS_UPDATE', entities } },
    ]);
  });

  it('EXECUTE_FLOW is answered with FLOW_RESULT and the documented error', () => {
    expect(handleFrameMessage({ type: 'EXECUTE_FLOW', flow: 'x' }, ctx())).toEqual([
      { kind: 'post', message: { type: 'FLOW_RESULT', error: 'Flow execution is no longer supported in the frontend runtime.' } },
    ]);
    expect(FLOW_UNSUPPORTED).toBe('Flow execution is no longer supported in the frontend runtime.');
  });

  it('TEMPEST_PAUSE_STATE_CHANGED sets the paused state (no echo to the frame)', () => {
    expect(handleFrameMessage({ type: 'TEMPEST_PAUSE_STATE_CHANGED', isPaused: true }, ctx())).toEqual([
      { kind: 'dispatch', action: pausedSet(true) },
    ]);
  });

  it('SCREENSHOT_RESULT settles the capture with the data URL, or null for an error', () => {
    expect(handleFrameMessage({ type: 'SCREENSHOT_RESULT', requestId: 'r1', dataUrl: 'data:image/jpeg;base64,AA' }, ctx())).toEqual([
      { kind: 'screenshot', requestId: 'r1', dataUrl: 'data:image/jpeg;base64,AA' },
    ]);
    expect(handleFrameMessage({ type: 'SCREENSHOT_RESULT', requestId: 'r2', error: 'no canvas' }, ctx())).toEqual([
      { kind: 'screenshot', requestId: 'r2', dataUrl: null },
    ]);
  });

  it('MOUSE_EVENT is ignored', () => {
    expect(handleFrameMessage({ type: 'MOUSE_EVENT', x: 1, y: 2 }, ctx())).toEqual([]);
  });

  it('GAME_ACTION asks for the action to run', () => {
    expect(handleFrameMessage({ type: 'GAME_ACTION', requestId: 'q', action: 'heal', args: { amount: 2 } }, ctx())).toEqual([
      { kind: 'gameAction', requestId: 'q', action: 'heal', args: { amount: 2 } },
    ]);
  });
});

describe('acceptFrameMessage', () => {
  const frame = {};
  const origin = 'http://localhost:3951';

  it('accepts a well-formed message from our frame and the game origin', () => {
    expect(acceptFrameMessage({ source: frame, origin, data: { type: 'READY' } }, frame, origin)).toEqual({ type: 'READY' });
  });

  it('refuses another window, another origin, an unknown origin or a malformed message', () => {
    expect(acceptFrameMessage({ source: {}, origin, data: { type: 'READY' } }, frame, origin)).toBeNull();
    expect(acceptFrameMessage({ source: frame, origin: 'http://evil.test', data: { type: 'READY' } }, frame, origin)).toBeNull();
    expect(acceptFrameMessage({ source: frame, origin, data: { type: 'READY' } }, frame, null)).toBeNull();
    expect(acceptFrameMessage({ source: frame, origin, data: { type: 'CONSOLE', level: 'loud' } }, frame, origin)).toBeNull();
    expect(acceptFrameMessage({ source: null, origin, data: { type: 'READY' } }, null, origin)).toBeNull();
  });
});
