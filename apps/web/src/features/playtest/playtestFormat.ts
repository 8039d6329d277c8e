// What a playtest says to a creator (issue 31): the headline, the round, the checks, and why a run could not
// happen. One module for the chat's card, the preview's panel and the change log's detail, so they read alike.
import { PLAYTEST_CHECK_IDS, type PlaytestCheck, type PlaytestCheckId, type PlaytestReport, type PlaytestResultEventData } from '@tempest/contracts';
import { errorMessage, errorStatus } from '../../api/apiError';

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== PRIVATE) : []);
const CHECK_IDS: readonly string[] = PLAYTEST_CHECK_IDS;
/** What an analyst's view of an event puts for the game's own text (docs/personal-data.md): said as nothing here. */
const PRIVATE = '[private]';
const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== PRIVATE ? value : null);

function checkOf(value: unknown): PlaytestCheck | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !CHECK_IDS.includes(value.id) || typeof value.label !== 'string') return null;
  const applies = value.applies !== false;
  // A check that does not apply never counts as failed, whatever the wire says.
  const passed = !applies || value.passed === true;
  return { id: value.id as PlaytestCheckId, label: value.label, passed, applies, detail: textOf(value.detail) };
}

/**
 * Pure: a playtest report read field by field from JSON of the network (an event's data, a route's answer, a
 * stored event), or null when it is not one. Checks it does not know are left out.
 */
export function readPlaytestReport(data: unknown): PlaytestReport | null {
  if (!isRecord(data) || !Array.isArray(data.checks)) return null;
  const checks = data.checks.map(checkOf).filter((c): c is PlaytestCheck => c !== null);
  if (checks.length === 0) return null;
  return {
    passed: data.passed === true,
    checks,
    failures: strings(data.failures),
    frames: strings(data.frames),
    duration_ms: typeof data.duration_ms === 'number' ? data.duration_ms : 0,
    runner: data.runner === 'chromium' ? 'chromium' : 'dom',
  };
}

/** Pure: the agent stream's `playtest_result` (a report, its id and round), or null. */
export function readPlaytestResult(data: unknown): PlaytestResultEventData | null {
  const report = readPlaytestReport(data);
  if (!report || !isRecord(data)) return null;
  const round = typeof data.round === 'number' && data.round >= 1 ? Math.floor(data.round) : 1;
  const maxRounds = typeof data.max_rounds === 'number' && data.max_rounds >= round ? Math.floor(data.max_rounds) : round;
  return { ...report, playtest_id: typeof data.playtest_id === 'string' ? data.playtest_id : '', round, max_rounds: maxRounds };
}

/** The checks that apply (those that did not are said apart), and how many of them passed. */
export function checkCount(report: Pick<PlaytestReport, 'checks'>): { passed: number; total: number } {
  const applying = report.checks.filter((c) => c.applies);
  return { passed: applying.filter((c) => c.passed).length, total: applying.length };
}

/** "Played it: 6 of 6 checks". */
export function playtestHeadline(report: Pick<PlaytestReport, 'checks'>): string {
  const { passed, total } = checkCount(report);
  return `Played it: ${passed} of ${total} check${total === 1 ? '' : 's'}`;
}

/** Passed only when every check that applies passed (and the report says so). */
export const playtestPassed = (report: Pick<PlaytestReport, 'checks' | 'passed'>): boolean => {
  const { passed, total } = checkCount(report);
  return report.passed && passed === total;
};

/** "Round 2 of 3" after the first round of a turn; nothing for the first. */
export const roundText = (round: number, maxRounds: number): string | null => (round > 1 ? `Round ${round} of ${maxRounds}` : null);

/**
 * The failures as sentences: the report's own, else the failed checks' details (or labels). A sentence the
 * report repeats is said once.
 */
export function failureSentences(report: Pick<PlaytestReport, 'checks' | 'failures'>): string[] {
  const given = report.failures.map((f) => f.trim()).filter(Boolean);
  const sentences = given.length > 0 ? given : report.checks.filter((c) => c.applies && !c.passed).map((c) => c.detail?.trim() || `Failed: ${c.label}.`);
  return [...new Set(sentences)];
}

/** "in 42 seconds", "in 3 minutes": when a refused run may be tried again. */
export function retryWords(seconds: number): string {
  if (seconds < 90) return `in ${Math.max(1, Math.round(seconds))} second${Math.round(seconds) === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minutes`;
}

/** The Retry-After the API's 429 carries in its body (`details.retryAfterSeconds`), or null. */
function retryAfterOf(error: unknown): number | null {
  if (!isRecord(error) || !isRecord(error.data) || !isRecord(error.data.details)) return null;
  const seconds = error.data.details.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** The build's own output when a 422 carries it (`details` as text, or its `errors` / `output`). */
function buildErrorOf(error: unknown): string | null {
  if (!isRecord(error) || !isRecord(error.data)) return null;
  const { details } = error.data;
  if (typeof details === 'string') return details.trim() || null;
  if (!isRecord(details)) return null;
  const errors = strings(details.errors);
  if (errors.length > 0) return errors.join('\n');
  for (const key of ['build_error', 'error', 'output']) {
    const text = details[key];
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return null;
}

export type PlaytestRefusal = { kind: 'build' | 'limited' | 'other'; message: string; detail: string | null };

/**
 * Pure: why the Playtest button's run did not happen, as the panel says it: a game that cannot be built (422,
 * with the build's error), a rate limit (429, with when to try again), or the API's message.
 */
export function playtestRefusal(error: unknown): PlaytestRefusal {
  const status = errorStatus(error);
  const message = errorMessage(error);
  if (status === 422) {
    const detail = buildErrorOf(error);
    // The message may end with the build's error ("…cannot be played: <error>"): it is shown once, as code.
    const said = detail && message.endsWith(detail) ? message.slice(0, -detail.length).trim().replace(/:$/, '.') : message;
    return { kind: 'build', message: said || message, detail };
  }
  if (status === 429) {
    const seconds = retryAfterOf(error);
    return { kind: 'limited', message, detail: seconds === null ? 'Try again in a minute.' : `Try again ${retryWords(seconds)}.` };
  }
  return { kind: 'other', message, detail: null };
}
