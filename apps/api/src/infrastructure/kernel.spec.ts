import { describe, expect, it } from '@jest/globals';
import type { Decider } from '@tempest/domain';
import { START, WrongExpectedVersionError, type EventMetadata, type EventStore, type NewEvent, type RecordedEvent } from '@tempest/event-store';
import { AggregateLru } from './aggregate-cache.js';
import { aggregateStream, handleCommand } from './kernel.js';

type Added = { type: 'Added'; data: { amount: number } };
type Add = { type: 'Add'; amount: number };
/** A counter: its state is the sum of what was added. */
const counter: Decider<number, Add, Added> = {
  initialState: () => 0,
  evolve: (sum, e) => sum + e.data.amount,
  decide: (c) => (c.amount === 0 ? [] : [{ type: 'Added', data: { amount: c.amount } }]),
};
const metadata: EventMetadata = { actorId: null, actorKind: 'system', correlationId: 'c', causationId: null, requestId: null, timestamp: '2026-11-26T00:00:00.000Z' };

/** An in-memory store that counts the events each read returns, and can let a rival append first. */
const memoryStore = () => {
  const streams = new Map<string, RecordedEvent[]>();
  const stats = { eventsRead: 0, beforeAppend: null as (() => void) | null };
  const append = (streamId: string, events: NewEvent[], expected: unknown) => {
    const stream = streams.get(streamId) ?? [];
    const current = stream.length === 0 ? 'no_stream' : BigInt(stream.length - 1);
    if (expected !== 'any' && expected !== current) throw new WrongExpectedVersionError(streamId, expected as bigint, current);
    for (const e of events) stream.push({ ...e, streamId, revision: BigInt(stream.length), globalPosition: 0n, schemaVersion: 1 });
    streams.set(streamId, stream);
    return { nextRevision: BigInt(stream.length - 1), position: START };
  };
  const store = {
    kind: 'pglite',
    readStream: async (streamId: string, options?: { fromRevision?: bigint }) => {
      const read = (streams.get(streamId) ?? []).slice(Number(options?.fromRevision ?? 0n));
      stats.eventsRead += read.length;
      return read;
    },
    append: async (streamId: string, events: NewEvent[], expected: unknown = 'any') => {
      const rival = stats.beforeAppend;
      stats.beforeAppend = null;
      rival?.();
      return append(streamId, events, expected);
    },
  } as unknown as EventStore;
  const add = (streamId: string, amount: number) => append(streamId, [{ id: `${Math.random()}`, type: 'Added', data: { amount }, metadata }], 'any');
  return { store, stats, add };
};

describe('the kernel', () => {
  it('folds a stream once, then reads only the events after what it folded', async () => {
    const { store, stats, add } = memoryStore();
    for (let i = 1; i <= 100; i++) add('counter-1', i);
    expect(await aggregateStream(store, counter, 'counter-1')).toEqual({ state: 5050, revision: 99n });
    expect(stats.eventsRead).toBe(100);
    add('counter-1', 7); // written by another process: seen on the next read
    expect(await aggregateStream(store, counter, 'counter-1')).toEqual({ state: 5057, revision: 100n });
    expect(stats.eventsRead).toBe(101);
    expect(await aggregateStream(store, counter, 'counter-2')).toEqual({ state: 0, revision: -1n });
  });

  it('decides again on the new state when someone else wrote first, unless the caller pinned a revision', async () => {
    const { store, stats, add } = memoryStore();
    add('counter-1', 1);
    stats.beforeAppend = () => add('counter-1', 10);
    const result = await handleCommand(store, counter, 'counter-1', (sum: number) => ({ type: 'Add', amount: sum + 1 }), { metadata });
    // The retry was decided on 11, the state after the rival's write.
    expect(result).toMatchObject({ events: [{ type: 'Added', data: { amount: 12 } }], state: 23, before: 11, revision: 2 });
    stats.beforeAppend = () => add('counter-1', 10);
    await expect(handleCommand(store, counter, 'counter-1', { type: 'Add', amount: 1 }, { metadata, expectedRevision: 2 })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect((await aggregateStream(store, counter, 'counter-1')).state).toBe(33);
  });

  it('decides on the initial state without reading a stream the caller just made up; a conflict reads it', async () => {
    const { store, stats, add } = memoryStore();
    const reads = { n: 0 };
    const counting = { ...store, readStream: (...a: Parameters<EventStore['readStream']>) => ((reads.n += 1), store.readStream(...a)) } as EventStore;
    const fresh = await handleCommand(counting, counter, 'counter-new', (sum: number) => ({ type: 'Add', amount: sum + 5 }), { metadata, newStream: true });
    expect(fresh).toMatchObject({ events: [{ data: { amount: 5 } }], state: 5, revision: 0 });
    expect(reads.n).toBe(0);
    // Someone else wrote the stream first: the append's no_stream fails, the retry reads and decides on 7.
    stats.beforeAppend = () => add('counter-taken', 7);
    const retried = await handleCommand(counting, counter, 'counter-taken', (sum: number) => ({ type: 'Add', amount: sum + 1 }), { metadata, newStream: true });
    expect(retried).toMatchObject({ events: [{ data: { amount: 8 } }], state: 15, before: 7, revision: 1 });
    expect(reads.n).toBe(1);
  });

  it('runs the hooks around the append, and undoes what beforeAppend did when the append fails', async () => {
    const { store, stats, add } = memoryStore();
    const calls: string[] = [];
    const hooks = {
      beforeAppend: async () => void calls.push('before'),
      undo: async () => void calls.push('undo'),
      afterAppend: async () => void calls.push('after'),
    };
    stats.beforeAppend = () => add('counter-1', 5);
    await handleCommand(store, counter, 'counter-1', { type: 'Add', amount: 1 }, { metadata, ...hooks });
    expect(calls).toEqual(['before', 'undo', 'before', 'after']);
  });

  it('gives up after maxAttempts conflicts', async () => {
    const { store, stats, add } = memoryStore();
    let rivals = 0;
    const rival = () => {
      rivals++;
      add('counter-1', 1);
      stats.beforeAppend = rival;
    };
    stats.beforeAppend = rival;
    await expect(handleCommand(store, counter, 'counter-1', { type: 'Add', amount: 1 }, { metadata, maxAttempts: 3 })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(rivals).toBe(3);
  });
});

describe('the aggregate cache', () => {
  it('keeps at most its streams and events, dropping the least recently used first', () => {
    const lru = new AggregateLru(2, 10);
    lru.set('a', { state: 1, revision: 0n, events: 1 });
    lru.set('b', { state: 2, revision: 0n, events: 1 });
    lru.get('a');
    lru.set('c', { state: 3, revision: 0n, events: 1 });
    expect([lru.get('a')?.state, lru.get('b'), lru.get('c')?.state]).toEqual([1, undefined, 3]);
    lru.set('d', { state: 4, revision: 9n, events: 10 });
    expect([lru.size, lru.get('d')?.state]).toEqual([1, 4]);
  });

  it('never replaces a later state by an earlier one', () => {
    const lru = new AggregateLru();
    lru.set('a', { state: 'later', revision: 5n, events: 6 });
    lru.set('a', { state: 'earlier', revision: 3n, events: 4 });
    expect(lru.get('a')?.state).toBe('later');
  });
});
