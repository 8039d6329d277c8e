// The arithmetic of a rebuild's progress and of its dry-run estimate (docs/api-replay.md, Live progress): pure.

/** The rate is measured over this much of the recent past: a stall or a burst shows within seconds. */
export const RATE_WINDOW_MS = 5_000;

/**
 * Events/s assumed for a projection never rebuilt here: between the audit log's full rebuilds measured on this
 * hardware, 3,518 events/s at 1,000,000 events and 10,679 at 100,000 (bench/audit-log/results.md).
 */
export const DEFAULT_REBUILD_RATE = 5_000;

/** Events read so far at a moment (ms). */
export type PaceSample = { ms: number; read: number };

/**
 * The samples the rate needs after adding `sample`: those of the last window, plus the newest one before it, so
 * the window is spanned even when a batch takes longer than the window.
 */
export const addSample = (samples: readonly PaceSample[], sample: PaceSample, windowMs = RATE_WINDOW_MS): PaceSample[] => {
  const all = [...samples, sample];
  let first = 0;
  while (first + 1 < all.length && all[first + 1].ms <= sample.ms - windowMs) first++;
  return all.slice(first);
};

/** Events/s between the oldest and the newest sample (0 until two samples lie apart in time). */
export const recentRate = (samples: readonly PaceSample[]): number => {
  if (samples.length < 2) return 0;
  const first = samples[0];
  const last = samples[samples.length - 1];
  const seconds = (last.ms - first.ms) / 1000;
  return seconds > 0 ? Math.max(0, (last.read - first.read) / seconds) : 0;
};

/**
 * Events still to read: those of the head at the start not read yet (`total − read`, none once past it), plus
 * `appended`, the events after the later of the head at the start and the replay's position. The head moves
 * while a rebuild runs: a percentage of the start's head alone would reach 100 with events still to read.
 */
export const eventsLeft = (total: number | null, read: number, appended: number): number | null =>
  total === null ? null : Math.max(0, total - read) + appended;

/** 0–100 with one decimal: the share of the head at the start read (by events, else by position). */
export const percentRead = (read: number, total: number | null, position: bigint, head: bigint): number => {
  const share = total !== null ? (total > 0 ? read / total : 1) : head > 0n ? Number(position) / Number(head) : 0;
  return Math.round(Math.min(1, share) * 1000) / 10;
};

/** Whole seconds to read `events` at `rate` events/s; null when either is unknown (or the rate 0). */
export const secondsAt = (events: number | null, rate: number): number | null =>
  events === null || !(rate > 0) ? null : Math.ceil(events / rate);

/** The rate a finished rebuild measured: events read over its duration. */
export const rateOf = (read: number, durationMs: number): number => Math.round(read / Math.max(0.001, durationMs / 1000));
