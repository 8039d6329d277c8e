import { describe, expect, it, jest } from '@jest/globals';
import type { ParentToFrameMessage } from '@tempest/game-sdk/protocol';
import { checkpointFrameSrc, frameSrc, viewFrameSrc, type FrameVersion } from './frameSrc';
import { isPauseToggleKey, isTypingTarget, type KeyInfo } from './keyboard';
import { captureScreenshot, registerScreenshotTarget, resolveScreenshot } from './screenshot';
import { concernsGame, restoredEntities } from './windowEvents';

const HERO = '0f8fad5b-d9cb-469f-a165-70867728950e';
const key = (k: string, target: KeyInfo['target'] = null, over: Partial<KeyInfo> = {}): KeyInfo => ({
  key: k,
  target,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  ...over,
});
const el = (tagName: string, matches: string[] = [], extra: object = {}) => ({
  tagName,
  closest: (selector: string) => (selector.split(',').some((s) => matches.includes(s.trim())) ? {} : null),
  ...extra,
});

describe('pause keys (R or P toggle pause, Space toggles play, ignored while typing)', () => {
  it('R, P and Space toggle', () => {
    expect(isPauseToggleKey(key('r'))).toBe(true);
    expect(isPauseToggleKey(key('P'))).toBe(true);
    expect(isPauseToggleKey(key(' ', el('DIV')))).toBe(true);
    expect(isPauseToggleKey(key('x'))).toBe(false);
  });

  it('ignored in inputs, textareas, contenteditable and Monaco, with modifiers, on repeat', () => {
    expect(isPauseToggleKey(key('p', el('INPUT', [], { type: 'text' })))).toBe(false);
    expect(isPauseToggleKey(key('p', el('TEXTAREA')))).toBe(false);
    expect(isPauseToggleKey(key('p', el('DIV', [], { isContentEditable: true })))).toBe(false);
    expect(isPauseToggleKey(key('p', el('SPAN', ['.monaco-editor'])))).toBe(false);
    expect(isPauseToggleKey(key('r', null, { ctrlKey: true }))).toBe(false);
    expect(isPauseToggleKey(key('r', null, { repeat: true }))).toBe(false);
    expect(isTypingTarget(el('INPUT', [], { type: 'checkbox' }))).toBe(false);
  });

  it('Space on a button is the button’s own', () => {
    expect(isPauseToggleKey(key(' ', el('BUTTON', ['button'])))).toBe(false);
  });
});

describe('captureScreenshot', () => {
  it('asks the ready frame at quality 0.7 and resolves with the data URL', async () => {
    const posted: ParentToFrameMessage[] = [];
    const unregister = registerScreenshotTarget('g', (m) => posted.push(m));
    const shot = captureScreenshot(1000);
    const request = posted[0];
    expect(request).toMatchObject({ type: 'CAPTURE_SCREENSHOT', quality: 0.7 });
    if (request?.type === 'CAPTURE_SCREENSHOT') resolveScreenshot(request.requestId, 'data:image/jpeg;base64,AA');
    await expect(shot).resolves.toBe('data:image/jpeg;base64,AA');
    unregister();
  });

  it('resolves null with no frame, for another game, or on timeout', async () => {
    await expect(captureScreenshot(10)).resolves.toBeNull();
    const unregister = registerScreenshotTarget('g', () => undefined);
    await expect(captureScreenshot(10, 'other')).resolves.toBeNull();
    jest.useFakeTimers();
    const shot = captureScreenshot(3000);
    jest.advanceTimersByTime(3000);
    jest.useRealTimers();
    await expect(shot).resolves.toBeNull();
    unregister();
  });
});

describe('window events', () => {
  it('game:restart without a game id, or with ours, concerns us', () => {
    expect(concernsGame(undefined, 'g')).toBe(true);
    expect(concernsGame({ gameId: 'g' }, 'g')).toBe(true);
    expect(concernsGame({ gameId: 'h' }, 'g')).toBe(false);
  });

  it('a restored checkpoint may carry its state', () => {
    expect(restoredEntities({ entity_state: { [HERO]: { A: { x: 1 } } } })).toEqual({ [HERO]: { A: { x: 1 } } });
    expect(restoredEntities({ kind: 'timecode', timecode: 1200, state: { [HERO]: { A: { x: 2 } } } })).toEqual({ [HERO]: { A: { x: 2 } } });
    expect(restoredEntities({ checkpointId: 'c' })).toBeNull();
    expect(restoredEntities(undefined)).toBeNull();
  });
});

describe('frameSrc', () => {
  it("asks for the session's version, or lets the server decide", () => {
    expect(frameSrc('f1', 'working')).toBe('/create/vibecode/serve/f1/?source=working');
    expect(frameSrc('f1', 'published')).toBe('/create/vibecode/serve/f1/?source=published');
    expect(frameSrc('f1', null)).toBe('/create/vibecode/serve/f1/');
  });

  it('time travel asks for the checkpoint by id', () => {
    expect(checkpointFrameSrc('f1', 'c1')).toBe('/create/vibecode/serve/f1/?source=checkpoint&checkpoint=c1');
  });

  it('a save played on its version names the session that plays it (a player may have that frame)', () => {
    expect(checkpointFrameSrc('f1', 'c1', 's1')).toBe('/create/vibecode/serve/f1/?source=checkpoint&checkpoint=c1&session=s1');
  });

  it("a game view's frame: time travel first (a checkpoint, a moment by position), then a save, a compile, the session's source", () => {
    const now: FrameVersion = { canvas: true, checkpointId: null, momentPosition: null, saveCheckpointId: null, previewBuild: null, sessionId: 's1', source: null };
    expect(viewFrameSrc('f1', { ...now, momentPosition: '42', source: 'moment' })).toBe('/create/vibecode/serve/f1/?source=moment&position=42');
    expect(viewFrameSrc('f1', { ...now, checkpointId: 'c1' })).toBe('/create/vibecode/serve/f1/?source=checkpoint&checkpoint=c1');
    expect(viewFrameSrc('f1', { ...now, saveCheckpointId: 'c2' })).toBe('/create/vibecode/serve/f1/?source=checkpoint&checkpoint=c2&session=s1');
    expect(viewFrameSrc('f1', { ...now, previewBuild: 'b1' })).toBe('/create/vibecode/serve/f1/?source=preview&build=b1');
    expect(viewFrameSrc('f1', now)).toBe('/create/vibecode/serve/f1/?source=working');
    expect(viewFrameSrc('f1', { ...now, canvas: false, source: 'published' })).toBe('/create/vibecode/serve/f1/?source=published');
  });
});
