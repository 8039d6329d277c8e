import { describe, expect, it } from '@jest/globals';
import { checkAppend, checkAppendMany } from './append-checks.js';
import type { NewEvent } from './event-store.port.js';

const event = (id: string): NewEvent => ({
  id,
  type: 'ThingHappened',
  data: {},
  metadata: { actorId: null, actorKind: 'system', correlationId: 'c', causationId: null, requestId: null, timestamp: '2026-01-01T00:00:00.000Z' },
});

describe('append checks', () => {
  it('refuses an empty append and an event id given twice', () => {
    expect(() => checkAppend([])).toThrow('append needs at least one event');
    expect(() => checkAppend([event('a'), event('a')])).toThrow('append got the same event id twice');
    expect(() => checkAppend([event('a'), event('b')])).not.toThrow();
  });

  it('appendMany: refuses no streams, a stream twice, a stream without events, an event id in two streams', () => {
    expect(() => checkAppendMany([])).toThrow('appendMany needs at least one stream');
    expect(() =>
      checkAppendMany([
        { streamId: 's-1', events: [event('a')], expected: 'any' },
        { streamId: 's-1', events: [event('b')], expected: 'any' },
      ]),
    ).toThrow('appendMany got the same stream twice');
    expect(() => checkAppendMany([{ streamId: 's-1', events: [], expected: 'any' }])).toThrow('appendMany got no events for s-1');
    expect(() =>
      checkAppendMany([
        { streamId: 's-1', events: [event('a')], expected: 'any' },
        { streamId: 's-2', events: [event('a')], expected: 'any' },
      ]),
    ).toThrow('append got the same event id twice');
    expect(() =>
      checkAppendMany([
        { streamId: 's-1', events: [event('a')], expected: 'any' },
        { streamId: 's-2', events: [event('b')], expected: 'no_stream' },
      ]),
    ).not.toThrow();
  });
});
