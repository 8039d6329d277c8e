import { describe, expect, it } from '@jest/globals';
import { WrongExpectedVersionError } from '../event-store.errors.js';
import { START, type EventMetadata, type NewEvent } from '../event-store.port.js';
import {
  fromEsdbEvent,
  fromEsdbPosition,
  isAfter,
  isSystemEvent,
  toEsdbEvent,
  toEsdbExpectedRevision,
  toFlatEsdbEvent,
  unflatten,
  toEsdbReadPosition,
  toWrongExpectedVersionError,
  type EsdbRecorded,
} from './eventstoredb.mapping.js';

const metadata: EventMetadata = {
  actorId: 'agent-7',
  actorKind: 'agent',
  model: 'claude-x',
  correlationId: 'corr-1',
  causationId: 'cause-1',
  requestId: 'req-1',
  timestamp: '2025-01-02T03:04:05.678Z',
};

const recorded = (overrides: Partial<EsdbRecorded> = {}): EsdbRecorded => ({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  type: 'AssetEdited',
  streamId: 'asset-1',
  revision: 4n,
  data: { path: 'a.txt' },
  metadata: { ...metadata, schemaVersion: 2 },
  created: new Date('2025-01-02T03:04:06.000Z'),
  position: { commit: 900n, prepare: 950n },
  ...overrides,
});

describe('expected revision mapping', () => {
  it('maps each port value to the client value of the same meaning', () => {
    expect(toEsdbExpectedRevision('any')).toBe('any');
    expect(toEsdbExpectedRevision('no_stream')).toBe('no_stream');
    expect(toEsdbExpectedRevision('stream_exists')).toBe('stream_exists');
    expect(toEsdbExpectedRevision(0n)).toBe(0n);
    expect(toEsdbExpectedRevision(41n)).toBe(41n);
  });

  it('rejects a negative exact revision instead of sending it', () => {
    expect(() => toEsdbExpectedRevision(-1n)).toThrow(RangeError);
  });

  it("turns the client's conflict into ours, with the actual revision or no_stream", () => {
    const existing = toWrongExpectedVersionError('game-1', 'no_stream', 3n);
    expect(existing).toBeInstanceOf(WrongExpectedVersionError);
    expect(existing).toMatchObject({ streamId: 'game-1', expected: 'no_stream', actual: 3n });
    expect(toWrongExpectedVersionError('game-2', 'stream_exists', 'no_stream').actual).toBe('no_stream');
    expect(toWrongExpectedVersionError('game-3', 2n, undefined).actual).toBe('no_stream');
  });
});

describe('position mapping', () => {
  it('maps commit to txId and prepare to position, both ways', () => {
    expect(fromEsdbPosition({ commit: 10n, prepare: 12n })).toEqual({ txId: 10n, position: 12n });
    expect(toEsdbReadPosition({ txId: 10n, position: 12n })).toEqual({ commit: 10n, prepare: 12n });
  });

  it('reads START as the server START marker, not as log position 0', () => {
    expect(toEsdbReadPosition(START)).toBe('start');
  });

  it('treats an event as new only when it is strictly after the resume position', () => {
    const from = { txId: 100n, position: 100n };
    expect(isAfter({ commit: 100n, prepare: 100n }, from)).toBe(false);
    expect(isAfter({ commit: 99n, prepare: 150n }, from)).toBe(false);
    expect(isAfter({ commit: 100n, prepare: 101n }, from)).toBe(true);
    expect(isAfter({ commit: 101n, prepare: 0n }, from)).toBe(true);
    expect(isAfter({ commit: 0n, prepare: 0n }, START)).toBe(false);
  });
});

describe('envelope mapping', () => {
  it('stores schemaVersion inside the metadata JSON and keeps id, type and data', () => {
    const event: NewEvent = { id: 'e1', type: 'GameCreated', data: { title: 'Ünïcødé 🚀' }, metadata, schemaVersion: 3 };
    expect(toEsdbEvent(event)).toEqual({
      id: 'e1',
      contentType: 'application/json',
      type: 'GameCreated',
      data: { title: 'Ünïcødé 🚀' },
      metadata: { ...metadata, schemaVersion: 3 },
    });
  });

  it('defaults the stored schemaVersion to 1', () => {
    const stored = toEsdbEvent({ id: 'e2', type: 'GameCreated', data: {}, metadata });
    expect(stored.metadata).toEqual({ ...metadata, schemaVersion: 1 });
  });

  it('reads the envelope back: metadata without schemaVersion, schemaVersion on the envelope', () => {
    expect(fromEsdbEvent(recorded())).toEqual({
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      type: 'AssetEdited',
      streamId: 'asset-1',
      revision: 4n,
      globalPosition: 950n,
      schemaVersion: 2,
      data: { path: 'a.txt' },
      metadata,
    });
  });

  it('round-trips what was appended', () => {
    const event: NewEvent = { id: 'e3', type: 'T', data: [1, { a: null }], metadata, schemaVersion: 5 };
    const stored = toEsdbEvent(event);
    const back = fromEsdbEvent(recorded({ id: 'e3', type: 'T', data: stored.data, metadata: stored.metadata }));
    expect(back).toMatchObject({ id: 'e3', type: 'T', data: [1, { a: null }], metadata, schemaVersion: 5 });
  });

  it('falls back to the commit position when the server sends no record position', () => {
    expect(fromEsdbEvent(recorded({ position: undefined }), 777n).globalPosition).toBe(777n);
  });

  it('reads an event written by another tool as a system event at schema version 1', () => {
    const foreign = fromEsdbEvent(recorded({ metadata: undefined }));
    expect(foreign.schemaVersion).toBe(1);
    expect(foreign.metadata).toEqual({
      actorId: null,
      actorKind: 'system',
      correlationId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      causationId: null,
      requestId: null,
      timestamp: '2025-01-02T03:04:06.000Z',
    });
  });
});

describe('system events', () => {
  it('recognises $-types and $-streams, and nothing else', () => {
    expect(isSystemEvent({ type: '$metadata', streamId: '$$game-1' })).toBe(true);
    expect(isSystemEvent({ type: '$>', streamId: '$ce-game' })).toBe(true);
    expect(isSystemEvent({ type: 'Something', streamId: '$stats-127.0.0.1:2113' })).toBe(true);
    expect(isSystemEvent({ type: 'GameCreated', streamId: 'game-1' })).toBe(false);
  });
});

describe('metadata flattened for the multi-stream append', () => {
  const event: NewEvent = { id: '0f8fad5b-d9cb-469f-a165-70867728950e', type: 'AssetEdited', data: { n: 1 }, metadata: { ...metadata, causationId: null }, schemaVersion: 2 };

  it('sends strings as they are and the rest as JSON named in tempest.json; reads back every field', () => {
    const sent = toFlatEsdbEvent(event).metadata as Record<string, string>;
    expect(sent).toMatchObject({ actorId: 'agent-7', model: 'claude-x', causationId: 'null', schemaVersion: '2', 'tempest.json': 'causationId,schemaVersion' });
    expect(Object.values(sent).every((v) => typeof v === 'string')).toBe(true);
    const read = fromEsdbEvent(recorded({ metadata: sent }));
    expect(read.schemaVersion).toBe(2);
    expect(read.metadata).toEqual({ ...metadata, causationId: null });
  });

  it("leaves another tool's metadata as it is, also a tempest.json key over values that are not JSON", () => {
    const foreign = { 'tempest.json': 'note', note: 'not json {' };
    expect(unflatten(foreign)).toBe(foreign);
    expect(fromEsdbEvent(recorded({ metadata: foreign })).metadata.actorKind).toBe('system');
  });
});
