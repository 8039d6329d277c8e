import type { PlaytestCheck, PlaytestTrigger } from '@tempest/contracts';
import { assertNever, type Decider } from '../shared/decider.js';

/**
 * What a playtest saw (issue 31), on the game's stream `playtest-<gameId>`: after an agent's build or on its
 * creator's request. The stream holds only these records, so the change log and the staff's per-model rate
 * are projections of it, and the game's own streams stay what they were.
 */
export const playtestStreamId = (gameId: string) => `playtest-${gameId}`;

/** A report keeps at most this many frames, each at most this long (the contract's bounds, held by the record too). */
export const PLAYTEST_FRAMES_MAX = 4;
export const PLAYTEST_FRAME_CHARS_MAX = 400;
/** A failure's or a check's detail: whole sentences, bounded so one record stays small. */
export const PLAYTEST_DETAIL_CHARS_MAX = 600;

/**
 * `agentSessionId`, `turn`, `round` and `model` name the agent turn whose build was played (null for a creator's
 * run). `checks`' labels are the studio's words; their details, `failures` and `frames` are the game's text.
 */
export type PlaytestRecordedData = {
  playtestId: string;
  gameId: string;
  trigger: PlaytestTrigger;
  agentSessionId: string | null;
  turn: number | null;
  model: string | null;
  round: number | null;
  passed: boolean;
  checks: PlaytestCheck[];
  failures: string[];
  frames: string[];
  durationMs: number;
  runner: 'dom' | 'chromium';
  at: string;
};
export type PlaytestRecorded = { type: 'PlaytestRecorded'; data: PlaytestRecordedData };
export type PlaytestEvent = PlaytestRecorded;
export const PLAYTEST_EVENT_TYPES = ['PlaytestRecorded'] as const satisfies readonly PlaytestEvent['type'][];

export type PlaytestCommand = { type: 'RecordPlaytest'; data: Omit<PlaytestRecordedData, 'at'> & { now: string } };

/** The playtests recorded on the stream (a retried record of the same id decides nothing). */
export type PlaytestState = { recorded: ReadonlySet<string> };

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export const evolvePlaytests = (state: PlaytestState, event: PlaytestEvent): PlaytestState => {
  switch (event.type) {
    case 'PlaytestRecorded':
      return { recorded: new Set(state.recorded).add(event.data.playtestId) };
    default:
      return assertNever(event.type);
  }
};

/** Pure: the record, its text bounded as the contract says (a runner that saw more keeps the first). */
export const decidePlaytest = (command: PlaytestCommand, state: PlaytestState): PlaytestEvent[] => {
  switch (command.type) {
    case 'RecordPlaytest': {
      const { now, ...data } = command.data;
      if (state.recorded.has(data.playtestId)) return [];
      const frames = data.frames.slice(0, PLAYTEST_FRAMES_MAX).map((f) => clip(f, PLAYTEST_FRAME_CHARS_MAX));
      const failures = data.failures.map((f) => clip(f, PLAYTEST_DETAIL_CHARS_MAX));
      const checks = data.checks.map((c) => ({ ...c, detail: c.detail === null ? null : clip(c.detail, PLAYTEST_DETAIL_CHARS_MAX) }));
      return [{ type: 'PlaytestRecorded', data: { ...data, checks, failures, frames, durationMs: Math.max(0, Math.round(data.durationMs)), at: now } }];
    }
    default:
      return assertNever(command.type);
  }
};

export const playtestDecider: Decider<PlaytestState, PlaytestCommand, PlaytestEvent> = {
  initialState: () => ({ recorded: new Set() }),
  evolve: evolvePlaytests,
  decide: decidePlaytest,
};

/** Pure: "6 of 6 checks passed" — the checks that apply, as the change log, the chat card and the agent's model read it. */
export const playtestScore = (checks: readonly Pick<PlaytestCheck, 'passed' | 'applies'>[]): { passed: number; applying: number } => {
  const applying = checks.filter((c) => c.applies);
  return { passed: applying.filter((c) => c.passed).length, applying: applying.length };
};
