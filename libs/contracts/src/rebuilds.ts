// Projection rebuilds from the studio (docs/api-replay.md): staff start them, staff and analysts watch them.

export type RebuildStatus = 'running' | 'finished' | 'failed' | 'cancelled';
/** replaying: reading `$all` into the side tables; indexing: building their indexes; swapping: replacing the live ones. */
export type RebuildPhase = 'replaying' | 'indexing' | 'swapping';

/** One rebuild: where it is and how fast it goes. Positions are global positions (strings: bigints). */
export type RebuildInfo = {
  id: string;
  projection: string;
  status: RebuildStatus;
  phase: RebuildPhase | null;
  started_at: string;
  finished_at: string | null;
  started_by: string | null;
  /** Events of `$all` read so far, and how many of them were of the projection's types. */
  events_read: number;
  events_applied: number;
  position: string;
  head_position: string;
  /** 0–100, by position against the head at the start. */
  percent: number;
  events_per_second: number;
  /** Seconds left at the current rate; null before the rate is known and once finished. */
  eta_seconds: number | null;
  error: string | null;
};

/** A projection's state: its checkpoint ("tx.position"), how far it is behind `$all`, and its last rebuild. */
export type ProjectionInfo = {
  name: string;
  state: 'running' | 'standby' | 'stopped';
  checkpoint: string | null;
  lag_events: number;
  lag_ms: number;
  last_rebuild: RebuildInfo | null;
};

/** GET /api/analytics/projections/ */
export type ProjectionsAnswer = { projections: ProjectionInfo[] };
/** POST /api/analytics/projections/{name}/rebuild/ (202), GET /api/analytics/rebuilds/{id}/, POST …/cancel/ */
export type RebuildAnswer = { rebuild: RebuildInfo };
