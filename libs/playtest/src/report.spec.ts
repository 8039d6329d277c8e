import { describe, expect, it } from '@jest/globals';
import { PLAYTEST_CHECK_IDS } from '@tempest/contracts';
import { reportOf, stoppedReport } from './report.js';
import type { PageResult } from './page-checks.js';

const passing = (): PageResult => ({
  checks: PLAYTEST_CHECK_IDS.map((id) => ({ id, label: id, passed: true, applies: true, detail: null })),
  frames: ['Snake Score: 0'],
});

describe('reportOf', () => {
  it('passes when every check that applies passed, with the labels a creator reads', () => {
    const report = reportOf(passing(), 'dom', 412.6);
    expect(report).toMatchObject({ passed: true, failures: [], frames: ['Snake Score: 0'], duration_ms: 413, runner: 'dom' });
    expect(report.checks.map((c) => c.label)[0]).toBe('The game shows up');
  });

  it('lists the failed checks’ details as failures, in check order', () => {
    const result = passing();
    result.checks[4] = { id: 'progress', label: 'x', passed: false, applies: true, detail: 'No number moved.' };
    result.checks[2] = { id: 'controls', label: 'x', passed: false, applies: true, detail: 'Clicking “Dash” did nothing.' };
    const report = reportOf(result, 'chromium', 1);
    expect(report.passed).toBe(false);
    expect(report.failures).toEqual(['Clicking “Dash” did nothing.', 'No number moved.']);
  });

  it('takes a check that does not apply as passed, keeping why', () => {
    const result = passing();
    result.checks[6] = { id: 'restart', label: 'x', passed: false, applies: false, detail: 'No restart control.' };
    expect(reportOf(result, 'dom', 1).checks[6]).toEqual({ id: 'restart', label: 'Restarting brings the start back', passed: true, applies: false, detail: 'No restart control.' });
  });

  it('fails a check the page did not answer, or answered malformed (the page ran untrusted code)', () => {
    const result = { checks: [{ id: 'loads', passed: 'yes' }], frames: 'x' } as unknown as PageResult;
    const report = reportOf(result, 'dom', 1);
    expect(report.passed).toBe(false);
    expect(report.checks.every((c) => !c.passed && c.detail === 'The playtest could not run this check.')).toBe(true);
    expect(report.frames).toEqual([]);
  });

  it('keeps at most 4 frames of at most 400 characters', () => {
    const result = { ...passing(), frames: Array.from({ length: 6 }, () => 'x'.repeat(1000)) };
    const frames = reportOf(result, 'dom', 1).frames;
    expect(frames).toHaveLength(4);
    expect(frames.every((f) => f.length === 400)).toBe(true);
  });
});

describe('stoppedReport', () => {
  it('fails "loads" with the reason and checks nothing else', () => {
    const report = stoppedReport('The game kept the page busy.', 'dom', 2000);
    expect(report.passed).toBe(false);
    expect(report.failures).toEqual(['The game kept the page busy.']);
    expect(report.checks.filter((c) => c.applies).map((c) => c.id)).toEqual(['loads']);
  });
});
