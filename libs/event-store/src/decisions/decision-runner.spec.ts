import { describe, expect, it } from '@jest/globals';
import { WrongExpectedVersionError } from '../event-store.errors.js';
import { START, type EventMetadata, type EventStore, type NewEvent, type RecordedEvent } from '../event-store.port.js';
import { AggregateLru } from './aggregate-cache.js';
import { DecisionRunner, type DeciderOf } from './decision-runner.js';

type Added = { type: 'Added'; data: { amount: number } };
type Add = { type: 'Add'; amount: number };
/** A counter: its state is the sum of what was added. */
const counter: DeciderOf<number, Add, Added> = {
  initialState: () => 0,
  evolve: (sum, e) => sum + e.data.amount,
  decide: (c) => (c.amount === 0 ? [] : [{ type: 'Added', data: { amount: c.amount } }]),
};
const metadata: EventMetadata = { actorId: null, actorKind: 'system', correlationId: 'c', causationId: null, requestId: null, timestamp: '2026-11-26T00:00:00.000Z' };

/** An in-memory store that counts the events each read returns, and can let a rival append first. */
const memoryStore = () => {
  const streams = new Map<string, RecordedEvent[]>();
  const stats = { eventsRead: 0, appendManyCalls: 0, beforeAppend: null as (() => void) | null };
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
  const many = {
    readStreams: async (reads: { streamId: string; fromRevision?: bigint }[]) => new Map(await Promise.all(reads.map(async (r) => [r.streamId, await store.readStream(r.streamId, r)] as const))),
    // All or nothing, as on PostgreSQL: every expected revision is checked before anything is written.
    appendMany: async (writes: { streamId: string; events: NewEvent[]; expected: unknown }[]) => {
      stats.appendManyCalls += 1;
      const rival = stats.beforeAppend;
      stats.beforeAppend = null;
      rival?.();
      for (const w of writes) {
        const stream = streams.get(w.streamId) ?? [];
        const current = stream.length === 0 ? 'no_stream' : BigInt(stream.length - 1);
        if (w.expected !== 'any' && w.expected !== current) throw new WrongExpectedVersionError(w.streamId, w.expected as bigint, current);
      }
      return writes.map((w) => append(w.streamId, w.events, 'any'));
    },
  };
  Object.assign(store, many);
  const add = (streamId: string, amount: number) => append(streamId, [{ id: `${Math.random()}`, type: 'Added', data: { amount }, metadata }], 'any');
  return { store, stats, add, runner: new DecisionRunner(store) };
};

describe('the decision runner on one stream', () => {
  it('folds a stream once, then reads only the events after what it folded', async () => {
    const { stats, add, runner } = memoryStore();
    for (let i = 1; i <= 100; i++) add('counter-1', i);
    expect(await runner.read(counter, 'counter-1')).toEqual({ state: 5050, revision: 99n });
    expect(stats.eventsRead).toBe(100);
    add('counter-1', 7); // written by another process: seen on the next read
    expect(await runner.read(counter, 'counter-1')).toEqual({ state: 5057, revision: 100n });
    expect(stats.eventsRead).toBe(101);
    expect(await runner.read(counter, 'counter-2')).toEqual({ state: 0, revision: -1n });
  });

  it('decides again on the new state when someone else wrote first, unless the caller pinned a revision', async () => {
    const { stats, add, runner } = memoryStore();
    add('counter-1', 1);
    stats.beforeAppend = () => add('counter-1', 10);
    const result = await runner.run({ decider: counter, streamId: 'counter-1', command: (sum: number): Add => ({ type: 'Add', amount: sum + 1 }) }, { metadata });
    // The retry was decided on 11, the state after the rival's write.
    expect(result).toMatchObject({ events: [{ type: 'Added', data: { amount: 12 } }], state: 23, before: 11, revision: 2 });
    stats.beforeAppend = () => add('counter-1', 10);
    await expect(runner.run({ decider: counter, streamId: 'counter-1', command: { type: 'Add', amount: 1 }, expectedRevision: 2 }, { metadata })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect((await runner.read(counter, 'counter-1')).state).toBe(33);
  });

  it('cachedFirst: decides on the state this process folded without reading, and reads when another process wrote', async () => {
    const { stats, add, runner } = memoryStore();
    add('counter-1', 1);
    await runner.read(counter, 'counter-1');
    const reads = { count: 0 };
    const readStream = runner.store.readStream.bind(runner.store);
    runner.store.readStream = async (...args: Parameters<EventStore['readStream']>) => {
      reads.count += 1;
      return readStream(...args);
    };
    const addOne = (sum: number): Add => ({ type: 'Add', amount: sum + 1 });
    expect(await runner.run({ decider: counter, streamId: 'counter-1', command: addOne }, { metadata, cachedFirst: true })).toMatchObject({ state: 3, revision: 1 });
    expect(reads.count).toBe(0);
    // Another process appends: the cached state is behind, the append at its revision is refused, the retry reads.
    add('counter-1', 10);
    expect(await runner.run({ decider: counter, streamId: 'counter-1', command: addOne }, { metadata, cachedFirst: true })).toMatchObject({ before: 13, state: 27, revision: 3 });
    expect(reads.count).toBe(1);
    expect(stats.eventsRead).toBeGreaterThan(0);
  });

  it('runs the hooks around the append, and undoes what beforeAppend did when the append fails', async () => {
    const { stats, add, runner } = memoryStore();
    const calls: string[] = [];
    const hooks = {
      beforeAppend: async () => void calls.push('before'),
      undo: async () => void calls.push('undo'),
      afterAppend: async () => void calls.push('after'),
    };
    stats.beforeAppend = () => add('counter-1', 5);
    await runner.run({ decider: counter, streamId: 'counter-1', command: { type: 'Add', amount: 1 }, ...hooks }, { metadata });
    expect(calls).toEqual(['before', 'undo', 'before', 'after']);
  });

  it('gives up after maxAttempts conflicts', async () => {
    const { stats, add, runner } = memoryStore();
    let rivals = 0;
    const rival = () => {
      rivals++;
      add('counter-1', 1);
      stats.beforeAppend = rival;
    };
    stats.beforeAppend = rival;
    await expect(runner.run({ decider: counter, streamId: 'counter-1', command: { type: 'Add', amount: 1 } }, { metadata, maxAttempts: 3 })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(rivals).toBe(3);
  });
});

describe('the decision runner on many streams of one decider', () => {
  const refuseOdd = (sum: number): Add => {
    if (sum % 2 === 1) throw new Error(`odd: ${sum}`);
    return { type: 'Add', amount: sum + 1 };
  };

  it('decides each stream on its own state and writes every decided event in one appendMany; a refusal writes nothing of its own', async () => {
    const { stats, add, runner } = memoryStore();
    add('counter-even', 2);
    add('counter-odd', 3);
    add('counter-zero', 0);
    const results = await runner.runEach(
      [
        { decider: counter, streamId: 'counter-even', command: refuseOdd },
        { decider: counter, streamId: 'counter-odd', command: refuseOdd },
        { decider: counter, streamId: 'counter-zero', command: { type: 'Add', amount: 0 } },
        { decider: counter, streamId: 'counter-new', command: refuseOdd },
      ],
      { metadata },
    );
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: { events: [{ data: { amount: 3 } }], before: 2, state: 5, revision: 1 } });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: new Error('odd: 3') });
    expect(results[2]).toMatchObject({ status: 'fulfilled', value: { events: [], state: 0, revision: 0, position: null } });
    expect(results[3]).toMatchObject({ status: 'fulfilled', value: { events: [{ data: { amount: 1 } }], before: 0, state: 1, revision: 0 } });
    expect(stats.appendManyCalls).toBe(1);
    const stored = await runner.readMany(counter, ['counter-even', 'counter-odd', 'counter-zero', 'counter-new']);
    expect([...stored.values()]).toEqual([
      { state: 5, revision: 1n },
      { state: 3, revision: 0n },
      { state: 0, revision: 0n },
      { state: 1, revision: 0n },
    ]);
  });

  it('together: one refusal refuses them all, throwing it and writing nothing', async () => {
    const { stats, add, runner } = memoryStore();
    add('counter-even', 2);
    add('counter-odd', 3);
    const parts = ['counter-even', 'counter-odd'].map((streamId) => ({ decider: counter, streamId, command: refuseOdd }));
    await expect(runner.run(parts, { metadata })).rejects.toThrow('odd: 3');
    expect(stats.appendManyCalls).toBe(0);
    expect((await runner.read(counter, 'counter-even')).state).toBe(2);
  });

  it('decides every stream again when any of them conflicts, and writes them all once', async () => {
    const { stats, add, runner } = memoryStore();
    add('counter-a', 2);
    add('counter-b', 4);
    stats.beforeAppend = () => add('counter-b', 10);
    const results = await runner.runEach(['counter-a', 'counter-b'].map((streamId) => ({ decider: counter, streamId, command: (sum: number): Add => ({ type: 'Add', amount: sum }) })), { metadata });
    expect(stats.appendManyCalls).toBe(2);
    expect(results.map((r) => r.status === 'fulfilled' && r.value.state)).toEqual([4, 28]);
    expect((await runner.read(counter, 'counter-a')).revision).toBe(1n); // written once, by the second attempt
  });

  it('refuses the same stream twice, and writes nothing when nothing was decided', async () => {
    const { stats, runner } = memoryStore();
    await expect(runner.runEach([{ decider: counter, streamId: 'counter-1', command: { type: 'Add', amount: 1 } }, { decider: counter, streamId: 'counter-1', command: { type: 'Add', amount: 2 } }], { metadata })).rejects.toThrow(RangeError);
    const none = await runner.runEach([{ decider: counter, streamId: 'counter-1', command: { type: 'Add', amount: 0 } }], { metadata });
    expect(none).toMatchObject([{ status: 'fulfilled', value: { events: [], revision: -1 } }]);
    expect(stats.appendManyCalls).toBe(0);
  });
});

type Noted = { type: 'Noted'; data: { text: string } };
/** A log of notes (a second decider, of another shape): refuses an empty note. */
const notes: DeciderOf<string[], { text: string }, Noted> = {
  initialState: () => [],
  evolve: (all, e) => [...all, e.data.text],
  decide: (c) => {
    if (c.text === '') throw new Error('empty note');
    return [{ type: 'Noted', data: { text: c.text } }];
  },
};

describe('the decision runner on streams of different deciders', () => {
  const parts = (text: string) =>
    [
      { decider: counter, streamId: 'counter-1', command: (sum: number): Add => ({ type: 'Add', amount: sum + 1 }) },
      { decider: notes, streamId: 'notes-1', command: (all: string[]) => ({ text: text && `${text} ${all.length}` }) },
    ] as const;

  it('writes both streams in one appendMany, each decided on its own state', async () => {
    const { stats, add, runner } = memoryStore();
    add('counter-1', 4);
    const [counted, noted] = await runner.run(parts('note'), { metadata });
    expect(stats.appendManyCalls).toBe(1);
    expect(counted).toMatchObject({ events: [{ data: { amount: 5 } }], before: 4, state: 9, revision: 1 });
    expect(noted).toMatchObject({ state: ['note 0'], revision: 0 });
  });

  it('writes nothing when a conflict outlasts its attempts, and nothing when one part refuses', async () => {
    const { store, stats, add, runner } = memoryStore();
    add('counter-1', 4);
    // Another writer appends to the second stream between the read and the append: the append is refused whole.
    const append = (streamId: string) => void store.append(streamId, [{ id: `${Math.random()}`, type: 'Noted', data: { text: 'rival' }, metadata }], 'any');
    stats.beforeAppend = () => append('notes-1');
    await expect(runner.run(parts('note'), { metadata, maxAttempts: 1 })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(await runner.read(counter, 'counter-1')).toEqual({ state: 4, revision: 0n });
    expect(await runner.read(notes, 'notes-1')).toEqual({ state: ['rival'], revision: 0n });
    await expect(runner.run(parts(''), { metadata })).rejects.toThrow('empty note');
    expect(await runner.read(counter, 'counter-1')).toEqual({ state: 4, revision: 0n });
    expect(stats.appendManyCalls).toBe(1);
  });

  it('decides both again after a conflict, on what is stored then', async () => {
    const { stats, add, runner } = memoryStore();
    stats.beforeAppend = () => add('counter-1', 10);
    const [counted, noted] = await runner.run(parts('note'), { metadata });
    expect(stats.appendManyCalls).toBe(2);
    expect(counted).toMatchObject({ before: 10, state: 21, revision: 1 });
    expect(noted).toMatchObject({ state: ['note 0'], revision: 0 });
  });
});

describe('facts appended along with a part', () => {
  const withFact = (streamId: string, command: Add | ((sum: number) => Add)) => ({
    decider: counter,
    streamId,
    command,
    along: ({ events, after, revision }: { events: Added[]; after: number; revision: number }) => [{ streamId: 'manifest-1', events: events.map(() => ({ type: 'Counted', data: { streamId, sum: after, revision } })) }],
  });

  it('writes the facts in the same append, once per fact stream, and never conflicts on them', async () => {
    const { store, stats, add, runner } = memoryStore();
    add('counter-b', 3);
    add('manifest-1', 0); // someone else wrote the fact stream: expected `any`, no conflict
    const results = await runner.runEach([withFact('counter-a', { type: 'Add', amount: 1 }), withFact('counter-b', { type: 'Add', amount: 2 })], { metadata });
    expect(results.map((r) => r.status === 'fulfilled' && r.value.revision)).toEqual([0, 1]);
    expect(stats.appendManyCalls).toBe(1);
    const facts = (await store.readStream('manifest-1')).slice(1).map((e) => e.data);
    expect(facts).toEqual([
      { streamId: 'counter-a', sum: 1, revision: 0 },
      { streamId: 'counter-b', sum: 5, revision: 1 },
    ]);
  });

  it('appends the facts of one stream as the change combines them', async () => {
    const { store, runner } = memoryStore();
    const combineFacts = (events: readonly { type: string; data: unknown }[]) => [{ type: 'AllCounted', data: { count: events.length } }];
    await runner.runEach([withFact('counter-a', { type: 'Add', amount: 1 }), withFact('counter-b', { type: 'Add', amount: 2 })], { metadata, combineFacts });
    expect((await store.readStream('manifest-1')).map((e) => [e.type, e.data])).toEqual([['AllCounted', { count: 2 }]]);
  });

  it('writes no fact for a part that refused or decided nothing, and none when the append fails', async () => {
    const { store, stats, add, runner } = memoryStore();
    const refuse = (): Add => {
      throw new Error('no');
    };
    await runner.runEach([withFact('counter-a', refuse), withFact('counter-b', { type: 'Add', amount: 0 }), withFact('counter-c', { type: 'Add', amount: 4 })], { metadata });
    expect((await store.readStream('manifest-1')).map((e) => e.data)).toEqual([{ streamId: 'counter-c', sum: 4, revision: 0 }]);
    stats.beforeAppend = () => add('counter-d', 1);
    await expect(runner.run({ ...withFact('counter-d', { type: 'Add', amount: 1 }), expectedRevision: -1 }, { metadata })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(await store.readStream('manifest-1')).toHaveLength(1);
  });
});

describe('a decider whose state does not grow with its events (boundedState)', () => {
  it('stays in the cache however many events it folded, where a growing one is dropped and read again', async () => {
    const bounded: DeciderOf<number, Add, Added> = { ...counter, boundedState: true };
    for (const decider of [counter, bounded]) {
      const { store, stats, add } = memoryStore();
      const runner = new DecisionRunner(store);
      const streamId = `counter-${decider === bounded ? 'bounded' : 'growing'}`;
      // More events than the cache's whole event budget (CACHE_MAX_EVENTS, 50,000).
      for (let i = 0; i < 50_001; i++) add(streamId, 1);
      await runner.run({ decider, streamId, command: { type: 'Add', amount: 1 } }, { metadata });
      const read = stats.eventsRead;
      await runner.run({ decider, streamId, command: { type: 'Add', amount: 1 } }, { metadata, cachedFirst: true });
      expect([decider === bounded, stats.eventsRead - read]).toEqual(decider === bounded ? [true, 0] : [false, 50_002]);
    }
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
