import { describe, expect, it, jest } from '@jest/globals';
import { buildStartRequest, readStartResponse, shouldRetryStart, startWithRetry, type StartAttempt } from './startGame';

const HERO = '0f8fad5b-d9cb-469f-a165-70867728950e';
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

describe('buildStartRequest (start-game)', () => {
  it('on the canvas: X-Creation-Canvas, enableDebug, credentials, CSRF', () => {
    const { url, init } = buildStartRequest({ gameId: 'g1', canvas: true, forceClear: false, csrfToken: 'tok' });
    expect(url).toBe('/play/start-game/g1/');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRFToken': 'tok', 'X-Creation-Canvas': 'true' });
    expect(JSON.parse(init.body as string)).toEqual({ isTrail: false, enableDebug: true, forceNew: false });
  });

  it('a forced new session (or none stored): X-Force-Clear; no canvas header off the canvas', () => {
    const { init } = buildStartRequest({ gameId: 'g1', canvas: false, forceClear: true });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json', 'X-Force-Clear': 'true' });
    expect(JSON.parse(init.body as string)).toEqual({ isTrail: false, enableDebug: false, forceNew: true });
  });

  it('time travel: the checkpoint goes in the body', () => {
    const { init } = buildStartRequest({ gameId: 'g1', canvas: true, forceClear: true, checkpointId: 'c1' });
    expect(JSON.parse(init.body as string)).toEqual({ isTrail: false, enableDebug: true, forceNew: true, checkpointId: 'c1' });
  });

  it('time travel to a moment: its global position goes in the body', () => {
    const { init } = buildStartRequest({ gameId: 'g1', canvas: false, forceClear: true, momentPosition: '42' });
    expect(JSON.parse(init.body as string)).toEqual({ isTrail: false, enableDebug: false, forceNew: true, momentPosition: '42' });
  });

  it('a save on its own version: the save and the session whose timeline holds it go in the body', () => {
    const { init } = buildStartRequest({ gameId: 'g1', canvas: false, forceClear: true, save: { saveId: 'c9', sessionId: 's1' } });
    expect(JSON.parse(init.body as string)).toEqual({ isTrail: false, enableDebug: false, forceNew: true, saveId: 'c9', sessionId: 's1' });
  });
});

describe('readStartResponse', () => {
  it('a success gives the session id and the filtered entity state', async () => {
    const body = { status: 'success', session_id: 's1', source: 'bogus', entity_state: { [HERO]: { Hp: { v: 1 }, n: 3 }, junk: {} }, initialization_error: null, error: null };
    await expect(readStartResponse(json(body))).resolves.toEqual({ sessionId: 's1', entities: { [HERO]: { Hp: { v: 1 } } }, source: null });
  });

  it('keeps the source the server chose, a moment too', async () => {
    const body = { status: 'success', session_id: 's2', source: 'moment', entity_state: {}, initialization_error: null, error: null };
    await expect(readStartResponse(json(body))).resolves.toEqual({ sessionId: 's2', entities: {}, source: 'moment' });
  });

  it("a non-OK response: 'Failed to start game: {statusText}'", async () => {
    await expect(readStartResponse(json({}, { status: 502, statusText: 'Bad Gateway' }))).rejects.toThrow('Failed to start game: Bad Gateway');
  });

  it("status 'failed' or an initialization_error: the server's text, else 'Game initialization failed'", async () => {
    await expect(readStartResponse(json({ status: 'failed' }))).rejects.toThrow('Game initialization failed');
    await expect(readStartResponse(json({ status: 'success', initialization_error: 'bad entity' }))).rejects.toThrow('bad entity');
  });
});

describe('start retry decision (start errors)', () => {
  it("retries once on 404, 'not found' or 'session'", () => {
    expect(shouldRetryStart('Failed to start game: 404', false)).toBe(true);
    expect(shouldRetryStart('Failed to start game: Not Found', false)).toBe(true);
    expect(shouldRetryStart('Play session expired', false)).toBe(true);
    expect(shouldRetryStart('Failed to start game: Not Found', true)).toBe(false);
    expect(shouldRetryStart('Failed to start game: Internal Server Error', false)).toBe(false);
  });

  it('clears the stored session and retries as a forced new session, then reports', async () => {
    const attempt = jest.fn<StartAttempt>().mockRejectedValue(new Error('Failed to start game: Not Found'));
    const clearSession = jest.fn();
    const onForcedNew = jest.fn();
    const outcome = await startWithRetry(false, { attempt, clearSession, onForcedNew });
    expect(attempt.mock.calls).toEqual([[false], [true]]);
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(onForcedNew).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ ok: false, error: 'Failed to start game: Not Found' });
  });

  it('a retry that succeeds gives the new session', async () => {
    const attempt = jest.fn<StartAttempt>()
      .mockRejectedValueOnce(new Error('session not found'))
      .mockResolvedValueOnce({ sessionId: 's2', entities: {}, source: 'working' });
    const outcome = await startWithRetry(false, { attempt, clearSession: () => undefined, onForcedNew: () => undefined });
    expect(outcome).toEqual({ ok: true, sessionId: 's2', entities: {}, source: 'working' });
  });

  it('any other error is reported at once', async () => {
    const attempt = jest.fn<StartAttempt>().mockRejectedValue(new Error('Game initialization failed'));
    const clearSession = jest.fn();
    const outcome = await startWithRetry(true, { attempt, clearSession, onForcedNew: () => undefined });
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(clearSession).not.toHaveBeenCalled();
    expect(outcome).toEqual({ ok: false, error: 'Game initialization failed' });
  });

  it("something thrown that is not an Error: 'Failed to initialize game'", async () => {
    const attempt = jest.fn<StartAttempt>().mockRejectedValue('nope');
    await expect(startWithRetry(false, { attempt, clearSession: () => undefined, onForcedNew: () => undefined })).resolves.toEqual({
      ok: false,
      error: 'Failed to initialize game',
    });
  });
});

describe('the frame follows the session', () => {
  it('reads the version the server chose', async () => {
    await expect(readStartResponse(json({ status: 'success', session_id: 's', entity_state: {}, source: 'working' }))).resolves.toMatchObject({ source: 'working' });
  });
});
