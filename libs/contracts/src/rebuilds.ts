// Projection rebuilds from the studio (docs/api-replay.md): staff start them, staff and analysts watch them.

export type RebuildStatus = 'running' | 'finished' | 'failed' | 'cancelled';
/**
 * replaying: reading `$all` into the side tables; indexing: building their indexes; catching_up: replaying the
 * events appended since, because the live tables moved past the rebuilt ones (they are swapped in only once
 * caught up); swapping: replacing the live ones.
 */
export type RebuildPhase = 'replaying' | 'indexing' | 'catching_up' | 'swapping';

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
  /** Events of `$all` up to `head_position` (the head at the start); null where the store cannot count them. */
  events_total: number | null;
  /**
   * 0–100: the events of the head at the start read so far (`events_read` of `events_total`, at most 100), else
   * by position; 100 once finished.
   */
  percent: number;
  /** Events still to read: those of the head at the start not read yet, plus those appended since; null when unknown. */
  events_left: number | null;
  /** Events read per second over the last few seconds (the whole run's once ended). */
  events_per_second: number;
  /** Seconds left: `events_left` at `events_per_second`; null before the rate is known, while indexing, and once ended. */
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

/**
 * What a rebuild of a projection would read, before it starts (GET …/projections/{name}/rebuild-estimate/):
 * `events` of `$all` (the read scans all), `events_of_types` of the projector's types and their stored `bytes`
 * (what it decodes), up to `head_position`; `seconds` at `rate` events/s, measured by this studio's last finished
 * rebuild of the projection (`rate_source` `last_rebuild`), else the stated default (`default`). Counts are null
 * where the store cannot count (EventStoreDB), and `seconds` then too.
 */
export type RebuildEstimate = {
  projection: string;
  events: number | null;
  events_of_types: number | null;
  bytes: number | null;
  head_position: string;
  rate: number;
  rate_source: 'last_rebuild' | 'default';
  seconds: number | null;
};
export type RebuildEstimateAnswer = { estimate: RebuildEstimate };

/**
 * Pushed to the staff room (STAFF_ROOM: staff's and analysts' only) while a rebuild runs, about once a second
 * and at each phase change, and once when it ends: the rebuild as GET /api/analytics/rebuilds/{id}/ answers it.
 */
export const REBUILD_PROGRESS = 'rebuild.progress';
export type RebuildProgressMessage = RebuildInfo;

/**
 * Pushed to the staff room at most once a second while processors move (every applied batch moves one, with or
 * without events of its types): the names of those that moved since the last message. The projections list reads
 * itself again on it instead of polling. Public: processor names only.
 */
export const PROJECTIONS_MOVED = 'projections.moved';
export type ProjectionsMovedMessage = { processors: string[] };
