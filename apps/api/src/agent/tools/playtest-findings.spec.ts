import { describe, expect, it } from '@jest/globals';
import type { PlaytestCheck } from '@tempest/contracts';
import { PLAYTEST_MAX_ROUNDS, playtestFindings } from './playtest-findings.js';

const check = (id: PlaytestCheck['id'], passed: boolean, applies = true, detail: string | null = null): PlaytestCheck => ({ id, label: id, passed, applies, detail });
const checks = [check('loads', true), check('no_errors', true), check('controls', false, true, 'Key 2 changed nothing'), check('help_keys', false), check('progress', true), check('not_over_early', true), check('restart', true, false), check('world', true)];

describe('playtestFindings', () => {
  it('counts only the checks that apply, and says nothing more when all passed', () => {
    const all = checks.map((c) => ({ ...c, passed: true }));
    expect(playtestFindings({ passed: true, checks: all, failures: [] }, 1)).toBe('Build succeeded. Playtest: 7 of 7 checks passed.');
  });

  it('names each failure as a sentence and asks for a fix and another build before the last round', () => {
    const report = { passed: false, checks, failures: ['Key 2 changed nothing', 'The help names the key Q, which the game does not bind.'] };
    expect(playtestFindings(report, 1)).toBe(
      'Build succeeded. Playtest: 5 of 7 checks passed. Failed: Key 2 changed nothing. The help names the key Q, which the game does not bind. Fix these and run the build again (playtest 1 of 3).',
    );
  });

  it('on the last round tells the model to stop and say plainly what still fails', () => {
    const message = playtestFindings({ passed: false, checks, failures: ['Key 2 changed nothing.'] }, PLAYTEST_MAX_ROUNDS);
    expect(message).toContain('Failed: Key 2 changed nothing.');
    expect(message).toContain('Stop and tell the user plainly what still fails.');
    expect(message).not.toContain('run the build again');
  });

  it('falls back to the failed checks’ details when the report lists no failures', () => {
    expect(playtestFindings({ passed: false, checks, failures: [] }, 2)).toContain('Failed: Key 2 changed nothing. help_keys.');
  });
});
