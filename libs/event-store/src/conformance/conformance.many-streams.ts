import { describe, expect, it } from '@jest/globals';
import { IdempotencyConflictError } from '../event-store.errors.js';
import type { EventStore } from '../event-store.port.js';
import { collect, expectWrongVersion, ids, newEvent, numbered, readAllOf, streamName, waitUntil, type SuiteContext } from './conformance.helpers.js';

const revisionsOf = async (store: EventStore, streamId: string) => (await store.readStream(streamId)).map((e) => e.revision);

export const describeManyStreams = (ctx: SuiteContext) =>
  describe('several streams at once (appendMany, readStreams)', () => {
    it('appendMany appends to each stream at its own expected revision; results in the order given', async () => {
      const { store } = await ctx.open();
      const existing = streamName('many');
      await store.append(existing, numbered(2), 'no_stream');
      // Given out of stream-id order on purpose: results still follow the order of the call.
      const fresh = [streamName('zz'), streamName('aa')];
      const writes = [
        { streamId: fresh[0], events: numbered(1), expected: 'no_stream' as const },
        { streamId: existing, events: numbered(3, 'ThingHappened', 2), expected: 1n },
        { streamId: fresh[1], events: numbered(2), expected: 'any' as const },
      ];
      const results = await store.appendMany(writes);
      expect(results.map((r) => r.nextRevision)).toEqual([0n, 4n, 1n]);
      expect(await revisionsOf(store, existing)).toEqual([0n, 1n, 2n, 3n, 4n]);
      expect(ids(await store.readStream(fresh[0]))).toEqual(ids(writes[0].events));
      expect(ids(await store.readStream(fresh[1]))).toEqual(ids(writes[2].events));
      // Every event is in $all (two were there before), and each result's position is its stream's last event there.
      const all = await readAllOf(store, new Set(writes.map((w) => w.streamId)));
      expect(all.events).toHaveLength(8);
      for (const [i, w] of writes.entries()) {
        const last = all.events.filter((e) => e.streamId === w.streamId).at(-1)!;
        expect(results[i].position.position).toBe(last.globalPosition);
      }
    });

    it('a refusal names its stream; on an all-or-nothing store none of the streams is written', async () => {
      const { store } = await ctx.open();
      const [a, b, c] = [streamName('ma'), streamName('mb'), streamName('mc')];
      await store.append(b, numbered(2), 'no_stream');
      const attempt = store.appendMany([
        { streamId: a, events: numbered(1), expected: 'no_stream' },
        { streamId: b, events: numbered(1), expected: 0n }, // stale: b is at 1
        { streamId: c, events: numbered(1), expected: 'any' },
      ]);
      await expectWrongVersion(attempt, { streamId: b, actual: 1n });
      expect(await revisionsOf(store, b)).toEqual([0n, 1n]);
      if (ctx.capabilities.atomicAppendMany) {
        expect(await store.readStream(a)).toEqual([]);
        expect(await store.readStream(c)).toEqual([]);
      } else {
        // Stream by stream in the order given: the one before the refusal stays, the one after never ran.
        expect(await revisionsOf(store, a)).toEqual([0n]);
        expect(await store.readStream(c)).toEqual([]);
      }
    });

    it('a retried appendMany with the same event ids writes once and answers the same', async () => {
      const { store } = await ctx.open();
      const writes = [
        { streamId: streamName('ra'), events: numbered(2), expected: 'no_stream' as const },
        { streamId: streamName('rb'), events: numbered(1), expected: 'any' as const },
      ];
      const first = await store.appendMany(writes);
      expect(await store.appendMany(writes)).toEqual(first);
      expect(await revisionsOf(store, writes[0].streamId)).toEqual([0n, 1n]);
      expect(await revisionsOf(store, writes[1].streamId)).toEqual([0n]);
    });

    // EventStoreDB has no such refusal (it applies its own idempotency rules to reused ids).
    (ctx.capabilities.refusesReusedIds ? it : it.skip)('event ids already stored at other positions are refused, and nothing is written', async () => {
      const { store } = await ctx.open();
      const [a, b] = [streamName('ia'), streamName('ib')];
      const taken = newEvent();
      await store.append(a, [taken, newEvent()], 'no_stream');
      const error = await store
        .appendMany([
          { streamId: b, events: numbered(1), expected: 'any' },
          { streamId: a, events: [taken], expected: 1n }, // taken is at revision 0, not 2
        ])
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(IdempotencyConflictError);
      expect(await revisionsOf(store, a)).toEqual([0n, 1n]);
      expect(await store.readStream(b)).toEqual([]);
    });

    it('refuses bad calls before writing anything', async () => {
      const { store } = await ctx.open();
      const a = streamName('bad');
      await expect(store.appendMany([])).rejects.toThrow(RangeError);
      const twice = [
        { streamId: a, events: numbered(1), expected: 'any' as const },
        { streamId: a, events: numbered(1), expected: 'any' as const },
      ];
      await expect(store.appendMany(twice)).rejects.toThrow('appendMany got the same stream twice');
      expect(await store.readStream(a)).toEqual([]);
    });

    it('a subscriber gets every event of an appendMany', async () => {
      const { store } = await ctx.open();
      const streams = [streamName('sa'), streamName('sb'), streamName('sc')];
      const seen = collect(ctx, store, new Set(streams));
      const writes = streams.map((streamId) => ({ streamId, events: numbered(2), expected: 'any' as const }));
      await store.appendMany(writes);
      await waitUntil('the subscriber has all six events', () => seen.events.length === 6);
      expect(new Set(ids(seen.events))).toEqual(new Set(writes.flatMap((w) => ids(w.events))));
    });

    it('readStreams reads each stream from its own revision, in order; a missing stream has no events', async () => {
      const { store } = await ctx.open();
      const [a, b, missing] = [streamName('rs'), streamName('rs'), streamName('rs')];
      const aEvents = numbered(4);
      const bEvents = numbered(3);
      await store.append(a, aEvents, 'no_stream');
      await store.append(b, bEvents, 'no_stream');
      const read = await store.readStreams([{ streamId: b }, { streamId: missing, fromRevision: 0n }, { streamId: a, fromRevision: 2n }]);
      expect([...read.keys()]).toEqual([b, missing, a]);
      expect(ids(read.get(a)!)).toEqual(ids(aEvents.slice(2)));
      expect(read.get(a)!.map((e) => e.revision)).toEqual([2n, 3n]);
      expect(ids(read.get(b)!)).toEqual(ids(bEvents));
      expect(read.get(missing)).toEqual([]);
      expect(read.get(a)![0]).toEqual((await store.readStream(a))[2]);
      expect((await store.readStreams([{ streamId: a, fromRevision: 9n }])).get(a)).toEqual([]);
      expect((await store.readStreams([])).size).toBe(0);
    });

    it('readEvents reads events by (stream, revision) in the order given, leaving out missing ones', async () => {
      const { store } = await ctx.open();
      const [a, b] = [streamName('re'), streamName('re')];
      const aEvents = numbered(3);
      const bEvents = numbered(2);
      await store.append(a, aEvents, 'no_stream');
      await store.append(b, bEvents, 'no_stream');
      const read = await store.readEvents([
        { streamId: b, revision: 1n },
        { streamId: a, revision: 0n },
        { streamId: a, revision: 7n },
        { streamId: streamName('re'), revision: 0n },
        { streamId: a, revision: 2n },
      ]);
      expect(ids(read)).toEqual([bEvents[1].id, aEvents[0].id, aEvents[2].id]);
      expect(read[1]).toEqual((await store.readStream(a))[0]);
      expect(await store.readEvents([])).toEqual([]);
      const json = await store.readEventsJson([{ streamId: a, revision: 2n }, { streamId: a, revision: 9n }, { streamId: b, revision: 0n }]);
      expect(json.map((e) => [e.id, e.streamId, e.revision])).toEqual([[aEvents[2].id, a, 2n], [bEvents[0].id, b, 0n]]);
      expect(JSON.parse(json[0].data)).toEqual(read[2].data);
      expect(JSON.parse(json[0].metadata)).toEqual(read[2].metadata);
      expect(json[0].globalPosition).toBe(read[2].globalPosition);
    });
  });
