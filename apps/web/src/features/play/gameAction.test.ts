import { describe, expect, it, jest } from '@jest/globals';
import type { ParentToFrameMessage } from '@tempest/game-sdk/protocol';
import { BUSY_ERROR, outcomeOfAnswer, runGameAction, toGameActionOutcome, type GameActionDeps } from './gameAction';
import type { LogEntry } from '../debug/debugLogs';

const HERO = '0f8fad5b-d9cb-469f-a165-70867728950e';

const deps = (call: GameActionDeps['call'], sessionId: string | null = 's1') => {
  const posted: ParentToFrameMessage[] = [];
  const logged: LogEntry[] = [];
  const setEntities = jest.fn();
  const d: GameActionDeps = {
    sessionId,
    call,
    setEntities,
    post: (m) => posted.push(m),
    log: (entries) => logged.push(...entries),
  };
  return { d, posted, logged, setEntities };
};

describe('GAME_ACTION', () => {
  it('on success sets the state, sends ECS_UPDATE, then GAME_ACTION_RESULT; Python logs go to the console', async () => {
    const entities = { [HERO]: { Health: { hp: 12 } } };
    const call = jest.fn<GameActionDeps['call']>().mockResolvedValue({ success: true, entities, logs: ['healed'], error: null });
    const { d, posted, logged, setEntities } = deps(call);
    await runGameAction({ requestId: 'r1', action: 'potions.heal', args: { amount: 2 } }, d);
    expect(call).toHaveBeenCalledWith('s1', 'potions.heal', { amount: 2 }, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(setEntities).toHaveBeenCalledWith(entities);
    expect(posted).toEqual([
      { type: 'ECS_UPDATE', entities },
      { type: 'GAME_ACTION_RESULT', requestId: 'r1', success: true, logs: ['healed'] },
    ]);
    expect(logged.map((e) => [e.level, e.message, e.logger, e.module, e.line])).toEqual([['log', 'healed', 'python', 'potions', 1]]);
  });

  it('a failure answers success false with the error, and logs the error', async () => {
    const call = jest.fn<GameActionDeps['call']>().mockResolvedValue({ success: false, logs: [], error: "KeyError: 'hp'" });
    const { d, posted, logged, setEntities } = deps(call);
    await runGameAction({ requestId: 'r2', action: 'heal', args: {} }, d);
    expect(setEntities).not.toHaveBeenCalled();
    expect(posted).toEqual([{ type: 'GAME_ACTION_RESULT', requestId: 'r2', success: false, error: "KeyError: 'hp'" }]);
    expect(logged[0]).toMatchObject({ level: 'error', logger: 'studio', message: "Game action 'heal' failed: KeyError: 'hp'" });
  });

  it('a busy server is tried again after its Retry-After with the same action id, saying so while it waits', async () => {
    const entities = { [HERO]: { Clicks: { n: 3 } } };
    const busy = { success: false, logs: [], error: 'The game is busy. Try again in a moment.', retryAfterMs: 1000 };
    const call = jest.fn<GameActionDeps['call']>().mockResolvedValueOnce(busy).mockResolvedValueOnce(busy).mockResolvedValue({ success: true, entities, logs: [], error: null });
    const { d, posted } = deps(call);
    const waits: number[] = [];
    const said: boolean[] = [];
    await runGameAction({ requestId: 'r5', action: 'click', args: {} }, { ...d, wait: async (ms) => void waits.push(ms), busy: (on) => void said.push(on) });
    expect(call).toHaveBeenCalledTimes(3);
    const ids = new Set(call.mock.calls.map((c) => c[3]));
    expect(ids.size).toBe(1);
    expect(waits.every((ms) => ms >= 1000 && ms <= 1500)).toBe(true);
    expect(said).toEqual([true, false]);
    expect(posted).toEqual([
      { type: 'ECS_UPDATE', entities },
      { type: 'GAME_ACTION_RESULT', requestId: 'r5', success: true },
    ]);
    // A server busy for longer than the frame retries: the action fails, plainly.
    const always = deps(jest.fn<GameActionDeps['call']>().mockResolvedValue(busy));
    await runGameAction({ requestId: 'r6', action: 'click', args: {} }, { ...always.d, wait: async () => undefined });
    expect(always.posted).toEqual([{ type: 'GAME_ACTION_RESULT', requestId: 'r6', success: false, error: 'The game is busy. Try again in a moment.' }]);
  });

  it('a thrown call or no session still answers the frame', async () => {
    const thrown = deps(jest.fn<GameActionDeps['call']>().mockRejectedValue(new Error('network down')));
    await runGameAction({ requestId: 'r3', action: 'a', args: {} }, thrown.d);
    expect(thrown.posted).toEqual([{ type: 'GAME_ACTION_RESULT', requestId: 'r3', success: false, error: 'network down' }]);
    const none = deps(jest.fn<GameActionDeps['call']>(), null);
    await runGameAction({ requestId: 'r4', action: 'a', args: {} }, none.d);
    expect(none.posted).toEqual([{ type: 'GAME_ACTION_RESULT', requestId: 'r4', success: false, error: 'No game session' }]);
  });

  it('reads the server answer, whatever its status', () => {
    expect(toGameActionOutcome({ success: true, entity_state: { [HERO]: { A: { x: 1 } }, bad: 1 }, logs: ['x'] }, 'f')).toEqual({
      success: true,
      entities: { [HERO]: { A: { x: 1 } } },
      logs: ['x'],
      error: null,
    });
    expect(toGameActionOutcome({ error: "Unknown function 'fly'", code: 'game_action.unknown' }, 'f')).toEqual({
      success: false,
      logs: [],
      error: "Unknown function 'fly'",
    });
    expect(toGameActionOutcome({ success: false, logs: 'about to fail\n', error: 'ZeroDivisionError: division by zero (rules.py, line 11)' }, 'f')).toEqual({
      success: false,
      logs: ['about to fail'],
      error: 'ZeroDivisionError: division by zero (rules.py, line 11)',
    });
    expect(toGameActionOutcome({ success: true, entity_state: {}, logs: 'a\nb\n' }, 'f').logs).toEqual(['a', 'b']);
    expect(toGameActionOutcome(undefined, 'The request failed (HTTP 503).')).toMatchObject({ error: 'The request failed (HTTP 503).' });
  });

  it('reads an answer the same whichever way it came (the POST, or the socket in its shape): busy means try again after Retry-After', () => {
    const busy = { error: 'The game is busy. Retrying in a moment.', code: 'play.busy' };
    expect(outcomeOfAnswer(503, busy, 2, 'f')).toEqual({ success: false, logs: [], error: BUSY_ERROR, retryAfterMs: 2000 });
    // No or a meaningless Retry-After (a missing header reads as NaN or 0): a second.
    for (const retryAfter of [undefined, Number.NaN, 0, -3]) expect(outcomeOfAnswer(503, busy, retryAfter, 'f').retryAfterMs).toBe(1000);
    // Another 503 (the Python runtime busy) is a failure the frame hears, not retried.
    expect(outcomeOfAnswer(503, { error: 'The Python runtime is busy. Try again in a moment.', code: 'python.busy' }, 1, 'f')).toEqual({ success: false, logs: [], error: 'The Python runtime is busy. Try again in a moment.' });
    expect(outcomeOfAnswer(429, { error: 'Too many game actions. Try again in a few minutes.', code: 'rate_limited' }, 60, 'f')).toEqual({ success: false, logs: [], error: 'Too many game actions. Try again in a few minutes.' });
    expect(outcomeOfAnswer(200, { success: true, entity_state: { [HERO]: { A: { x: 2 } } }, logs: '' }, undefined, 'f')).toEqual({ success: true, entities: { [HERO]: { A: { x: 2 } } }, logs: [], error: null });
  });
});
