import { describe, expect, it } from '@jest/globals';
import { createFrameBridge, GAME_ACTION_TIMEOUT_MS, NO_STUDIO_ERROR, type BridgeWindow } from './bridge';
import type { FrameToParentMessage } from './protocol';

const ID = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';

type Listener = (event: unknown) => void;

const fakeWorld = () => {
  const listeners = new Map<string, Set<Listener>>();
  const logged: Array<[string, unknown[]]> = [];
  const record = (level: string) => (...args: unknown[]) => void logged.push([level, args]);
  const win: BridgeWindow = {
    console: { log: record('log'), info: record('info'), warn: record('warn'), error: record('error'), debug: record('debug') },
    addEventListener: (type, listener) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type))?.add(listener),
    removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
  };
  const posted: FrameToParentMessage[] = [];
  const parent = { postMessage: (message: FrameToParentMessage, origin: string) => void (origin === '*' && posted.push(message)) };
  const timers: Array<{ callback: () => void; ms: number; cleared: boolean }> = [];
  const emit = (type: string, event: unknown) => listeners.get(type)?.forEach((listener) => listener(event));
  const fromParent = (data: unknown) => emit('message', { source: parent, data });
  const timerDeps = {
    setTimer: (callback: () => void, ms: number) => timers.push({ callback, ms, cleared: false }) - 1,
    clearTimer: (handle: unknown) => {
      const timer = timers[handle as number];
      if (timer) timer.cleared = true;
    },
  };
  return { win, parent, posted, logged, timers, emit, fromParent, listeners, timerDeps };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createFrameBridge: messages from the studio', () => {
  it('ignores messages that do not come from the parent window', () => {
    const world = fakeWorld();
    const bridge = createFrameBridge({ win: world.win, parent: world.parent });
    world.emit('message', { source: {}, data: { type: 'ECS_INIT', entities: { [ID]: { hp: { value: 3 } } } } });
    world.emit('message', { source: world.win, data: { type: 'PAUSE_STATE', isPaused: true } });
    expect(bridge.store.getSnapshot().entities).toEqual({});
    expect(bridge.store.getSnapshot().isPaused).toBe(false);
  });

  it('ECS_INIT sets the filtered entities and the start-up error; ECS_UPDATE replaces them', () => {
    const world = fakeWorld();
    const bridge = createFrameBridge({ win: world.win, parent: world.parent });
    world.fromParent({ type: 'ECS_INIT', entities: { [ID]: { hp: { value: 3 }, junk: 5 }, nope: {} }, error: 'Game initialization failed' });
    expect(bridge.store.getSnapshot()).toMatchObject({
      entities: { [ID]: { hp: { value: 3 } } },
      initialized: true,
      initError: 'Game initialization failed',
    });
    world.fromParent({ type: 'ECS_UPDATE', entities: { [ID]: { hp: { value: 2 } } } });
    expect(bridge.store.getSnapshot().entities).toEqual({ [ID]: { hp: { value: 2 } } });
  });

  it('PAUSE_STATE pauses without echoing to the studio', () => {
    const world = fakeWorld();
    const bridge = createFrameBridge({ win: world.win, parent: world.parent });
    world.fromParent({ type: 'PAUSE_STATE', isPaused: true });
    expect(bridge.store.getSnapshot().isPaused).toBe(true);
    expect(world.posted).toEqual([]);
  });

  it('CAPTURE_SCREENSHOT answers with the data URL or the error', async () => {
    const world = fakeWorld();
    const qualities: number[] = [];
    let fail = false;
    const captureScreenshot = async (quality: number) => {
      qualities.push(quality);
      if (fail) throw new Error('tainted canvas');
      return 'data:image/jpeg;base64,AAA';
    };
    createFrameBridge({ win: world.win, parent: world.parent, captureScreenshot, forwardConsole: false });
    world.fromParent({ type: 'CAPTURE_SCREENSHOT', requestId: 's1', quality: 0.7 });
    await flush();
    fail = true;
    world.fromParent({ type: 'CAPTURE_SCREENSHOT', requestId: 's2', quality: 0.7 });
    await flush();
    expect(qualities).toEqual([0.7, 0.7]);
    expect(world.posted).toEqual([
      { type: 'SCREENSHOT_RESULT', requestId: 's1', dataUrl: 'data:image/jpeg;base64,AAA' },
      { type: 'SCREENSHOT_RESULT', requestId: 's2', error: 'tainted canvas' },
    ]);
  });
});

describe('createFrameBridge: game actions', () => {
  it('posts GAME_ACTION and resolves with the matching GAME_ACTION_RESULT', async () => {
    const world = fakeWorld();
    const bridge = createFrameBridge({ win: world.win, parent: world.parent, ...world.timerDeps });
    const pending = bridge.dispatchAction('increment', { amount: 1 });
    const sent = world.posted.at(-1);
    expect(sent).toMatchObject({ type: 'GAME_ACTION', action: 'increment', args: { amount: 1 } });
    const requestId = sent?.type === 'GAME_ACTION' ? sent.requestId : '';
    world.fromParent({ type: 'ECS_UPDATE', entities: { [ID]: { counter: { value: 1 } } } });
    world.fromParent({ type: 'GAME_ACTION_RESULT', requestId: 'someone-else', success: false });
    world.fromParent({ type: 'GAME_ACTION_RESULT', requestId, success: true, error: null, logs: ['added 1'] });
    await expect(pending).resolves.toEqual({ success: true, logs: ['added 1'] });
    expect(bridge.store.getSnapshot().entities[ID]).toEqual({ counter: { value: 1 } });
    expect(world.timers[0]?.cleared).toBe(true);
  });

  it('resolves with a clear error when the studio does not answer within 10 s', async () => {
    const world = fakeWorld();
    const bridge = createFrameBridge({ win: world.win, parent: world.parent, ...world.timerDeps });
    const pending = bridge.dispatchAction('slow');
    expect(world.timers[0]?.ms).toBe(GAME_ACTION_TIMEOUT_MS);
    world.timers[0]?.callback();
    await expect(pending).resolves.toEqual({ success: false, error: 'Game action "slow" got no answer from the studio within 10 s.' });
  });

  it('answers at once without a studio, and settles pending actions on dispose', async () => {
    const world = fakeWorld();
    const alone = createFrameBridge({ win: world.win, parent: null });
    await expect(alone.dispatchAction('increment')).resolves.toEqual({ success: false, error: NO_STUDIO_ERROR });
    const bridge = createFrameBridge({ win: fakeWorld().win, parent: world.parent, ...world.timerDeps });
    const pending = bridge.dispatchAction('increment');
    bridge.dispose();
    await expect(pending).resolves.toEqual({ success: false, error: 'The game was stopped.' });
  });
});

describe('createFrameBridge: local changes, pause, READY', () => {
  it('updateEntity merges components and posts STATE_UPDATE', () => {
    const world = fakeWorld();
    const bridge = createFrameBridge({ win: world.win, parent: world.parent, forwardConsole: false });
    world.fromParent({ type: 'ECS_INIT', entities: { [ID]: { pos: { x: 1, y: 2 }, hp: { value: 3 } } } });
    bridge.updateEntity(ID, { pos: { x: 5 } });
    const expected = { [ID]: { pos: { x: 5, y: 2 }, hp: { value: 3 } } };
    expect(bridge.store.getSnapshot().entities).toEqual(expected);
    expect(world.posted).toEqual([{ type: 'STATE_UPDATE', entities: expected }]);
  });

  it('setPaused posts TEMPEST_PAUSE_STATE_CHANGED; ready posts READY once; requestState posts REQUEST_STATE', () => {
    const world = fakeWorld();
    const bridge = createFrameBridge({ win: world.win, parent: world.parent, forwardConsole: false });
    bridge.ready();
    bridge.ready();
    bridge.setPaused(true);
    bridge.requestState();
    expect(world.posted).toEqual([{ type: 'READY' }, { type: 'TEMPEST_PAUSE_STATE_CHANGED', isPaused: true }, { type: 'REQUEST_STATE' }]);
    expect(bridge.store.getSnapshot().isPaused).toBe(true);
  });
});

describe('createFrameBridge: console and errors', () => {
  it('forwards console calls as CONSOLE and still calls the original', () => {
    const world = fakeWorld();
    const bridge = createFrameBridge({ win: world.win, parent: world.parent, now: () => 1234 });
    world.win.console.log('score', { value: 3 });
    world.win.console.error(new Error('oops'));
    expect(world.logged.map(([level]) => level)).toEqual(['log', 'error']);
    expect(world.posted[0]).toEqual({ type: 'CONSOLE', level: 'log', args: ['score', '{"value":3}'], timestamp: 1234 });
    expect(world.posted[1]).toMatchObject({ type: 'CONSOLE', level: 'error', args: ['Error: oops'], timestamp: 1234 });
    expect(world.posted[1]?.type === 'CONSOLE' && world.posted[1].stack).toContain('oops');
    bridge.dispose();
    world.win.console.log('after');
    expect(world.posted).toHaveLength(2);
    expect(world.logged.at(-1)).toEqual(['log', ['after']]);
  });

  it('posts window errors and unhandled rejections as ERROR', () => {
    const world = fakeWorld();
    createFrameBridge({ win: world.win, parent: world.parent, forwardConsole: false });
    const error = new RangeError('out of range');
    world.emit('error', { message: 'Uncaught RangeError: out of range', error });
    world.emit('error', { message: 'Script error.', error: null });
    world.emit('unhandledrejection', { reason: 'nope' });
    expect(world.posted).toEqual([
      { type: 'ERROR', message: 'out of range', stack: error.stack },
      { type: 'ERROR', message: 'Script error.' },
      { type: 'ERROR', message: 'Unhandled promise rejection: nope' },
    ]);
  });

  it('posts nothing and keeps the console untouched without a parent', () => {
    const world = fakeWorld();
    const original = world.win.console.log;
    createFrameBridge({ win: world.win, parent: null });
    expect(world.win.console.log).toBe(original);
    world.emit('error', { message: 'x', error: new Error('x') });
    expect(world.posted).toEqual([]);
  });
});
