import type { RebuildInfo, RebuildStatus } from '@tempest/contracts';
import type { RebuildEvent } from '@tempest/domain';
import type { RebuildProgress } from '@tempest/projections';
import { addSample, eventsLeft, percentRead, rateOf, recentRate, secondsAt, type PaceSample } from './rebuild-pace.js';

/** One rebuild as the studio watches it: the engine's progress, turned into a recent rate, events left and an ETA. */
export class RebuildRun {
  status: RebuildStatus = 'running';
  progress: RebuildProgress = { phase: 'replaying', read: 0, applied: 0, position: 0n, head: 0n };
  finishedAt: string | null = null;
  error: string | null = null;
  /** Events of `$all` up to the head at the start (counted as the rebuild starts), and that head. */
  counted: { total: number; head: bigint } | null = null;
  /** Events after the later of that head and the replay's position, counted about once a second. */
  appended = 0;
  readonly controller = new AbortController();
  private readonly startedMs = Date.now();
  private samples: PaceSample[] = [];

  constructor(
    readonly id: string,
    readonly projection: string,
    readonly startedAt: string,
    readonly startedBy: string | null,
  ) {}

  /** The engine's progress, or a tick of the clock (the rate falls while nothing is read). */
  observe(progress: RebuildProgress = this.progress, ms = Date.now()): void {
    this.progress = progress;
    this.samples = addSample(this.samples, { ms, read: progress.read });
  }

  end(status: Exclude<RebuildStatus, 'running'>, error: string | null = null): void {
    this.status = status;
    this.error = error;
    this.finishedAt = new Date().toISOString();
  }

  info(): RebuildInfo {
    const { read, applied, position, head, phase } = this.progress;
    const running = this.status === 'running';
    const total = this.counted?.total ?? null;
    const left = running ? eventsLeft(total, read, this.appended) : 0;
    const rate = running ? recentRate(this.samples) : rateOf(read, Date.parse(this.finishedAt!) - this.startedMs);
    const reading = running && (phase === 'replaying' || phase === 'catching_up');
    return {
      id: this.id,
      projection: this.projection,
      status: this.status,
      phase: running ? phase : null,
      started_at: this.startedAt,
      finished_at: this.finishedAt,
      started_by: this.startedBy,
      events_read: read,
      events_applied: applied,
      position: position.toString(),
      head_position: (this.counted?.head ?? head).toString(),
      events_total: total,
      percent: this.status === 'finished' ? 100 : percentRead(read, total, position, head),
      events_left: left,
      events_per_second: Math.round(rate),
      eta_seconds: reading ? secondsAt(left, rate) : null,
      error: this.error,
    };
  }
}

/** The rebuilds the `ops-rebuilds` stream records (finished ones after a restart), newest last. */
export const rebuildsOfEvents = (events: { type: string; data: unknown }[]): Map<string, RebuildInfo> => {
  const found = new Map<string, RebuildInfo>();
  for (const event of events as RebuildEvent[]) {
    const { rebuildId, projection, at } = event.data;
    if (event.type === 'RebuildStarted') {
      const run = new RebuildRun(rebuildId, projection, at, event.data.by);
      // Started and never ended: the studio stopped during it.
      run.end('failed', 'The studio stopped during this rebuild');
      found.set(rebuildId, { ...run.info(), finished_at: null });
      continue;
    }
    const known = found.get(rebuildId);
    if (!known) continue;
    if (event.type === 'RebuildFinished') {
      found.set(rebuildId, { ...known, status: 'finished', finished_at: at, error: null, percent: 100, events_read: event.data.read, events_applied: event.data.events, position: event.data.position, head_position: event.data.position, events_left: 0, events_per_second: rateOf(event.data.read, event.data.durationMs) });
    } else {
      found.set(rebuildId, { ...known, status: event.type === 'RebuildFailed' ? 'failed' : 'cancelled', finished_at: at, error: event.type === 'RebuildFailed' ? event.data.error : null });
    }
  }
  return found;
};
