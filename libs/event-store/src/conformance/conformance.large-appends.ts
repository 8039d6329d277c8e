import { describe, expect, it } from '@jest/globals';
import { IdempotencyConflictError } from '../event-store.errors.js';
import type { EventStore, NewEvent, RecordedEvent } from '../event-store.port.js';
import { collect, expectWrongVersion, ids, newEvent, numbered, readAllOf, streamName, waitUntil, type SuiteContext } from './conformance.helpers.js';

// Large batches (issue 33 §5): the PostgreSQL adapter writes them another way (COPY), with the same guarantees.
const LARGE = 10_000;

const countOf = async (store: EventStore, streamId: string) => (await store.readStream(streamId)).length;

/** Every event of these streams in $all is one of `events`, each once: nothing was written twice or dropped. */
const expectAllOnce = async (store: EventStore, streams: string[], events: NewEvent[]) => {
  const all = (await readAllOf(store, new Set(streams), undefined, 5000)).events;
  expect(all).toHaveLength(events.length);
  expect(new Set(ids(all))).toEqual(new Set(ids(events)));
};

export const describeLargeAppends = (ctx: SuiteContext) =>
  describe(`large batches (${LARGE.toLocaleString('en-US')} events in one append)`, () => {
    it('at a wrong expected revision: a conflict with the actual revision, nothing written', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('big');
      const seed = numbered(3);
      await store.append(streamId, seed, 'no_stream');
      await expectWrongVersion(store.append(streamId, numbered(LARGE), 1n), { streamId, actual: 2n });
      await expectWrongVersion(store.append(streamId, numbered(LARGE), 'no_stream'), { streamId, actual: 2n });
      const absent = streamName('bigabsent');
      await expectWrongVersion(store.append(absent, numbered(LARGE), 'stream_exists'), { streamId: absent, actual: 'no_stream' });
      expect(await countOf(store, absent)).toBe(0);
      await expectAllOnce(store, [streamId, absent], seed);
    });

    it('retried with the same event ids: written once, answered the same; other positions are refused', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('bigretry');
      const batch = numbered(LARGE);
      const first = await store.append(streamId, batch, 'no_stream');
      expect(first.nextRevision).toBe(BigInt(LARGE - 1));
      expect(await store.append(streamId, batch, 'no_stream')).toEqual(first);
      expect(await store.append(streamId, batch, 'any')).toEqual(first);
      // Ids already stored, at other positions: not the same append. Whether the batch starts with a stored
      // id or only holds some further on, nothing of it is written. (EventStoreDB has no such refusal: it
      // applies its own idempotency rules to reused ids, as in appendMany's case.)
      if (ctx.capabilities.refusesReusedIds) {
        const fresh = numbered(LARGE - 10);
        for (const reused of [[...batch.slice(0, 10), ...fresh], [...fresh, ...batch.slice(5000, 5010)]]) {
          await expect(store.append(streamId, reused, 'any')).rejects.toBeInstanceOf(IdempotencyConflictError);
        }
      }
      expect(await countOf(store, streamId)).toBe(LARGE);
      await expectAllOnce(store, [streamId], batch);
    });

    it('appendMany of many streams: all written, a retry writes nothing twice, one refusal writes none', async () => {
      const { store } = await ctx.open();
      const writes = Array.from({ length: 20 }, () => ({ streamId: streamName('bigmany'), events: numbered(LARGE / 20), expected: 'no_stream' as const }));
      const results = await store.appendMany(writes);
      expect(results.map((r) => r.nextRevision)).toEqual(writes.map(() => BigInt(LARGE / 20 - 1)));
      expect(await store.appendMany(writes)).toEqual(results);
      const events = writes.flatMap((w) => w.events);
      await expectAllOnce(store, writes.map((w) => w.streamId), events);

      // A stale revision on one stream: on an all-or-nothing store, none of the streams is written.
      const next = writes.map((w, i) => ({ streamId: w.streamId, events: numbered(LARGE / 20), expected: i === 19 ? 0n : BigInt(LARGE / 20 - 1) }));
      await expectWrongVersion(store.appendMany(next), { streamId: next[19].streamId, actual: BigInt(LARGE / 20 - 1) });
      if (ctx.capabilities.atomicAppendMany) await expectAllOnce(store, writes.map((w) => w.streamId), events);
    });

    it('a catch-up subscription running during large appends sees every event once, in order', async () => {
      const { store } = await ctx.open();
      const writers = Array.from({ length: 4 }, () => streamName('bigsub'));
      const small = streamName('smallsub');
      const sentinelStream = streamName('sentinel');
      const sub = collect(ctx, store, new Set([...writers, small, sentinelStream]), { batchSize: 1000, pollIntervalMs: 20 });
      // Four writers append three large batches each, at exact revisions, while one-event appends go between.
      const BATCH = LARGE / 4;
      const written = await Promise.all([
        ...writers.map(async (streamId) => {
          const events: NewEvent[] = [];
          for (let i = 0; i < 3; i++) {
            const batch = numbered(BATCH, 'Ticked', i * BATCH);
            await store.append(streamId, batch, i === 0 ? 'no_stream' : BigInt(i * BATCH - 1));
            events.push(...batch);
          }
          return events;
        }),
        (async () => {
          const events: NewEvent[] = [];
          for (let i = 0; i < 30; i++) {
            const event = newEvent('Ticked', { i });
            await store.append(small, [event]);
            events.push(event);
          }
          return events;
        })(),
      ]);
      const sentinel = newEvent('Sentinel');
      await store.append(sentinelStream, [sentinel]);
      await waitUntil('the sentinel is delivered', () => sub.events.some((e) => e.id === sentinel.id), 120_000);

      const delivered = sub.events.filter((e) => e.streamId !== sentinelStream);
      const total = written.reduce((n, events) => n + events.length, 0);
      expect(delivered).toHaveLength(total);
      expect(new Set(ids(delivered)).size).toBe(total);
      expect(ids(delivered)).toEqual(ids((await readAllOf(store, new Set([...writers, small]), undefined, 5000)).events));
      for (const [w, streamId] of [...writers, small].entries()) {
        const ofStream: RecordedEvent[] = delivered.filter((e) => e.streamId === streamId);
        expect(ids(ofStream)).toEqual(ids(written[w]));
        expect(ofStream.map((e) => e.revision)).toEqual(written[w].map((_, i) => BigInt(i)));
      }
      expect(sub.failure).toBeNull();
    }, 180_000);
  });
