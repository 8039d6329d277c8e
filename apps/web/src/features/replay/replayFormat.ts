import type { ProjectionInfo, RebuildInfo } from '@tempest/contracts';

const number = new Intl.NumberFormat('en-US');

export const formatCount = (n: number): string => number.format(n);

/** "2 min 5 s", "40 s", "—" */
export const formatEta = (seconds: number | null): string => {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes} min ${seconds % 60} s` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};

export const PHASE_LABEL: Record<NonNullable<RebuildInfo['phase']>, string> = {
  replaying: 'Replaying events into side tables',
  indexing: 'Building indexes',
  swapping: 'Swapping the rebuilt tables in',
};

/** One line about a rebuild that ended. */
export const rebuildOutcome = (r: RebuildInfo): string => {
  if (r.status === 'finished') return `Rebuilt: ${formatCount(r.events_applied)} events applied of ${formatCount(r.events_read)} read, at ${formatCount(r.events_per_second)} events/s`;
  if (r.status === 'cancelled') return 'Cancelled: the live tables were left as they were';
  if (r.status === 'failed') return `Failed: ${r.error ?? 'unknown error'}`;
  return PHASE_LABEL[r.phase ?? 'replaying'];
};

/** A projection's state, in words (`standby`: another studio process runs it). */
export const STATE_LABEL: Record<ProjectionInfo['state'], string> = { running: 'Live', standby: 'Kept by another process', stopped: 'Stopped' };

/** How far a projection is behind the event log, in words. */
export const lagLabel = (events: number, ms: number): string =>
  events === 0 ? 'Up to date' : `${formatCount(events)} events behind${ms > 0 ? ` (${Math.round(ms / 1000)} s)` : ''}`;

/** What `?position=` / `?at=` of the page's address ask for (another page links here with them). */
export const momentFromSearch = (search: URLSearchParams): { gameId: string | null; position: string | null; at: string | null } => ({
  gameId: search.get('game'),
  position: search.get('position'),
  at: search.get('at'),
});

/** How many events the log holds, read from a projection's checkpoint ("tx.position"); null when unknown. */
const logLength = (p: ProjectionInfo): number | null => {
  const position = p.checkpoint?.split('.').pop();
  return position && /^\d+$/.test(position) ? Number(position) + p.lag_events : null;
};

/**
 * What a rebuild of `p` will take, in words for the confirmation: the log's length at the last rebuild's speed
 * ("about 2 min 5 s"), or, without a finished rebuild to judge by, the count of events to replay.
 */
export const rebuildEstimate = (p: ProjectionInfo): string => {
  const events = logLength(p);
  const rate = p.last_rebuild?.status === 'finished' ? p.last_rebuild.events_per_second : 0;
  if (events !== null && rate > 0) return `about ${formatEta(Math.max(1, Math.ceil(events / rate)))} (${formatCount(events)} events at the last rebuild's ${formatCount(rate)} events/s)`;
  return events !== null ? `as long as replaying ${formatCount(events)} events takes (no earlier rebuild to judge by)` : 'as long as replaying the whole event log takes';
};
