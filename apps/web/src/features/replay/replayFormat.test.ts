import { describe, expect, it } from '@jest/globals';
import type { ProjectionInfo, RebuildInfo } from '@tempest/contracts';
import { formatEta, lagLabel, momentFromSearch, rebuildEstimate, rebuildOutcome } from './replayFormat';

const rebuild = (over: Partial<RebuildInfo>): RebuildInfo => ({
  id: 'r', projection: 'versioning', status: 'running', phase: 'replaying', started_at: '2026-11-27T10:00:00Z', finished_at: null, started_by: null,
  events_read: 0, events_applied: 0, position: '0', head_position: '0', percent: 0, events_per_second: 0, eta_seconds: null, error: null, ...over,
});

describe('replay words', () => {
  it('says how long is left', () => {
    expect([formatEta(null), formatEta(42), formatEta(125), formatEta(3 * 3600 + 120)]).toEqual(['—', '42 s', '2 min 5 s', '3 h 2 min']);
  });

  it('says how a rebuild ended', () => {
    expect(rebuildOutcome(rebuild({ status: 'finished', events_applied: 1200, events_read: 1500, events_per_second: 30000 }))).toBe('Rebuilt: 1,200 events applied of 1,500 read, at 30,000 events/s');
    expect(rebuildOutcome(rebuild({ status: 'cancelled' }))).toBe('Cancelled: the live tables were left as they were');
    expect(rebuildOutcome(rebuild({ status: 'failed', error: 'disk full' }))).toBe('Failed: disk full');
    expect(rebuildOutcome(rebuild({ phase: 'indexing' }))).toBe('Building indexes');
  });

  it('says how far behind a projection is', () => {
    expect(lagLabel(0, 0)).toBe('Up to date');
    expect(lagLabel(1500, 2400)).toBe('1,500 events behind (2 s)');
  });

  it('reads the moment another page links to', () => {
    expect(momentFromSearch(new URLSearchParams('tab=time-travel&game=g1&position=42'))).toEqual({ gameId: 'g1', position: '42', at: null });
    expect(momentFromSearch(new URLSearchParams('at=2026-11-27T10:00:00Z'))).toEqual({ gameId: null, position: null, at: '2026-11-27T10:00:00Z' });
  });

  it('says for how long a rebuild will run: the log at the last rebuild\'s speed, or the events to replay (issue 30)', () => {
    const projection = (over: Partial<ProjectionInfo>): ProjectionInfo => ({ name: 'audit-log', state: 'running', checkpoint: '812.12000', lag_events: 0, lag_ms: 0, last_rebuild: null, ...over });
    expect(rebuildEstimate(projection({ last_rebuild: rebuild({ status: 'finished', events_per_second: 100 }) }))).toBe('about 2 min 0 s (12,000 events at the last rebuild\'s 100 events/s)');
    expect(rebuildEstimate(projection({ lag_events: 500 }))).toBe('as long as replaying 12,500 events takes (no earlier rebuild to judge by)');
    expect(rebuildEstimate(projection({ checkpoint: null }))).toBe('as long as replaying the whole event log takes');
  });
});
