import { describe, expect, it } from '@jest/globals';
import {
  playableComponents,
  evolvePlaySession,
  initialPlaySessionState,
  PLAY_STATE_MAX_CHARS,
  playIndexDecider,
  playSessionDecider,
  type ActionOutcome,
  type PlaySessionCommand,
  type PlaySessionEvent,
  type PlaySessionState,
} from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const now = '2026-11-23T09:00:00.000Z';
const SESSION = '0c6c2b52-5f1e-4c1e-9d4e-3f1b2a3c4d5e';
const GAME = '1d7d3c63-6a2f-4d2f-8e5f-4a2c3b4d5e6f';
const HERO = '2e8e4d74-7b3a-4e3a-9f6a-5b3d4c5e6f70';
const ORC = '3f9f5e85-8c4b-4f4b-8a7b-6c4e5d6f7081';
const player = 'user-u1';

const given = (...events: PlaySessionEvent[]): PlaySessionState => events.reduce(evolvePlaySession, initialPlaySessionState());
const spec = deciderSpecification(playSessionDecider);
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
const applied = (changes: Record<string, Record<string, Record<string, unknown>> | null>, logs = ''): PlaySessionEvent => ({
  type: 'GameActionApplied',
  data: { sessionId: SESSION, action: 'increment', args: { by: 1 }, changes, logs, at: now },
});
const initial = { [HERO]: { counter: { value: 1 } }, [ORC]: { health: { hp: 5 } } };

describe('play session decider', () => {
  it('starts with only the UUID-keyed entities and their object components (ids lower-cased)', () => {
    const raw = { [HERO.toUpperCase()]: { counter: { value: 1 }, label: 'text', list: [1] }, player: { x: {} }, [ORC]: 7 };
    spec.given().when(start(raw)).then([started({ [HERO]: { counter: { value: 1 } } })]);
  });

  it('refuses to start a session that has started, or a state larger than the bound', () => {
    spec.given(started({})).when(start({})).thenThrows({ code: 'play.session_exists' });
    const huge = { [HERO]: { blob: { text: 'x'.repeat(PLAY_STATE_MAX_CHARS) } } };
    spec.given().when(start(huge)).thenThrows({ code: 'play.state_too_large', category: 'validation' });
  });

  it('records an action as the entities it changed, added and removed, and folds them into the state', () => {
    const next = { [HERO]: { counter: { value: 2 } }, [ORC.toUpperCase()]: { health: { hp: 5 } }, [SESSION]: { tag: {} }, junk: { a: {} } };
    const changed = applied({ [HERO]: { counter: { value: 2 } }, [SESSION]: { tag: {} } }, 'hi\n');
    spec.given(started(initial)).when(act({ ok: true, state: next, logs: 'hi\n' })).then([changed]);
    expect(given(started(initial), changed)).toMatchObject({ entityState: { [HERO]: { counter: { value: 2 } }, [ORC]: { health: { hp: 5 } }, [SESSION]: { tag: {} } }, actions: 1 });

    const removed = applied({ [ORC]: null, [SESSION]: null });
    spec.given(started(initial), changed).when(act({ ok: true, state: { [HERO]: { counter: { value: 2 } } }, logs: '' })).then([removed]);
    expect(given(started(initial), changed, removed)).toMatchObject({ entityState: { [HERO]: { counter: { value: 2 } } }, actions: 2 });
  });

  it('records an action that changed nothing with no changes', () => {
    spec
      .given(started(initial))
      .when(act({ ok: true, state: { [ORC]: { health: { hp: 5 } }, [HERO]: { counter: { value: 1 } } }, logs: '' }))
      .then([applied({})]);
  });

  it('records a failed action and leaves the state as it was', () => {
    const failed: PlaySessionEvent = {
      type: 'GameActionFailed',
      data: { sessionId: SESSION, action: 'increment', args: { by: 1 }, error: 'ZeroDivisionError: division by zero (rules.py, line 2)', logs: 'before\n', at: now },
    };
    spec.given(started(initial)).when(act({ ok: false, error: 'ZeroDivisionError: division by zero (rules.py, line 2)', logs: 'before\n' })).then([failed]);
    expect(given(started(initial), failed)).toMatchObject({ entityState: initial, actions: 1 });
  });

  it('fails an action whose result is larger than the bound, with a clear error', () => {
    const huge = { [HERO]: { blob: { text: 'x'.repeat(PLAY_STATE_MAX_CHARS) } } };
    spec
      .given(started(initial))
      .when(act({ ok: true, state: huge, logs: '' }))
      .thenMatches([{ type: 'GameActionFailed', data: { error: expect.stringMatching(/^StateTooLarge: The game state would be 1,000,0\d\d characters/) } }]);
  });

  it('records an action with its id once: a retry of it records nothing, and the session remembers its outcome', () => {
    const withId = (outcome: ActionOutcome, actionId: string): PlaySessionCommand => {
      const command = act(outcome) as Extract<PlaySessionCommand, { type: 'RecordGameAction' }>;
      return { ...command, data: { ...command.data, actionId } };
    };
    const click = withId({ ok: true, state: { [HERO]: { counter: { value: 2 } } }, logs: '' }, 'a-1');
    const first = { type: 'GameActionApplied', data: { sessionId: SESSION, action: 'increment', args: { by: 1 }, changes: { [HERO]: { counter: { value: 2 } }, [ORC]: null }, logs: '', at: now, actionId: 'a-1' } } as PlaySessionEvent;
    spec.given(started(initial)).when(click).then([first]);
    spec.given(started(initial), first).when(click).then([]);
    const failed = { type: 'GameActionFailed', data: { sessionId: SESSION, action: 'increment', args: { by: 1 }, error: 'ValueError: no', logs: '', at: now, actionId: 'a-2' } } as PlaySessionEvent;
    expect(given(started(initial), first, failed)).toMatchObject({
      actions: 2,
      recent: [
        { actionId: 'a-1', success: true, changed: [HERO, ORC], error: null },
        { actionId: 'a-2', success: false, changed: [], error: 'ValueError: no' },
      ],
    });
    // Only the last 64 are kept: an id older than that is a new action.
    const many = Array.from({ length: 64 }, (_, i) => ({ ...first, data: { ...first.data, changes: {}, actionId: `b-${i}` } }) as PlaySessionEvent);
    const later = given(started(initial), first, ...many);
    expect(later.status === 'started' && later.recent.map((r) => r.actionId)).toEqual(many.map((_, i) => `b-${i}`));
  });

  it("refuses an action on a session that does not exist or is another player's, as not found", () => {
    spec.given().when(act({ ok: true, state: {}, logs: '' })).thenThrows({ code: 'play.session_not_found', category: 'not_found' });
    spec.given(started(initial)).when(act({ ok: true, state: {}, logs: '' }, 'visitor-v9')).thenThrows({ code: 'play.session_not_found' });
  });

  it('indexes the newest session a player opened', () => {
    const index = deciderSpecification(playIndexDecider);
    const open = (sessionId: string) => ({ type: 'OpenPlaySession', data: { sessionId, now } }) as const;
    const opened = (sessionId: string) => ({ type: 'PlaySessionOpened', data: { sessionId, at: now } }) as const;
    index.given().when(open('a')).then([opened('a')]);
    index.given(opened('a')).when(open('b')).then([opened('b')]);
    expect([opened('a'), opened('b')].reduce(playIndexDecider.evolve, playIndexDecider.initialState())).toEqual({ latestSessionId: 'b' });
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

describe('play session lineage and restore', () => {
  const base = { sessionId: SESSION, gameId: GAME, playerKey: player, userId: 'u1', source: 'working' as const, checkpointId: null, entityState: {}, now };
  it('starts its own lineage, or carries on the one of the session it replaces (reload)', () => {
    const own = playSessionDecider.decide({ type: 'StartPlaySession', data: base }, initialPlaySessionState());
    expect(own.reduce(evolvePlaySession, initialPlaySessionState())).toMatchObject({ lineageId: SESSION, previousSessionId: null });
    const reload = playSessionDecider.decide({ type: 'StartPlaySession', data: { ...base, replaces: { sessionId: 'old', lineageId: 'first' } } }, initialPlaySessionState());
    expect(reload[0]).toMatchObject({ data: { lineageId: 'first', previousSessionId: 'old' } });
    expect(reload.reduce(evolvePlaySession, initialPlaySessionState())).toMatchObject({ lineageId: 'first', previousSessionId: 'old' });
  });

  it('names a stored starting state instead of copying it (still checked), and folds it hydrated', () => {
    const hash = 'd'.repeat(64);
    const entities = { [ORC]: { health: { hp: 3 } } };
    const [event] = playSessionDecider.decide({ type: 'StartPlaySession', data: { ...base, entityState: entities, stateHash: hash } }, initialPlaySessionState());
    expect(event).toEqual({ type: 'PlaySessionStarted', data: { sessionId: SESSION, gameId: GAME, playerKey: player, userId: 'u1', source: 'working', checkpointId: null, stateHash: hash, at: now } });
    const hydrated = { ...event, data: { ...event.data, entityState: entities } } as PlaySessionEvent;
    expect(given(hydrated)).toMatchObject({ status: 'started', entityState: entities });
    const huge = { [ORC]: { blob: { text: 'x'.repeat(1_000_001) } } };
    expect(() => playSessionDecider.decide({ type: 'StartPlaySession', data: { ...base, entityState: huge, stateHash: hash } }, initialPlaySessionState())).toThrow(
      expect.objectContaining({ code: 'play.state_too_large' }),
    );
  });

  it("sets the session's entities to a checkpoint's: the event names the saved state, the fold reads it hydrated", () => {
    const hash = 'c'.repeat(64);
    const restore: PlaySessionCommand = { type: 'RestorePlaySession', data: { sessionId: SESSION, checkpointId: 'cp', stateHash: hash, stateSize: 30, now } };
    const restored: PlaySessionEvent = { type: 'PlaySessionRestored', data: { sessionId: SESSION, checkpointId: 'cp', stateHash: hash, at: now } };
    spec.given(started(initial)).when(restore).then([restored]);
    const hydrated: PlaySessionEvent = { ...restored, data: { ...restored.data, entityState: { [ORC]: { health: { hp: 1 } } } } };
    expect(given(started(initial), hydrated)).toMatchObject({ entityState: { [ORC]: { health: { hp: 1 } } } });
    expect(() => given(started(initial), restored)).toThrow(/read without its state/);
    spec.given().when(restore).thenThrows({ code: 'play.session_not_found' });
    spec.given(started(initial)).when({ ...restore, data: { ...restore.data, stateSize: 1_000_001 } } as PlaySessionCommand).thenThrows({ code: 'play.state_too_large' });
  });

  it('folds a restore recorded before the save-state store (the entities that differ)', () => {
    const old: PlaySessionEvent = { type: 'PlaySessionRestored', data: { sessionId: SESSION, checkpointId: 'cp', changes: { [HERO]: null, [ORC]: { health: { hp: 1 } } }, at: now } };
    expect(given(started(initial), old)).toMatchObject({ entityState: { [ORC]: { health: { hp: 1 } } } });
  });
});
