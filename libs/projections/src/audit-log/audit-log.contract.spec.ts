import { describe, expect, it } from '@jest/globals';
import { AUDIT_ASSET_TYPES, AUDIT_EVENT_TYPE_GROUPS } from '@tempest/contracts';
import { ASSET_TYPES } from '@tempest/domain';
import { AUDIT_EVENT_TYPES } from './audit-log.read-model.js';
import { daysOf } from './audit-log.charts.js';

describe('the change log’s lists in the contract', () => {
  it('offers the web app’s filter menu exactly the types of change the log records, each once', () => {
    const offered = AUDIT_EVENT_TYPE_GROUPS.flatMap((g) => g.types);
    expect(new Set(offered).size).toBe(offered.length);
    expect([...offered].sort()).toEqual([...AUDIT_EVENT_TYPES].sort());
  });

  it('names the working tree’s asset types, components and frontend projects', () => {
    expect([...AUDIT_ASSET_TYPES].sort()).toEqual([...ASSET_TYPES, 'component', 'frontend'].sort());
  });
});

describe('daysOf', () => {
  it('lists every UTC day a range touches, the exclusive end left out', () => {
    expect(daysOf({ from: '2026-11-25T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z' })).toEqual(['2026-11-25', '2026-11-26']);
    expect(daysOf({ from: '2026-11-25T18:00:00.000Z', to: '2026-11-26T00:00:01.000Z' })).toEqual(['2026-11-25', '2026-11-26']);
    expect(daysOf({ from: '2026-11-25T10:00:00.000Z', to: '2026-11-25T10:00:00.000Z' })).toEqual([]);
  });
});
