import type { RebuildInfo, RebuildStatus } from '@tempest/contracts';
import type { RebuildEvent } from '@tempest/domain';
import type { RebuildProgress } from '@tempest/projections';

/** One rebuild as the studio watches it: the engine's progress, turned into rates and an ETA. */
export class RebuildRun {
  status: RebuildStatus = 'running';
  progress: RebuildProgress = { phase: 'replaying', read: 0, applied: 0, position: 0n, head: 0n };
  finishedAt: string | null = null;
  error: string | null = null;
  readonly controller = new AbortController();
  private readonly startedMs = Date.now();

  constructor(
    readonly id: string,
    readonly projection: string,
    readonly startedAt: string,
    readonly startedBy: string | null,
  ) {}

  end(status: Exclude<RebuildStatus, 'running'>, error: string | null = null): void {
    this.status = status;
    this.error = error;
    this.finishedAt = new Date().toISOString();
  }

  info(): RebuildInfo {
    const { read, applied, position, head, phase } = this.progress;
    const end = this.finishedAt ? Date.parse(this.finishedAt) : Date.now();
    const seconds = Math.max(0.001, (end - this.startedMs) / 1000);
    const done = head > 0n ? Math.min(1, Number(position) / Number(head)) : this.status === 'finished' ? 1 : 0;
    const running = this.status === 'running';
    // Left = the positions still to read, at the pace positions have gone so far (gaps and all).
    const eta = running && phase === 'replaying' && position > 0n ? (Number(head - position) * seconds) / Number(position) : null;
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
      head_position: head.toString(),
      percent: Math.round((this.status === 'finished' ? 1 : done) * 1000) / 10,
      events_per_second: Math.round(read / seconds),
      eta_seconds: eta === null ? null : Math.max(0, Math.round(eta)),
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
      const seconds = Math.max(0.001, event.data.durationMs / 1000);
      found.set(rebuildId, { ...known, status: 'finished', finished_at: at, error: null, percent: 100, events_read: event.data.read, events_applied: event.data.events, position: event.data.position, head_position: event.data.position, events_per_second: Math.round(event.data.read / seconds) });
    } else {
      found.set(rebuildId, { ...known, status: event.type === 'RebuildFailed' ? 'failed' : 'cancelled', finished_at: at, error: event.type === 'RebuildFailed' ? event.data.error : null });
    }
  }
  return found;
};
