import { PLAYTEST_CHECK_IDS, type PlaytestCheck, type PlaytestReport } from '@tempest/contracts';
import type { PageResult } from './page-checks.js';

/** Each check's label, in words a creator reads (the page's checks use the same). */
export const CHECK_LABELS: Record<PlaytestCheck['id'], string> = {
  loads: 'The game shows up',
  no_errors: 'No errors while playing',
  controls: 'Every control does something',
  help_keys: 'The keys the help names work',
  progress: 'The score or goal can move',
  not_over_early: 'The game waits for the player',
  restart: 'Restarting brings the start back',
  world: "The prompt's world is on screen",
};

const text = (value: unknown, max: number): string | null => (typeof value === 'string' ? (value.length > max ? `${value.slice(0, max - 1)}…` : value) : null);

/**
 * The report from what the page's checks answered. The answer comes from a process that ran untrusted code, so it
 * is taken field by field: a check that is missing or malformed is failed, never passed.
 */
export const reportOf = (result: PageResult, runner: PlaytestReport['runner'], durationMs: number): PlaytestReport => {
  const given = Array.isArray(result?.checks) ? result.checks : [];
  const checks: PlaytestCheck[] = PLAYTEST_CHECK_IDS.map((id) => {
    const found = given.find((check) => check?.id === id);
    if (found === undefined || typeof found.passed !== 'boolean' || typeof found.applies !== 'boolean')
      return { id, label: CHECK_LABELS[id], passed: false, applies: true, detail: 'The playtest could not run this check.' };
    const applies = found.applies;
    const passed = applies ? found.passed : true;
    return { id, label: CHECK_LABELS[id], passed, applies, detail: passed && applies ? null : (text(found.detail, 1000) ?? 'No detail was given.') };
  });
  const frames = (Array.isArray(result?.frames) ? result.frames : []).slice(0, 4).map((frame) => text(frame, 400) ?? '');
  return finish(checks, frames, runner, durationMs);
};

/** The report of a play that did not finish (too slow, a runner that died): the game did not load for the player. */
export const stoppedReport = (reason: string, runner: PlaytestReport['runner'], durationMs: number): PlaytestReport => {
  const checks: PlaytestCheck[] = PLAYTEST_CHECK_IDS.map((id) =>
    id === 'loads'
      ? { id, label: CHECK_LABELS[id], passed: false, applies: true, detail: reason }
      : { id, label: CHECK_LABELS[id], passed: true, applies: false, detail: 'Not checked: the game did not finish loading.' },
  );
  return finish(checks, [], runner, durationMs);
};

const finish = (checks: PlaytestCheck[], frames: string[], runner: PlaytestReport['runner'], durationMs: number): PlaytestReport => {
  const failed = checks.filter((check) => check.applies && !check.passed);
  return {
    passed: failed.length === 0,
    checks,
    failures: failed.map((check) => check.detail ?? check.label),
    frames,
    duration_ms: Math.round(durationMs),
    runner,
  };
};
