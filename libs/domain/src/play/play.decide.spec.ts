import { describe, expect, it } from '@jest/globals';
import {
  playableComponents,
  decidePlaySession,
  evolvePlaySession,
  initialPlaySessionState,
  PLAY_STATE_MAX_CHARS,
  playIndexDecider,
  type ActionOutcome,
  type PlaySessionCommand,
  type PlaySessionEvent,
  type PlaySessionState,
} from '../index.js';

const now = '2026-11-23T09:00:00.000Z';
const SESSION = '0c6c2b52-5f1e-4c1e-9d4e-3f1b2a3c4d5e';
const GAME = '1d7d3c63-6a2f-4d2f-8e5f-4a2c3b4d5e6f';
const HERO = '2e8e4d74-7b3a-4e3a-9f6a-5b3d4c5e6f70';
const ORC = '3f9f5e85-8c4b-4f4b-8a7b-6c4e5d6f7081';
const player = 'user-u1';

const given = (...events: PlaySessionEvent[]): PlaySessionState => events.reduce(evolvePlaySession, initialPlaySessionState());
const start = (entityState: unknown): PlaySessionCommand => ({
  type: 'StartPlaySession',
  data: { sessionId: SESSION, gameId: GAME, playerKey: player, userId: 'u1', source: 'working', checkpointId: null, entityState, now },
});
const started = (entityState: Record<string, Record<string, Record<string, unknown>>>): PlaySessionEvent => ({
  type: 'PlaySessionStarted',
  data: { sessionId: SESSION, gameId: GAME, playerKey: player, userId: 'u1', source: 'working', checkpointId: null, entityState, at: now },
});
const act = (outcome: ActionOutcome, playerKey = player): PlaySessionCommand => ({
  type: 'RecordGameAction',
  data: { sessionId: SESSION, playerKey, action: 'increment', args: { by: 1 }, outcome, now },
});
const initial = { [HERO]: { counter: { value: 1 } }, [ORC]: { health: { hp: 5 } } };

describe('play session decider', () => {
  it('starts with only the UUID-keyed entities and their object components (ids lower-cased)', () => {
    const raw = { [HERO.toUpperCase()]: { counter: { value: 1 }, label: 'text', list: [1] }, player: { x: {} }, [ORC]: 7 };
    expect(decidePlaySession(start(raw), given())).toEqual([started({ [HERO]: { counter: { value: 1 } } })]);
  });

  it('refuses to start a session that has started, or a state larger than the bound', () => {
    expect(() => decidePlaySession(start({}), given(started({})))).toThrow(expect.objectContaining({ code: 'play.session_exists' }));
    const huge = { [HERO]: { blob: { text: 'x'.repeat(PLAY_STATE_MAX_CHARS) } } };
    expect(() => decidePlaySession(start(huge), given())).toThrow(expect.objectContaining({ code: 'play.state_too_large', category: 'validation' }));
  });

  it('records an action as the entities it changed, added and removed, and folds them into the state', () => {
    const state = given(started(initial));
    const next = { [HERO]: { counter: { value: 2 } }, [ORC.toUpperCase()]: { health: { hp: 5 } }, [SESSION]: { tag: {} }, junk: { a: {} } };
    const events = decidePlaySession(act({ ok: true, state: next, logs: 'hi\n' }), state);
    expect(events).toEqual([
      {
        type: 'GameActionApplied',
        data: { sessionId: SESSION, action: 'increment', args: { by: 1 }, changes: { [HERO]: { counter: { value: 2 } }, [SESSION]: { tag: {} } }, logs: 'hi\n', at: now },
      },
    ]);
    const after = events.reduce(evolvePlaySession, state);
    expect(after).toMatchObject({ entityState: { [HERO]: { counter: { value: 2 } }, [ORC]: { health: { hp: 5 } }, [SESSION]: { tag: {} } }, actions: 1 });

    const removed = decidePlaySession(act({ ok: true, state: { [HERO]: { counter: { value: 2 } } }, logs: '' }), after);
    expect(removed[0]).toMatchObject({ data: { changes: { [ORC]: null, [SESSION]: null } } });
    expect(removed.reduce(evolvePlaySession, after)).toMatchObject({ entityState: { [HERO]: { counter: { value: 2 } } }, actions: 2 });
  });

  it('records an action that changed nothing with no changes', () => {
    expect(decidePlaySession(act({ ok: true, state: { [ORC]: { health: { hp: 5 } }, [HERO]: { counter: { value: 1 } } }, logs: '' }), given(started(initial)))).toEqual([
      expect.objectContaining({ type: 'GameActionApplied', data: expect.objectContaining({ changes: {} }) }),
    ]);
  });

  it('records a failed action and leaves the state as it was', () => {
    const state = given(started(initial));
    const events = decidePlaySession(act({ ok: false, error: 'ZeroDivisionError: division by zero (rules.py, line 2)', logs: 'before\n' }), state);
    expect(events).toEqual([
      {
        type: 'GameActionFailed',
        data: { sessionId: SESSION, action: 'increment', args: { by: 1 }, error: 'ZeroDivisionError: division by zero (rules.py, line 2)', logs: 'before\n', at: now },
      },
    ]);
    expect(events.reduce(evolvePlaySession, state)).toMatchObject({ entityState: initial, actions: 1 });
  });

  it('fails an action whose result is larger than the bound, with a clear error', () => {
    const huge = { [HERO]: { blob: { text: 'x'.repeat(PLAY_STATE_MAX_CHARS) } } };
    const [event] = decidePlaySession(act({ ok: true, state: huge, logs: '' }), given(started(initial)));
    expect(event).toMatchObject({ type: 'GameActionFailed', data: { error: expect.stringMatching(/^StateTooLarge: The game state would be 1,000,0\d\d characters/) } });
  });

  it("refuses an action on a session that does not exist or is another player's, as not found", () => {
    expect(() => decidePlaySession(act({ ok: true, state: {}, logs: '' }), given())).toThrow(expect.objectContaining({ code: 'play.session_not_found', category: 'not_found' }));
    expect(() => decidePlaySession(act({ ok: true, state: {}, logs: '' }, 'visitor-v9'), given(started(initial)))).toThrow(
      expect.objectContaining({ code: 'play.session_not_found' }),
    );
  });

  it('indexes the newest session a player opened', () => {
    const opened = (sessionId: string) => playIndexDecider.decide({ type: 'OpenPlaySession', data: { sessionId, now } }, playIndexDecider.initialState());
    const state = [...opened('a'), ...opened('b')].reduce(playIndexDecider.evolve, playIndexDecider.initialState());
    expect(state).toEqual({ latestSessionId: 'b' });
  });
});

describe('playable components', () => {
  it('plays each component as its field values', () => {
    const stored = {
      counter: { componentName: 'Counter', scriptId: null, fieldData: { value: 1, max: 3 } },
      tag: { componentName: 'Tag', label: 'hero' },
      broken: 'not an object',
    };
    expect(playableComponents(stored)).toEqual({ counter: { value: 1, max: 3 }, tag: { label: 'hero' } });
    expect(playableComponents(null)).toEqual({});
  });

  it('copies, so a session never changes the stored entity', () => {
    const stored = { counter: { fieldData: { value: 1 } } };
    const played = playableComponents(stored);
    (played.counter as { value: number }).value = 2;
    expect(stored.counter.fieldData.value).toBe(1);
  });
});
