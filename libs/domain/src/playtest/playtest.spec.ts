import { describe, expect, it } from '@jest/globals';
import type { PlaytestCheck } from '@tempest/contracts';
import { PLAYTEST_FRAME_CHARS_MAX, PLAYTEST_FRAMES_MAX, playtestDecider, playtestScore, type PlaytestCommand, type PlaytestEvent } from '../index.js';
import { deciderSpecification } from '../shared/decider.spec-support.js';

const gameId = '0b1e7a52-6b4f-4f0e-9b7e-1f2a3b4c5d6e';
const playtestId = '9a700000-0000-4000-8000-000000000001';
const now = '2026-12-02T10:00:00.000Z';
const spec = deciderSpecification(playtestDecider);
const check = (id: PlaytestCheck['id'], passed: boolean, applies = true): PlaytestCheck => ({ id, label: `label of ${id}`, passed, applies, detail: passed ? null : `What ${id} saw.` });
const checks = [check('loads', true), check('controls', false), check('restart', true, false)];
const base = {
  ...{ playtestId, gameId, trigger: 'agent' as const, agentSessionId: 's1', turn: 2, model: 'gpt-test', round: 1, passed: false, checks },
  ...{ failures: ['What controls saw.'], frames: ['Score 0'], durationMs: 412.6, runner: 'dom' as const },
};
const record = (data: Partial<typeof base> = {}): PlaytestCommand => ({ type: 'RecordPlaytest', data: { ...base, ...data, now } });
const recorded: PlaytestEvent = { type: 'PlaytestRecorded', data: { ...base, durationMs: 413, at: now } };

describe('playtests of a game', () => {
  it('records what the playtest saw, once per playtest id', () => {
    spec.given().when(record()).then([recorded]);
    spec.given(recorded).when(record()).thenNothing();
  });

  it('keeps at most four frames of at most 400 characters, as the contract promises readers', () => {
    const frames = ['a'.repeat(1000), 'b', 'c', 'd', 'e'];
    const [event] = playtestDecider.decide(record({ frames }), playtestDecider.initialState());
    expect(event.data.frames).toHaveLength(PLAYTEST_FRAMES_MAX);
    expect(event.data.frames[0]).toHaveLength(PLAYTEST_FRAME_CHARS_MAX);
    expect(event.data.frames[0].endsWith('…')).toBe(true);
    expect(event.data.frames.slice(1)).toEqual(['b', 'c', 'd']);
  });

  it('scores only the checks that apply', () => {
    expect(playtestScore(checks)).toEqual({ passed: 1, applying: 2 });
  });
});
