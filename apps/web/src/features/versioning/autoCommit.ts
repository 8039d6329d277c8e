/**
 * Auto-commit (spec 3, versioning state `autoCommitEnabled`, `autoCommitInterval`, `lastAutoCommit`): while
 * the dashboard is open and it is on, every interval the working tree is committed ("Commit")
 * with an automatic message — only when something changed since the last commit. The interval is in
 * seconds (the spec's default 300 = 5 minutes). The setting is kept per game in this browser.
 */
export const AUTO_COMMIT_DEFAULT_INTERVAL = 300;

/** The intervals offered, in seconds. */
export const AUTO_COMMIT_INTERVALS = [60, 300, 600, 900] as const;

export type AutoCommitSetting = {
  enabled: boolean;
  /** Seconds between two auto-saves. */
  interval: number;
  /** When the last auto-save was made (ISO 8601), null before the first. */
  lastAutoCommit: string | null;
};

export const AUTO_COMMIT_OFF: AutoCommitSetting = { enabled: false, interval: AUTO_COMMIT_DEFAULT_INTERVAL, lastAutoCommit: null };

/** The browser-storage key of a game's setting. */
export const autoCommitKey = (gameId: string) => `tempest_auto_commit_${gameId}`;

/** The stored setting as written, or the default (off, 300 s) for anything missing or malformed. */
export function autoCommitSettingOf(stored: unknown): AutoCommitSetting {
  if (typeof stored !== 'object' || stored === null) return AUTO_COMMIT_OFF;
  const { enabled, interval, lastAutoCommit } = stored as Record<string, unknown>;
  return {
    enabled: enabled === true,
    interval: (AUTO_COMMIT_INTERVALS as readonly unknown[]).includes(interval) ? (interval as number) : AUTO_COMMIT_DEFAULT_INTERVAL,
    lastAutoCommit: typeof lastAutoCommit === 'string' && !Number.isNaN(Date.parse(lastAutoCommit)) ? lastAutoCommit : null,
  };
}

/** "1 min", "5 min" — an interval as the toggle names it. */
export const intervalLabel = (seconds: number) => `${Math.round(seconds / 60)} min`;

/** The commit's message: "Auto-commit" and the local date and time. */
export const autoCommitMessage = (at: Date) =>
  `Auto-commit ${at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;

type AutoCommitRun = {
  /** Seconds between two checks. */
  interval: number;
  /** Whether anything changed since the last commit (read at each tick). */
  hasChanges: () => boolean;
  /** Commits; a failure is the caller's to report, the timer goes on. */
  commit: (at: Date) => Promise<void>;
  now?: () => Date;
};

/**
 * Starts the timer: every `interval` seconds, when something changed and no auto-save is still running,
 * `commit` is called once. Returns the stop (the dashboard closing, the toggle going off).
 */
export function startAutoCommit({ interval, hasChanges, commit, now = () => new Date() }: AutoCommitRun): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running || !hasChanges()) return;
    running = true;
    commit(now())
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, interval * 1000);
  return () => clearInterval(timer);
}
