import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { processIsAlive } from '@tempest/event-store';

/** Limits on what one analyst's exports may hold (docs/api-analytics.md, Quotas and retention). */
export type ExportLimits = {
  /** Jobs queued or running at once, per analyst. */
  maxActive: number;
  /** Bytes of finished, unexpired files kept per analyst; a running export stops when it would pass it. */
  maxBytes: number;
  /** How long a finished file is kept before the sweep deletes it. */
  ttlMs: number;
};

/** How often each studio process sweeps: heartbeats of its own jobs, interrupted and expired jobs, stray files. */
export const EXPORT_SWEEP_MS = 60_000;

/** A queued or running job whose process has not said it is alive for this long is treated as interrupted. */
export const EXPORT_STALE_MS = 3 * EXPORT_SWEEP_MS;

/** Which process runs a job: host and pid (to recognise a dead process on the same host), and a nonce (a restart with the same pid). */
export type Runner = { host: string; pid: number; id: string };

/** Runners of this process that have not stopped: two studios in one process (tests) are each other's live replicas. */
const liveRunners = new Set<string>();

export const thisRunner = (): Runner => {
  const host = hostname();
  const runner = { host, pid: process.pid, id: `${host}:${process.pid}:${randomUUID().slice(0, 8)}` };
  liveRunners.add(runner.id);
  return runner;
};

/** The runner stopped (the studio closes): its unfinished jobs are interrupted from now on. */
export const runnerStopped = (runner: Runner): void => void liveRunners.delete(runner.id);


/** A queued or running job as the sweep sees it. */
export type ActiveJob = { id: string; runner: string | null; heartbeatAt: number | null };

/**
 * Whether a queued or running job will never finish: its process is gone. On this host a process is known dead
 * by its pid, and this process's own runners by the live set (a restarted container reuses its pid, with another
 * nonce); on another host, by a heartbeat older than `staleMs`. Replica-safe: a live replica's jobs are never
 * taken for interrupted.
 */
export const isInterrupted = (job: ActiveJob, me: Runner, nowMs: number, staleMs = EXPORT_STALE_MS, alive: (pid: number) => boolean = processIsAlive): boolean => {
  if (job.runner === null) return true;
  const [host, pidText] = job.runner.split(':');
  const pid = Number(pidText);
  if (host === me.host && pid === me.pid) return !liveRunners.has(job.runner);
  if (host === me.host && Number.isInteger(pid) && !alive(pid)) return true;
  return job.heartbeatAt === null || nowMs - job.heartbeatAt > staleMs;
};

/** What an analyst holds when asking for another export. */
export type ExportUsage = { active: number; bytes: number };

/** Sizes as people read them: KB under a megabyte, else whole MB. */
export const sizeText = (bytes: number): string => (bytes < 1_048_576 ? `${Math.ceil(bytes / 1024)} KB` : `${Math.round(bytes / 1_048_576)} MB`);

/** Why a new export is refused, or null when it fits (the messages are the API's: docs/api-analytics.md). */
export const quotaRefusal = (usage: ExportUsage, limits: ExportLimits): string | null => {
  if (usage.active >= limits.maxActive) {
    return `You have ${usage.active} exports queued or running (at most ${limits.maxActive} at once); wait for one to finish or delete one.`;
  }
  if (usage.bytes >= limits.maxBytes) {
    return `Your exports hold ${sizeText(usage.bytes)} (at most ${sizeText(limits.maxBytes)}); delete old exports to make room.`;
  }
  return null;
};

/** The error a job ends with when its file would pass the analyst's storage quota. */
export const overQuotaError = (limits: ExportLimits): string =>
  `The export passed your storage quota of ${sizeText(limits.maxBytes)} and was stopped; delete old exports or narrow the filters.`;

/** What an expired job says (its file is gone). */
export const EXPIRED = 'Expired: the file was deleted after its time to live. Start the export again.';

/** The file names the studio writes, `<job id>.export` (and `<job id>.export.parts` beside a Parquet one); anything else in the directory is left alone. */
export const EXPORT_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.export(?:\.parts)?$/;

/** Files of the directory that no queued, running or done job names: left by a removed, expired or lost job. */
export const strayFiles = (files: string[], liveIds: ReadonlySet<string>): string[] =>
  files.filter((name) => {
    const match = EXPORT_FILE.exec(name);
    return match !== null && !liveIds.has(match[1]);
  });
