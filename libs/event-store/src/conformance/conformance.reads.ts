import { describe, expect, it } from '@jest/globals';
import type { NewEvent, RecordedEvent } from '../event-store.port.js';
import { UpcasterRegistry } from '../upcasters.js';
import {
  collect,
  expectIncreasing,
  ids,
  metadata,
  newEvent,
  numbered,
  readAllOf,
  streamName,
  waitUntil,
  type SuiteContext,
} from './conformance.helpers.js';

const nOf = (events: RecordedEvent[]) => events.map((e) => (e.data as { n: number }).n);

export const describeReads = (ctx: SuiteContext) =>
  describe('reading', () => {
    it('readStream forwards and backwards, from a revision, with maxCount', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('read');
      await store.append(streamId, numbered(4));
      await store.append(streamId, numbered(6, 'ThingHappened', 4));
      expect(nOf(await store.readStream(streamId))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(nOf(await store.readStream(streamId, { direction: 'backwards' }))).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
      expect(nOf(await store.readStream(streamId, { fromRevision: 3n, maxCount: 4 }))).toEqual([3, 4, 5, 6]);
      expect(nOf(await store.readStream(streamId, { fromRevision: 7n }))).toEqual([7, 8, 9]);
      const back = await store.readStream(streamId, { direction: 'backwards', fromRevision: 5n, maxCount: 3 });
      expect(back.map((e) => e.revision)).toEqual([5n, 4n, 3n]);
      expect(nOf(await store.readStream(streamId, { direction: 'backwards', maxCount: 1 }))).toEqual([9]);
      expect(await store.readStream(streamId, { fromRevision: 10n })).toEqual([]);
    });

    it('countAll counts a range of $all: every event, those of the wanted types and their bytes (null where it cannot)', async () => {
      const { store } = await ctx.open();
      const before = (await store.lastCommittedPosition()).position;
      const streamId = streamName('count');
      await store.append(streamId, [...numbered(3, 'CountedThing'), ...numbered(2, 'OtherThing', 3)]);
      const counted = await store.countAll({ after: before, types: ['CountedThing'] });
      if (store.kind === 'eventstoredb') return expect(counted).toBeNull();
      expect(counted).toMatchObject({ events: 5, ofTypes: 3 });
      expect(counted!.bytes).toBeGreaterThan(0);
      const third = (await store.readStream(streamId))[2].globalPosition;
      expect(await store.countAll({ after: before, upTo: third })).toMatchObject({ events: 3, ofTypes: 3 });
      // Without types, every event is wanted.
      const all = await store.countAll({ after: third });
      expect(all).toMatchObject({ events: 2, ofTypes: 2 });
      expect(all!.bytes).toBeLessThan(counted!.bytes);
    });

    it('readAll withoutData answers the same envelopes and metadata, the data left out where the adapter can', async () => {
      const { store } = await ctx.open();
      const before = await store.lastCommittedPosition();
      const streamId = streamName('envelopes');
      await store.append(streamId, numbered(5));
      const whole = await store.readAll(before, 100);
      const bare = await store.readAll(before, 100, { withoutData: true, maxBytes: 1_000_000 });
      const mine = (page: { events: RecordedEvent[] }) => page.events.filter((e) => e.streamId === streamId);
      const envelope = ({ data: _data, ...rest }: RecordedEvent) => rest;
      expect(mine(bare).map(envelope)).toEqual(mine(whole).map(envelope));
      expect(mine(bare)).toHaveLength(5);
      expect(bare.next).toEqual(whole.next);
      // EventStoreDB sends the data whatever is asked; the SQL adapters never read it.
      if (store.kind !== 'eventstoredb') expect(mine(bare).map((e) => e.data)).toEqual([null, null, null, null, null]);
    });

    it('readStream of a stream that does not exist is empty', async () => {
      const { store } = await ctx.open();
      expect(await store.readStream(streamName('nothing'))).toEqual([]);
      expect(await store.readStream(streamName('nothing'), { direction: 'backwards' })).toEqual([]);
    });

    it('readAll pages through interleaved streams in append order, from START and from a mid position', async () => {
      const { store } = await ctx.open();
      const [a, b, c] = [streamName('ia'), streamName('ib'), streamName('ic')];
      const appended: NewEvent[] = [];
      const streamOfEach: string[] = [];
      for (const [i, streamId] of [a, b, a, c, b, a, c, c, b, a].entries()) {
        const batch = numbered(1 + (i % 2), 'ThingHappened', appended.length);
        await store.append(streamId, batch);
        appended.push(...batch);
        streamOfEach.push(...batch.map(() => streamId));
      }
      const streams = new Set([a, b, c]);
      const whole = await readAllOf(store, streams);
      expect(ids(whole.events)).toEqual(ids(appended));
      expect(whole.events.map((e) => e.streamId)).toEqual(streamOfEach);
      // The port's $all holds application events only: no store-internal ($-typed) records.
      const everything = whole.pages.flatMap((p) => p.events);
      expect(everything.filter((e) => e.type.startsWith('$') || e.streamId.startsWith('$'))).toEqual([]);
      expectIncreasing(whole.events.map((e) => ({ txId: 0n, position: e.globalPosition })));

      const paged = await readAllOf(store, streams, undefined, 3);
      expect(ids(paged.events)).toEqual(ids(appended));
      // Resuming after any page's `next` yields exactly what that page had not reached yet.
      const ourPages = paged.pages.filter((p) => p.events.some((e) => streams.has(e.streamId)));
      const mid = ourPages[Math.floor(ourPages.length / 2)];
      const before = paged.pages.slice(0, paged.pages.indexOf(mid) + 1).flatMap((p) => p.events);
      const seen = before.filter((e) => streams.has(e.streamId)).length;
      expect(seen).toBeGreaterThan(0);
      expect(seen).toBeLessThan(appended.length);
      expect(ids((await readAllOf(store, streams, mid.next)).events)).toEqual(ids(appended.slice(seen)));
    });

    it('readAll at the end: empty, isEnd, and next equals the position given', async () => {
      const { store } = await ctx.open();
      const { position } = await store.append(streamName('end'), numbered(2));
      const head = (await readAllOf(store, new Set(), position)).end;
      const page = await store.readAll(head, 10);
      expect(page).toEqual({ events: [], next: head, isEnd: true });
    });
  });

const unicode = 'Grüße, 世界! 🚀 «quotes» "double" \\ back\\slash\nnew line\ttab';

export const describeEnvelope = (ctx: SuiteContext) =>
  describe('envelope', () => {
    it('round-trips id, type, stream, revision, position, schemaVersion, data and every metadata field', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('envelope');
      const events: NewEvent[] = [
        newEvent('AgentActed', {
          text: unicode,
          nested: { list: [1, 2.5, -3, true, false, null, 'x'], deep: { deeper: { deepest: [] } }, empty: {} },
          big: 9007199254740991,
        }, {
          schemaVersion: 3,
          metadata: metadata({ actorId: 'agent-42', actorKind: 'agent', model: 'claude-test', causationId: 'cmd-9' }),
        }),
        newEvent('UserActed', ['top', 'level', 'array'], {
          metadata: metadata({ actorId: 'user-7', actorKind: 'user', model: null, requestId: null }),
        }),
        newEvent('SystemActed', 'just a string', {
          metadata: metadata({ actorId: null, actorKind: 'system', causationId: null, requestId: null }),
        }),
      ];
      await store.append(streamId, events, 'no_stream');
      const expected = events.map((e, i) => ({
        id: e.id,
        type: e.type,
        streamId,
        revision: BigInt(i),
        schemaVersion: e.schemaVersion ?? 1,
        data: e.data,
        metadata: e.metadata,
      }));
      const fromStream = await store.readStream(streamId);
      expect(fromStream).toMatchObject(expected);
      // Exactly these fields: nothing of the storage format (e.g. schemaVersion) leaks into metadata.
      expect(fromStream.map((e) => e.metadata)).toEqual(events.map((e) => e.metadata));
      expect(fromStream.map((e) => e.data)).toEqual(events.map((e) => e.data));
      for (const event of fromStream) expect(typeof event.globalPosition).toBe('bigint');
      expectIncreasing(fromStream.map((e) => ({ txId: 0n, position: e.globalPosition })));
      const fromAll = (await readAllOf(store, new Set([streamId]))).events;
      expect(fromAll).toEqual(fromStream);
    });
  });

export const describeUpcasting = (ctx: SuiteContext) =>
  describe('upcasting', () => {
    it('reads old schema versions through the registered upcasters, everywhere', async () => {
      const upcasters = new UpcasterRegistry()
        .register({ type: 'ItemAdded', fromSchemaVersion: 1, upcast: (d) => ({ title: (d as { name: string }).name }) })
        .register({
          type: 'ItemAdded',
          fromSchemaVersion: 2,
          upcast: (d) => ({ ...(d as object), quantity: 1 }),
        });
      const { store } = await ctx.open({ upcasters });
      const streamId = streamName('upcast');
      await store.append(streamId, [
        newEvent('ItemAdded', { name: 'sword' }, { schemaVersion: 1 }),
        newEvent('ItemAdded', { title: 'shield' }, { schemaVersion: 2 }),
        newEvent('ItemAdded', { title: 'bow', quantity: 3 }, { schemaVersion: 3 }),
        newEvent('ItemRemoved', { name: 'sword' }, { schemaVersion: 1 }),
      ]);
      const expected = [
        { schemaVersion: 3, data: { title: 'sword', quantity: 1 } },
        { schemaVersion: 3, data: { title: 'shield', quantity: 1 } },
        { schemaVersion: 3, data: { title: 'bow', quantity: 3 } },
        { schemaVersion: 1, data: { name: 'sword' } },
      ];
      expect(await store.readStream(streamId)).toMatchObject(expected);
      expect(await store.readStream(streamId, { direction: 'backwards' })).toMatchObject([...expected].reverse());
      expect((await readAllOf(store, new Set([streamId]))).events).toMatchObject(expected);
      const sub = collect(ctx, store, new Set([streamId]));
      await waitUntil('the subscription delivers the four events', () => sub.events.length >= 4);
      expect(sub.events).toMatchObject(expected);
    });
  });
