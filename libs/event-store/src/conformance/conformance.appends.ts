import { describe, expect, it } from '@jest/globals';
import { comparePositions } from '../all-position.js';
import type { EventStore } from '../event-store.port.js';
import {
  expectWrongVersion,
  ids,
  newEvent,
  numbered,
  readAllOf,
  streamName,
  type SuiteContext,
} from './conformance.helpers.js';

const revisionsOf = async (store: EventStore, streamId: string) =>
  (await store.readStream(streamId)).map((e) => e.revision);

/** A stream with `count` events (revisions 0..count-1). */
const seeded = async (store: EventStore, count: number) => {
  const streamId = streamName('seeded');
  await store.append(streamId, numbered(count), 'no_stream');
  return streamId;
};

export const describeExpectedRevisions = (ctx: SuiteContext) =>
  describe('expected revision', () => {
    it('any: creates a new stream and appends to an existing one (also when omitted)', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('any');
      expect((await store.append(streamId, numbered(2), 'any')).nextRevision).toBe(1n);
      expect((await store.append(streamId, numbered(1), 'any')).nextRevision).toBe(2n);
      expect((await store.append(streamId, numbered(1))).nextRevision).toBe(3n);
      expect(await revisionsOf(store, streamId)).toEqual([0n, 1n, 2n, 3n]);
    });

    it('no_stream: creates a new stream', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('nostream');
      expect((await store.append(streamId, numbered(3), 'no_stream')).nextRevision).toBe(2n);
      expect(await revisionsOf(store, streamId)).toEqual([0n, 1n, 2n]);
    });

    it('no_stream on an existing stream: conflict with the actual revision, nothing written', async () => {
      const { store } = await ctx.open();
      const streamId = await seeded(store, 2);
      await expectWrongVersion(store.append(streamId, numbered(1), 'no_stream'), { streamId, actual: 1n });
      expect(await revisionsOf(store, streamId)).toEqual([0n, 1n]);
    });

    it('stream_exists on a new stream: conflict with actual no_stream, stream still absent', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('missing');
      await expectWrongVersion(store.append(streamId, numbered(1), 'stream_exists'), {
        streamId,
        actual: 'no_stream',
      });
      expect(await store.readStream(streamId)).toEqual([]);
    });

    it('stream_exists on an existing stream: appends', async () => {
      const { store } = await ctx.open();
      const streamId = await seeded(store, 1);
      expect((await store.append(streamId, numbered(2), 'stream_exists')).nextRevision).toBe(2n);
      expect(await revisionsOf(store, streamId)).toEqual([0n, 1n, 2n]);
    });

    it('exact revision that matches: appends after it', async () => {
      const { store } = await ctx.open();
      const streamId = await seeded(store, 3);
      expect((await store.append(streamId, numbered(2), 2n)).nextRevision).toBe(4n);
      expect((await store.append(streamId, numbered(1), 4n)).nextRevision).toBe(5n);
    });

    it('exact revision that is stale or ahead: conflict with the current revision, nothing written', async () => {
      const { store } = await ctx.open();
      const streamId = await seeded(store, 3);
      await expectWrongVersion(store.append(streamId, numbered(2), 1n), { streamId, actual: 2n });
      await expectWrongVersion(store.append(streamId, numbered(1), 5n), { streamId, actual: 2n });
      expect(await revisionsOf(store, streamId)).toEqual([0n, 1n, 2n]);
    });

    it('exact revision on a stream that does not exist: conflict with actual no_stream', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('absent');
      await expectWrongVersion(store.append(streamId, numbered(1), 0n), { streamId, actual: 'no_stream' });
      expect(await store.readStream(streamId)).toEqual([]);
    });

    it('the error names the stream and the expected revision', async () => {
      const { store } = await ctx.open();
      const streamId = await seeded(store, 1);
      const error = await store.append(streamId, numbered(1), 7n).catch((e: unknown) => e);
      expect(error).toMatchObject({ streamId, expected: 7n, actual: 0n });
    });
  });

export const describeAppendResults = (ctx: SuiteContext) =>
  describe('append result, idempotency and signals', () => {
    it('returns the $all position of the last appended event: reading after it skips that append', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('pos');
      const first = await store.append(streamId, numbered(3));
      const second = numbered(2, 'ThingHappened', 3);
      const secondResult = await store.append(streamId, second);
      expect(comparePositions(secondResult.position, first.position)).toBeGreaterThan(0);
      const streams = new Set([streamId]);
      expect(ids((await readAllOf(store, streams, first.position)).events)).toEqual(ids(second));
      expect((await readAllOf(store, streams, secondResult.position)).events).toEqual([]);
    });

    it('a retried append with the same event ids at the same position succeeds once, with the same result', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('retry');
      const batch = numbered(2);
      const first = await store.append(streamId, batch, 'no_stream');
      const retried = await store.append(streamId, batch, 'no_stream');
      expect(retried).toEqual(first);
      const next = [newEvent()];
      const third = await store.append(streamId, next, 1n);
      expect(await store.append(streamId, next, 1n)).toEqual(third);
      const stored = await store.readStream(streamId);
      expect(ids(stored)).toEqual([...ids(batch), ...ids(next)]);
      expect(stored.map((e) => e.revision)).toEqual([0n, 1n, 2n]);
    });

    it('a retried append with expected any is also written only once', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('retryany');
      const batch = numbered(2);
      const first = await store.append(streamId, batch, 'any');
      expect(await store.append(streamId, batch, 'any')).toEqual(first);
      expect(ids(await store.readStream(streamId))).toEqual(ids(batch));
    });

    it('onAppended tells listeners about an append until they unsubscribe', async () => {
      const { store } = await ctx.open();
      let signals = 0;
      const unsubscribe = store.onAppended(() => (signals += 1));
      await store.append(streamName('signal'), numbered(1));
      expect(signals).toBeGreaterThanOrEqual(1);
      const seen = signals;
      unsubscribe();
      await store.append(streamName('signal'), numbered(1));
      expect(signals).toBe(seen);
    });

    it('lastCommittedPosition is at or after the last append', async () => {
      const { store } = await ctx.open();
      const { position } = await store.append(streamName('last'), numbered(2));
      const last = await store.lastCommittedPosition();
      expect(comparePositions(last, position)).toBeGreaterThanOrEqual(0);
    });

    it('headPosition is at or after the last append, with nothing of ours after it', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('head');
      const { position } = await store.append(streamId, numbered(2));
      const head = await store.headPosition();
      expect(comparePositions(head.position, position)).toBeGreaterThanOrEqual(0);
      expect(head.at).toBeInstanceOf(Date);
      expect((await readAllOf(store, new Set([streamId]), head.position)).events).toEqual([]);
    });
  });
