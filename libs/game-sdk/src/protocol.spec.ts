import { describe, expect, it } from '@jest/globals';
import {
  filterEntityState,
  isFrameToParentMessage,
  isParentToFrameMessage,
  isUuid,
  MESSAGE_TYPES,
  serializeConsoleArgs,
  CONSOLE_MAX_ARGS,
} from './protocol';

const ID = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';

describe('message guards', () => {
  it('accepts every well-formed parent → frame message', () => {
    const messages = [
      { type: 'ECS_INIT', entities: {} },
      { type: 'ECS_INIT', entities: {}, isRestore: true, error: 'Game initialization failed' },
      { type: 'ECS_UPDATE', entities: { [ID]: {} } },
      { type: 'PAUSE_STATE', isPaused: true },
      { type: 'CAPTURE_SCREENSHOT', requestId: 'r1', quality: 0.7 },
      { type: 'FLOW_RESULT', error: 'Flow execution is no longer supported in the frontend runtime.' },
      { type: 'GAME_ACTION_RESULT', requestId: 'r2', success: false, error: 'boom', logs: ['x'] },
    ];
    for (const message of messages) expect(isParentToFrameMessage(message)).toBe(true);
  });

  it('refuses malformed or unknown messages and the other direction', () => {
    const messages = [
      null,
      'READY',
      { type: 'NOPE' },
      { type: 'toString' },
      { type: 'PAUSE_STATE', isPaused: 'yes' },
      { type: 'ECS_UPDATE', entities: [] },
      { type: 'CAPTURE_SCREENSHOT', requestId: 7, quality: 0.7 },
      { type: 'GAME_ACTION_RESULT', requestId: 'r', success: true, logs: [1] },
      { type: 'READY' },
    ];
    for (const message of messages) expect(isParentToFrameMessage(message)).toBe(false);
  });

  it('checks frame → parent messages', () => {
    expect(isFrameToParentMessage({ type: 'READY' })).toBe(true);
    expect(isFrameToParentMessage({ type: 'CONSOLE', level: 'warn', args: ['a'], timestamp: 1 })).toBe(true);
    expect(isFrameToParentMessage({ type: 'CONSOLE', level: 'trace', args: ['a'], timestamp: 1 })).toBe(false);
    expect(isFrameToParentMessage({ type: 'GAME_ACTION', requestId: 'r', action: 'increment', args: { amount: 1 } })).toBe(true);
    expect(isFrameToParentMessage({ type: 'GAME_ACTION', requestId: 'r', action: '', args: {} })).toBe(false);
    expect(isFrameToParentMessage({ type: 'SCREENSHOT_RESULT', requestId: 'r', dataUrl: 'data:image/jpeg;base64,' })).toBe(true);
    expect(isFrameToParentMessage({ type: 'TEMPEST_PAUSE_STATE_CHANGED' })).toBe(false);
    expect(isFrameToParentMessage({ type: 'ECS_INIT', entities: {} })).toBe(false);
    expect(isFrameToParentMessage({ type: 'INPUT_INFO', keyboard: true, waiting: false })).toBe(true);
    expect(isFrameToParentMessage({ type: 'INPUT_INFO', keyboard: 'yes', waiting: false })).toBe(false);
  });

  it('takes the on-screen keys a game declares, within bounds', () => {
    expect(isFrameToParentMessage({ type: 'INPUT_INFO', keyboard: true, waiting: false, keys: ['1', '2', '3'] })).toBe(true);
    expect(isFrameToParentMessage({ type: 'INPUT_INFO', keyboard: true, waiting: false, keys: [] })).toBe(true);
    expect(isFrameToParentMessage({ type: 'INPUT_INFO', keyboard: true, waiting: false, keys: ['ArrowUp', 7] })).toBe(false);
    expect(isFrameToParentMessage({ type: 'INPUT_INFO', keyboard: true, waiting: false, keys: [''] })).toBe(false);
    expect(isFrameToParentMessage({ type: 'INPUT_INFO', keyboard: true, waiting: false, keys: ['x'.repeat(33)] })).toBe(false);
    expect(isFrameToParentMessage({ type: 'INPUT_INFO', keyboard: true, waiting: false, keys: Array.from({ length: 41 }, (_, i) => `k${i}`) })).toBe(false);
  });

  it('checks the on-screen keys the studio sends', () => {
    expect(isParentToFrameMessage({ type: 'KEY_INPUT', key: 'ArrowUp', code: 'ArrowUp', phase: 'down' })).toBe(true);
    expect(isParentToFrameMessage({ type: 'KEY_INPUT', key: '', code: '', phase: 'down' })).toBe(false);
    expect(isParentToFrameMessage({ type: 'KEY_INPUT', key: 'a', code: 'KeyA', phase: 'press' })).toBe(false);
  });

  it('names every type once', () => {
    for (const [key, value] of Object.entries(MESSAGE_TYPES)) expect(value).toBe(key);
    expect(Object.keys(MESSAGE_TYPES)).toHaveLength(18);
  });
});

describe('isUuid', () => {
  it('matches 8-4-4-4-12 hex, case-insensitively', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
    expect(isUuid('0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6')).toBe(false);
    expect(isUuid('zb1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e')).toBe(false);
    expect(isUuid(`${ID} `)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});

describe('filterEntityState', () => {
  it('keeps UUID keys with object values and only object components', () => {
    const state = {
      [ID]: { counter: { value: 1 }, tags: ['a'], name: 'x', empty: null },
      'not-a-uuid': { counter: { value: 2 } },
      'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee': 'nope',
      'AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE': [{ a: 1 }],
    };
    expect(filterEntityState(state)).toEqual({ [ID]: { counter: { value: 1 } } });
  });

  it('gives {} for anything that is not an object', () => {
    expect(filterEntityState(null)).toEqual({});
    expect(filterEntityState([1])).toEqual({});
    expect(filterEntityState('x')).toEqual({});
  });
});

describe('serializeConsoleArgs', () => {
  it('keeps strings and shows primitives, errors and functions readably', () => {
    function hello(): void {}
    expect(serializeConsoleArgs(['hi', 1, true, null, undefined, 2n, new TypeError('bad'), hello])).toEqual([
      'hi', '1', 'true', 'null', 'undefined', '2', 'TypeError: bad', '[Function hello]',
    ]);
  });

  it('writes objects as JSON and marks cycles', () => {
    const node: Record<string, unknown> = { name: 'a', list: [1, 2] };
    node.self = node;
    expect(serializeConsoleArgs([node])).toEqual(['{"name":"a","list":[1,2],"self":"[Circular]"}']);
  });

  it('does not mistake a shared (non-cyclic) object for a cycle', () => {
    const shared = { x: 1 };
    expect(serializeConsoleArgs([{ a: shared, b: shared }])).toEqual(['{"a":{"x":1},"b":{"x":1}}']);
  });

  it('shows nested errors, bigints and maps', () => {
    const [text] = serializeConsoleArgs([{ e: new Error('inner'), n: 5n, m: new Map([['k', 1]]) }]);
    expect(JSON.parse(text ?? '')).toEqual({ e: { name: 'Error', message: 'inner' }, n: '5n', m: { Map: [['k', 1]] } });
  });

  it('caps long strings and objects', () => {
    const [long, object] = serializeConsoleArgs(['x'.repeat(50), { text: 'y'.repeat(50) }], 20);
    expect(long).toBe(`${'x'.repeat(20)}… (30 more characters)`);
    expect(object?.startsWith('{"text":"yyyyyyyyyyy… (')).toBe(true);
  });

  it('survives a throwing toJSON and caps the number of arguments', () => {
    expect(serializeConsoleArgs([{ toJSON: () => { throw new Error('no'); } }])).toEqual(['[object Object]']);
    const many = serializeConsoleArgs(Array.from({ length: CONSOLE_MAX_ARGS + 5 }, (_, i) => i));
    expect(many).toHaveLength(CONSOLE_MAX_ARGS + 1);
    expect(many.at(-1)).toBe('… 5 more arguments');
  });
});
