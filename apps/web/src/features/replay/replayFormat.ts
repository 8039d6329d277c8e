import type { ProjectionInfo, RebuildEstimate, RebuildInfo } from '@tempest/contracts';

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
  catching_up: 'Catching up with the live tables',
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

/** "512 B", "3.4 MB" */
export const formatBytes = (n: number): string => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let unit = 0;
  for (; n >= 1024 && unit < units.length - 1; unit++) n /= 1024;
  return unit === 0 ? `${n} ${units[0]}` : `${n.toFixed(1)} ${units[unit]}`;
};

/**
 * The dry-run estimate, in one line for the confirmation: "Rebuild game_list: reads 1,204,331 events (about 2 min
 * 11 s at the last rebuild's 9,200 events/s)", or at the stated default rate when it was never rebuilt here.
 */
export const estimateLine = (e: RebuildEstimate): string => {
  if (e.events === null || e.seconds === null) return `Rebuild ${e.projection}: reads the whole event log (this event store cannot count it beforehand)`;
  const pace = e.rate_source === 'last_rebuild' ? `the last rebuild's ${formatCount(e.rate)} events/s` : `an assumed ${formatCount(e.rate)} events/s (never rebuilt here yet)`;
  return `Rebuild ${e.projection}: reads ${formatCount(e.events)} events (about ${formatEta(e.seconds)} at ${pace})`;
};

/** Which of the events read the projection applies, and their size: the rest are skipped without being decoded. */
export const estimateDetail = (e: RebuildEstimate): string | null =>
  e.events_of_types === null || e.bytes === null ? null : `${formatCount(e.events_of_types)} of them are of its types (${formatBytes(e.bytes)} of event data); the others are skipped undecoded.`;

/** A running rebuild's position, in words: the share of the log at its start, and what is left of the moving log. */
export const progressLine = (r: RebuildInfo): string =>
  `${r.percent} % of the log at the start${r.events_left === null ? '' : ` · ${formatCount(r.events_left)} events left`}`;
