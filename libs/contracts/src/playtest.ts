// The playtest (issue 31): after every agent build, and on a creator's request, the game is played headless and
// checked as a player would. The report is what the agent's model reads, what the chat's card and the preview's
// Playtest panel show, and what a PlaytestRecorded event keeps.

/** The checks, always in this order. */
export const PLAYTEST_CHECK_IDS = ['loads', 'no_errors', 'controls', 'help_keys', 'progress', 'not_over_early', 'restart', 'world'] as const;
export type PlaytestCheckId = (typeof PLAYTEST_CHECK_IDS)[number];

/**
 * One check: `label` is what it checks in words a creator reads ("Every control does something"), `detail`
 * what was seen when it failed, or why it did not apply (then `applies` is false and `passed` true).
 */
export type PlaytestCheck = { id: PlaytestCheckId; label: string; passed: boolean; applies: boolean; detail: string | null };

/** What a playtest saw. `failures` are the failed checks' details as whole sentences; `frames` the text a player saw at a few moments. */
export type PlaytestReport = {
  passed: boolean;
  checks: PlaytestCheck[];
  failures: string[];
  /** At most 4, each at most 400 characters. */
  frames: string[];
  duration_ms: number;
  /** Where it ran: a DOM implementation in a sandboxed process, or Chromium where one is configured. */
  runner: 'dom' | 'chromium';
};

/** Who asked: the agent after a build, or the creator from the preview. */
export type PlaytestTrigger = 'agent' | 'creator';

/** POST /api/games/{gameId}/playtest/ (no body): plays the game's current version (pending changes included) and records it. */
export type PlaytestAnswer = PlaytestReport & { playtest_id: string; game_id: string; trigger: PlaytestTrigger; at: string };

/** The agent stream's `playtest_result`: after each build of the turn; `round` counts the turn's playtests from 1. */
export type PlaytestResultEventData = PlaytestReport & { playtest_id: string; round: number; max_rounds: number };
