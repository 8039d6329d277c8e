import { describe, expect, it } from '@jest/globals';
import type { RebuildEstimate, RebuildInfo } from '@tempest/contracts';
import { estimateDetail, estimateLine, formatBytes, formatEta, lagLabel, momentFromSearch, progressLine, rebuildOutcome } from './replayFormat';

const rebuild = (over: Partial<RebuildInfo>): RebuildInfo => ({
  id: 'r', projection: 'versioning', status: 'running', phase: 'replaying', started_at: '2026-11-27T10:00:00Z', finished_at: null, started_by: null,
  events_read: 0, events_applied: 0, position: '0', head_position: '0', events_total: null, percent: 0, events_left: null, events_per_second: 0, eta_seconds: null, error: null, ...over,
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

  it('says what a rebuild will read and for how long, at the last rebuild\'s rate or the default (issue 33)', () => {
    const estimate = (over: Partial<RebuildEstimate>): RebuildEstimate => ({
      projection: 'game_list', events: 1_204_331, events_of_types: 20_412, bytes: 3_565_158, head_position: '1204331', rate: 9_200, rate_source: 'last_rebuild', seconds: 131, ...over,
    });
    expect(estimateLine(estimate({}))).toBe("Rebuild game_list: reads 1,204,331 events (about 2 min 11 s at the last rebuild's 9,200 events/s)");
    expect(estimateLine(estimate({ rate: 5_000, rate_source: 'default', seconds: 241 }))).toBe('Rebuild game_list: reads 1,204,331 events (about 4 min 1 s at an assumed 5,000 events/s (never rebuilt here yet))');
    expect(estimateLine(estimate({ events: null, seconds: null }))).toBe('Rebuild game_list: reads the whole event log (this event store cannot count it beforehand)');
    expect(estimateDetail(estimate({}))).toBe('20,412 of them are of its types (3.4 MB of event data); the others are skipped undecoded.');
    expect(estimateDetail(estimate({ events_of_types: null, bytes: null }))).toBeNull();
    expect([formatBytes(512), formatBytes(2048), formatBytes(5 * 1024 ** 3)]).toEqual(['512 B', '2.0 KB', '5.0 GB']);
  });

  it('says where a running rebuild is against the moving log', () => {
    expect(progressLine(rebuild({ percent: 40, events_left: 650 }))).toBe('40 % of the log at the start · 650 events left');
    expect(progressLine(rebuild({ percent: 25 }))).toBe('25 % of the log at the start');
  });
});
