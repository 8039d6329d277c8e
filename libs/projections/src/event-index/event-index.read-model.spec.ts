import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@tempest/event-store';
import { categoryOf, indexRowOf } from './event-index.read-model.js';

const event = (streamId: string, metadata: Partial<RecordedEvent['metadata']>): RecordedEvent => ({
  id: '11111111-1111-4111-8111-111111111111',
  type: 'AssetEdited',
  streamId,
  revision: 4n,
  globalPosition: 9007199254740993n,
  schemaVersion: 1,
  data: { secret: 'never indexed' },
  metadata: { actorId: 'u1', actorKind: 'agent', model: 'm1', correlationId: 'c1', causationId: 'e0', requestId: null, timestamp: '2026-11-27T10:00:00.000Z', ...metadata },
});

describe('the event index row', () => {
  it('is the envelope: position (exact past 2^53), stream, category, type, actor, model, correlation, causation, id, time', () => {
    expect(indexRowOf(event('asset-3f2a-77', {}))).toEqual({
      position: '9007199254740993', stream_id: 'asset-3f2a-77', revision: '4', category: 'asset', event_type: 'AssetEdited',
      actor_id: 'u1', actor_kind: 'agent', model: 'm1', correlation_id: 'c1', causation_id: 'e0',
      event_id: '11111111-1111-4111-8111-111111111111', at: '2026-11-27T10:00:00.000Z',
    });
  });

  it('takes the category before the first dash, or the whole id without one', () => {
    expect([categoryOf('game-1-2'), categoryOf('settings'), categoryOf('-odd')]).toEqual(['game', 'settings', '-odd']);
  });

  it('keeps events whose metadata lacks a model or a valid time', () => {
    const row = indexRowOf(event('user-1', { model: undefined, timestamp: 'not a time' }));
    expect([row.model, row.at]).toEqual([null, '1970-01-01T00:00:00.000Z']);
  });
});
