import { describe, expect, it } from '@jest/globals';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { EntityState } from '@tempest/game-sdk/protocol';
import {
  bigCheckpointCreated,
  bigCheckpointDeleted,
  bigCheckpointsLoaded,
  checkpointRestored,
  initialLocalTimelineState,
  LOCAL_TIMELINE_ERRORS,
  localTimelineReducer,
  quickCheckpointLabel,
  stateRecorded,
  timecodeAt,
  timelineCleared,
  timelineContextSet,
  timelinePaused,
  timelinePlayed,
  type BigSave,
  type LocalTimelineState,
} from './localTimeline';

const E = '0f8fad5b-d9cb-469f-a165-70867728950e';
const at = (x: number): EntityState => ({ [E]: { Pos: { x } } });
const run = (...actions: UnknownAction[]): LocalTimelineState => actions.reduce(localTimelineReducer, initialLocalTimelineState);
const reduce = (state: LocalTimelineState, ...actions: UnknownAction[]) => actions.reduce(localTimelineReducer, state);

const T0 = 1_000_000;
const start = () => timelineContextSet({ gameId: 'g1', sessionId: 's1', now: T0 });
const big = (id: string, now: number, state: EntityState, label = id) =>
  bigCheckpointCreated({
    id,
    timestamp: now,
    label,
    state,
    created_at: new Date(now).toISOString(),
    thumbnail_url: null,
    now,
  });
let n = 0;
const rec = (x: number, now: number) => stateRecorded({ entities: at(x), now, id: `m${++n}` });

/** Game start at T0, a big checkpoint 'A' at 1.5 s, then states x=1..k every 100 ms from 1.6 s (the first is the baseline). */
function played(k: number): LocalTimelineState {
  const actions: UnknownAction[] = [start(), big('A', T0 + 1500, at(0))];
  for (let i = 0; i <= k; i++) actions.push(rec(i, T0 + 1600 + i * 100));
  return run(...actions);
}

describe('recording', () => {
  it('does nothing until a big checkpoint is active', () => {
    const state = run(start(), rec(1, T0 + 100), rec(2, T0 + 300));
    expect(state.microCheckpoints).toEqual([]);
    expect(state.lastState).toBeNull();
  });

  it('the first state after a big checkpoint only sets the baseline; each later change is a micro checkpoint at the current time', () => {
    const state = played(3);
    expect(state.microCheckpoints.map((m) => [m.timecode_ms, m.bigCheckpointId])).toEqual([
      [1700, 'A'],
      [1800, 'A'],
      [1900, 'A'],
    ]);
    expect(state.microCheckpoints[0]!.diff).toEqual({
      added: {},
      modified: { [E]: { Pos: { x: 1 } } },
      deleted: [],
    });
  });

  it('records at most one state per 100 ms and ignores an empty diff', () => {
    const state = run(
      start(),
      big('A', T0, at(0)),
      rec(0, T0 + 100),
      rec(1, T0 + 150),
      rec(1, T0 + 210),
      rec(1, T0 + 320),
      rec(2, T0 + 330),
      rec(3, T0 + 400),
    );
    // 150: too soon after the baseline; 320: no change; 400: too soon after 330.
    expect(state.microCheckpoints.map((m) => m.timecode_ms)).toEqual([210, 330]);
  });

  it('keeps time only while playing, and records nothing while paused', () => {
    let state = played(1); // at 1.7 s
    state = reduce(state, timelinePaused({ now: T0 + 1750 }), rec(5, T0 + 5000));
    expect(state.microCheckpoints).toHaveLength(1);
    expect(timecodeAt(state, T0 + 9000)).toBe(1750);
    state = reduce(state, timelinePlayed({ now: T0 + 10_000 }), rec(5, T0 + 10_100));
    expect(state.microCheckpoints.map((m) => m.timecode_ms)).toEqual([1700, 1850]);
  });

  it('keeps at most 600 micro checkpoints (oldest dropped) and still replays the newest correctly', () => {
    const state = played(650);
    expect(state.microCheckpoints).toHaveLength(600);
    expect(state.microCheckpoints[0]!.timecode_ms).toBe(1600 + 51 * 100);
    const last = state.microCheckpoints[599]!;
    const restored = reduce(state, checkpointRestored({ target: { kind: 'micro', id: last.id }, now: 0 }));
    expect(restored.lastState).toEqual(at(650));
    const oldest = reduce(
      state,
      checkpointRestored({
        target: { kind: 'micro', id: state.microCheckpoints[0]!.id },
        now: 0,
      }),
    );
    expect(oldest.lastState).toEqual(at(51));
  });
});

describe('big checkpoints', () => {
  it('sorts by timecode, makes the new one active with its state as base, and clears the micro checkpoints', () => {
    let state = played(3);
    state = reduce(state, big('B', T0 + 2500, at(9)));
    expect(state.bigCheckpoints.map((c) => [c.id, c.timecode_ms, c.type, c.gameId])).toEqual([
      ['A', 1500, 'manual', 'g1'],
      ['B', 2500, 'manual', 'g1'],
    ]);
    expect(state.activeBigCheckpointId).toBe('B');
    expect(state.bases).toEqual({ B: at(9) });
    expect(state.microCheckpoints).toEqual([]);
  });

  it('needs a game id', () => {
    const state = run(big('A', T0, at(0)));
    expect(state.bigCheckpoints).toEqual([]);
  });

  it('keeps at most 50, dropping the oldest', () => {
    const actions: UnknownAction[] = [start()];
    for (let i = 0; i < 52; i++) actions.push(big(`c${i}`, T0 + i * 1000, at(i)));
    const state = run(...actions);
    expect(state.bigCheckpoints).toHaveLength(50);
    expect(state.bigCheckpoints[0]!.id).toBe('c2');
  });

  it('deleting one removes its micro checkpoints and the active mark', () => {
    const state = reduce(played(3), bigCheckpointDeleted('A'));
    expect(state.bigCheckpoints).toEqual([]);
    expect(state.microCheckpoints).toEqual([]);
    expect(state.activeBigCheckpointId).toBeNull();
    expect(reduce(played(2), timelineCleared()).bigCheckpoints).toEqual([]);
  });

  it('loads stored ones of this game once, sorted by timecode', () => {
    const stored = (id: string, timecode_ms: number, gameId = 'g1'): BigSave => ({
      id,
      gameId,
      timestamp: timecode_ms,
      timecode_ms,
      state: at(timecode_ms),
      label: id,
      type: 'manual',
      created_at: '',
      thumbnail_url: null,
    });
    const state = run(
      start(),
      bigCheckpointsLoaded([stored('y', 900), stored('x', 100), stored('z', 5, 'g2')]),
      bigCheckpointsLoaded([stored('x', 100)]),
    );
    expect(state.bigCheckpoints.map((c) => c.id)).toEqual(['x', 'y']);
    expect(state.loaded).toBe(true);
  });

  it('a new session of the game resets time and micro checkpoints; another game drops the big ones too; the same session keeps all', () => {
    const again = reduce(played(3), timelineContextSet({ gameId: 'g1', sessionId: 's2', now: T0 + 9000 }));
    expect([again.currentTimecodeMs, again.microCheckpoints.length, again.bigCheckpoints.length]).toEqual([0, 0, 1]);
    expect(reduce(played(3), timelineContextSet({ gameId: 'g2', sessionId: null, now: 0 })).bigCheckpoints).toEqual([]);
  });

  it('a quick checkpoint is labelled Checkpoint and the local time', () => {
    const date = new Date(2026, 0, 1, 13, 4, 5);
    expect(quickCheckpointLabel(date)).toBe(`Checkpoint ${date.toLocaleTimeString()}`);
  });
});

describe('restoring', () => {
  it('to a big checkpoint: its state and timecode, paused, active', () => {
    const state = reduce(played(3), checkpointRestored({ target: { kind: 'big', id: 'A' }, now: 0 }));
    expect([state.lastState, state.currentTimecodeMs, state.isPaused, state.activeBigCheckpointId]).toEqual([at(0), 1500, true, 'A']);
    expect(state.restored).toEqual({ kind: 'big', id: 'A', state: at(0) });
  });

  it('to a micro checkpoint replays the diffs in order over the base', () => {
    const before = played(5);
    const target = before.microCheckpoints[2]!;
    const state = reduce(before, checkpointRestored({ target: { kind: 'micro', id: target.id }, now: 0 }));
    expect(state.lastState).toEqual(at(3));
    expect(state.restored).toEqual({
      kind: 'micro',
      id: target.id,
      state: at(3),
    });
    expect(state.currentTimecodeMs).toBe(target.timecode_ms);
  });

  it('to a timecode: the nearest earlier big checkpoint, then the micro diffs up to the target', () => {
    const state = reduce(
      played(5),
      checkpointRestored({
        target: { kind: 'timecode', timecodeMs: 1850 },
        now: 0,
      }),
    );
    expect(state.lastState).toEqual(at(2));
    expect(state.restored).toEqual({
      kind: 'timecode',
      timecode: 1850,
      state: at(2),
    });
    expect(
      reduce(
        played(5),
        checkpointRestored({
          target: { kind: 'timecode', timecodeMs: 1550 },
          now: 0,
        }),
      ).lastState,
    ).toEqual(at(0));
  });

  it('answers the spec errors', () => {
    const state = played(2);
    const error = (target: Parameters<typeof checkpointRestored>[0]['target'], s = state) =>
      reduce(s, checkpointRestored({ target, now: 0 })).error;
    expect(error({ kind: 'big', id: 'nope' })).toBe(LOCAL_TIMELINE_ERRORS.checkpointNotFound);
    expect(error({ kind: 'micro', id: 'nope' })).toBe(LOCAL_TIMELINE_ERRORS.microNotFound);
    expect(error({ kind: 'timecode', timecodeMs: 1000 })).toBe(LOCAL_TIMELINE_ERRORS.noCheckpointBefore);
    const baseless = { ...state, bases: {} };
    expect(error({ kind: 'micro', id: state.microCheckpoints[0]!.id }, baseless)).toBe(LOCAL_TIMELINE_ERRORS.noBaseState);
    expect(error({ kind: 'timecode', timecodeMs: 5000 }, baseless)).toBe(LOCAL_TIMELINE_ERRORS.noBaseState);
  });

  it('playing on after a rewind drops the later micro checkpoints (a branch), and the new branch replays', () => {
    let state = played(5); // micros at 1700..2100 = x 1..5
    const third = state.microCheckpoints[2]!; // x=3 at 1900
    state = reduce(
      state,
      checkpointRestored({
        target: { kind: 'micro', id: third.id },
        now: T0 + 5000,
      }),
      timelinePlayed({ now: T0 + 6000 }),
    );
    state = reduce(state, rec(30, T0 + 6100), rec(31, T0 + 6200));
    expect(state.microCheckpoints.map((m) => m.timecode_ms)).toEqual([1700, 1800, 1900, 2000, 2100]);
    expect(state.microCheckpoints.slice(3).map((m) => m.diff.modified[E])).toEqual([{ Pos: { x: 30 } }, { Pos: { x: 31 } }]);
    const back = reduce(
      state,
      checkpointRestored({
        target: { kind: 'timecode', timecodeMs: 2050 },
        now: 0,
      }),
    );
    expect(back.lastState).toEqual(at(30));
  });

  it('playing on after restoring a big checkpoint starts a new chain from its state', () => {
    let state = reduce(played(4), checkpointRestored({ target: { kind: 'big', id: 'A' }, now: 0 }), timelinePlayed({ now: T0 + 8000 }));
    state = reduce(state, rec(70, T0 + 8200));
    expect(state.microCheckpoints.map((m) => m.timecode_ms)).toEqual([1700]);
    const replay = reduce(
      state,
      checkpointRestored({
        target: { kind: 'micro', id: state.microCheckpoints[0]!.id },
        now: 0,
      }),
    );
    expect(replay.lastState).toEqual(at(70));
  });
});
