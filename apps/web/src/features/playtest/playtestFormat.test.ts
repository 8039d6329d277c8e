import { describe, expect, it } from '@jest/globals';
import type { PlaytestCheck } from '@tempest/contracts';
import { checkCount, failureSentences, playtestHeadline, playtestPassed, playtestRefusal, readPlaytestReport, readPlaytestResult, retryWords, roundText } from './playtestFormat';

const check = (id: PlaytestCheck['id'], passed: boolean, fields: Partial<PlaytestCheck> = {}): PlaytestCheck =>
  ({ id, label: `label of ${id}`, passed, applies: true, detail: null, ...fields });
const report = (checks: PlaytestCheck[], fields: Record<string, unknown> = {}) =>
  ({ passed: checks.every((c) => c.passed), checks, failures: [], frames: ['Score: 0'], duration_ms: 420, runner: 'dom', ...fields });

const sixOfEight = [
  check('loads', true), check('no_errors', true), check('controls', false, { detail: 'Pressing ArrowLeft changed nothing on the screen.' }),
  check('help_keys', true), check('progress', false, { detail: 'The score never moved.' }), check('not_over_early', true),
  check('restart', true, { applies: false, detail: 'The game has no restart.' }), check('world', true),
];

describe('a playtest as the chat and the preview say it', () => {
  it('counts only the checks that apply: 5 of 7 here, and says so as the headline', () => {
    const r = report(sixOfEight);
    expect(checkCount(r)).toEqual({ passed: 5, total: 7 });
    expect(playtestHeadline(r)).toBe('Played it: 5 of 7 checks');
    expect(playtestPassed(r)).toBe(false);
  });

  it('a run where every applying check passed is a pass ("6 of 6 checks")', () => {
    const r = report([check('loads', true), check('no_errors', true), check('controls', true), check('help_keys', true), check('progress', true), check('world', true)]);
    expect(playtestHeadline(r)).toBe('Played it: 6 of 6 checks');
    expect(playtestPassed(r)).toBe(true);
  });

  it('says the failures in sentences: the report\'s own, else the failed checks\' details, each once', () => {
    expect(failureSentences(report(sixOfEight))).toEqual(['Pressing ArrowLeft changed nothing on the screen.', 'The score never moved.']);
    expect(failureSentences(report(sixOfEight, { failures: ['The score never moved.', 'The score never moved.'] }))).toEqual(['The score never moved.']);
    expect(failureSentences(report([check('world', false)]))).toEqual(['Failed: label of world.']);
  });

  it('names the round only after the first', () => {
    expect(roundText(1, 3)).toBeNull();
    expect(roundText(2, 3)).toBe('Round 2 of 3');
  });

  it('reads a report from the network with care: unknown checks left out, a check that does not apply never fails, junk is null', () => {
    const read = readPlaytestReport({ ...report(sixOfEight), checks: [...sixOfEight, { id: 'teleport', label: 'x', passed: false }, { id: 'world', label: 'World', passed: false, applies: false }] });
    expect(read?.checks.map((c) => c.id)).toEqual([...sixOfEight.map((c) => c.id), 'world']);
    expect(read?.checks.at(-1)).toEqual({ id: 'world', label: 'World', passed: true, applies: false, detail: null });
    expect(readPlaytestReport({ passed: true, checks: [] })).toBeNull();
    expect(readPlaytestReport('played')).toBeNull();
    expect(readPlaytestReport(null)).toBeNull();
  });

  it('reads an analyst\'s view, whose game text is "[private]", as a report without that text', () => {
    const hidden = { passed: false, checks: sixOfEight.map((c) => ({ ...c, detail: c.detail === null ? null : '[private]' })), failures: '[private]', frames: '[private]' };
    const read = readPlaytestReport(hidden)!;
    expect(read.checks.every((c) => c.detail === null)).toBe(true);
    expect(read.frames).toEqual([]);
    expect(failureSentences(read)).toEqual(['Failed: label of controls.', 'Failed: label of progress.']);
  });

  it('reads the stream event\'s round and its bound', () => {
    expect(readPlaytestResult({ ...report(sixOfEight), playtest_id: 'p1', round: 2, max_rounds: 3 })).toMatchObject({ playtest_id: 'p1', round: 2, max_rounds: 3 });
    expect(readPlaytestResult({ ...report(sixOfEight), round: 'two' })).toMatchObject({ playtest_id: '', round: 1, max_rounds: 1 });
  });
});

describe('a playtest the API refused', () => {
  it('422: the game cannot be built, with the build\'s error', () => {
    const error = { status: 422, data: { error: 'The game does not build.', code: 'playtest.build_failed', details: { errors: ["index.tsx:42 Property 'sprite' does not exist on type 'never'."] } } };
    expect(playtestRefusal(error)).toEqual({ kind: 'build', message: 'The game does not build.', detail: "index.tsx:42 Property 'sprite' does not exist on type 'never'." });
    expect(playtestRefusal({ status: 422, data: { error: 'The game does not build.', code: 'x' } }).detail).toBeNull();
    // The API's own: the error is in the message and in details; the panel says it once, as code.
    const failed = { status: 422, data: { error: "The game's build failed, so it cannot be played: index.tsx:3 Unexpected token", code: 'playtest.build_failed', details: { error: 'index.tsx:3 Unexpected token' } } };
    expect(playtestRefusal(failed)).toEqual({ kind: 'build', message: "The game's build failed, so it cannot be played.", detail: 'index.tsx:3 Unexpected token' });
  });

  it('429: says when to try again, from the answer\'s retryAfterSeconds', () => {
    const error = { status: 429, data: { error: 'Too many playtests. Try again later.', code: 'rate_limited', details: { retryAfterSeconds: 42 } } };
    expect(playtestRefusal(error)).toEqual({ kind: 'limited', message: 'Too many playtests. Try again later.', detail: 'Try again in 42 seconds.' });
    expect(playtestRefusal({ status: 429, data: { error: 'Slow down.', code: 'rate_limited' } }).detail).toBe('Try again in a minute.');
    expect(retryWords(1)).toBe('in 1 second');
    expect(retryWords(600)).toBe('in 10 minutes');
  });

  it('anything else: the API\'s message (or the app\'s own when the server cannot be reached)', () => {
    expect(playtestRefusal({ status: 403, data: { error: 'You cannot edit this game.', code: 'game.forbidden' } })).toEqual({ kind: 'other', message: 'You cannot edit this game.', detail: null });
    expect(playtestRefusal({ status: 'FETCH_ERROR', error: 'TypeError' }).message).toMatch(/Can't reach the Tempest server/);
  });
});
