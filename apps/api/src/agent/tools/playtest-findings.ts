import type { PlaytestReport } from '@tempest/contracts';
import { playtestScore } from '@tempest/domain';

/** Playtests an agent turn runs at most: a model gets two chances to fix what the first showed, then says what still fails. */
export const PLAYTEST_MAX_ROUNDS = 3;

const sentence = (text: string): string => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * Pure: what the build's tool result tells the model after the playtest, plainly: the score, each failure, and
 * what to do — fix and build again, or on the turn's last round stop and tell the user what still fails.
 */
export const playtestFindings = (report: Pick<PlaytestReport, 'passed' | 'checks' | 'failures'>, round: number, maxRounds = PLAYTEST_MAX_ROUNDS): string => {
  const { passed, applying } = playtestScore(report.checks);
  const score = `Build succeeded. Playtest: ${passed} of ${applying} checks passed.`;
  if (report.passed) return score;
  const failures = report.failures.length > 0 ? report.failures : report.checks.filter((c) => c.applies && !c.passed).map((c) => c.detail ?? c.label);
  const failed = `Failed: ${failures.map(sentence).join(' ')}`;
  if (round >= maxRounds) return `${score} ${failed} That was the last playtest of this turn (${round} of ${maxRounds}). Stop and tell the user plainly what still fails.`;
  return `${score} ${failed} Fix these and run the build again (playtest ${round} of ${maxRounds}).`;
};
