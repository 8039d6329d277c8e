// Many single-stream appends in flight at once (issue 32: every game action is one append to its play
// session's stream). A store may write them together (the PostgreSQL adapter's group commit); each append
// still gets its own answer, as if it had been alone.
import { describe, expect, it } from '@jest/globals';
import { InvalidEventDataError, WrongExpectedVersionError } from '../event-store.errors.js';
import type { AppendResult, EventStore, ExpectedRevision, NewEvent, RecordedEvent } from '../event-store.port.js';
import { collect, ids, newEvent, numbered, readAllOf, streamName, waitUntil, type SuiteContext } from './conformance.helpers.js';

const STREAMS = 200;

/** Every append started in the same tick, so none waits for another's answer before it is sent. */
const allAtOnce = (store: EventStore, appends: { streamId: string; events: NewEvent[]; expected: ExpectedRevision }[]) =>
  Promise.allSettled(appends.map((a) => store.append(a.streamId, a.events, a.expected)));

const valueOf = (settled: PromiseSettledResult<AppendResult>): AppendResult => {
  if (settled.status === 'rejected') throw settled.reason;
  return settled.value;
};

/** Each stream's events, read back in one call. */
const streamsOf = async (store: EventStore, streamIds: string[]) => store.readStreams(streamIds.map((streamId) => ({ streamId })));

export const describeConcurrentAppends = (ctx: SuiteContext) =>
  describe('many appends in flight at once', () => {
    it(`${STREAMS} concurrent appends to ${STREAMS} streams all land, each at its revision, with its own $all position`, async () => {
      const { store } = await ctx.open();
      const streams = Array.from({ length: STREAMS }, (_, i) => streamName(`crowd${i % 4}`));
      const seeded = streams.filter((_, i) => i % 2 === 1);
      for (const settled of await allAtOnce(store, seeded.map((streamId) => ({ streamId, events: numbered(1), expected: 'no_stream' })))) valueOf(settled);

      // Every kind of expected revision: fresh streams with no_stream or any, seeded ones at revision 0 or stream_exists.
      const expectations: ExpectedRevision[] = streams.map((_, i) => (i % 2 === 0 ? (i % 4 === 0 ? 'no_stream' : 'any') : i % 4 === 1 ? 0n : 'stream_exists'));
      const appends = streams.map((streamId, i) => ({ streamId, events: [newEvent('Crowded', { i })], expected: expectations[i] }));
      const results = (await allAtOnce(store, appends)).map(valueOf);

      expect(results.map((r) => r.nextRevision)).toEqual(streams.map((_, i) => (i % 2 === 0 ? 0n : 1n)));
      const stored = await streamsOf(store, streams);
      const all = (await readAllOf(store, new Set(streams))).events;
      for (const [i, streamId] of streams.entries()) {
        const events = stored.get(streamId)!;
        expect(events.at(-1)!.id).toBe(appends[i].events[0].id);
        expect(events.map((e) => e.revision)).toEqual(i % 2 === 0 ? [0n] : [0n, 1n]);
        const inAll = all.find((e) => e.id === appends[i].events[0].id)!;
        expect(results[i].position.position).toBe(inAll.globalPosition);
      }
      expect(all).toHaveLength(STREAMS + seeded.length);
    });

    it('a stale expected revision fails only its own append; the others in flight with it are written', async () => {
      const { store } = await ctx.open();
      const streams = Array.from({ length: 60 }, () => streamName('stale'));
      for (const settled of await allAtOnce(store, streams.map((streamId) => ({ streamId, events: numbered(2), expected: 'no_stream' })))) valueOf(settled);
      // Every 5th is stale (0, the stream is at 1); every 7th claims the stream is new; the rest are right.
      const expectedOf = (i: number): ExpectedRevision => (i % 5 === 0 ? 0n : i % 7 === 0 ? 'no_stream' : 1n);
      const refused = (i: number) => i % 5 === 0 || i % 7 === 0;
      const appends = streams.map((streamId, i) => ({ streamId, events: [newEvent('Moved', { i })], expected: expectedOf(i) }));
      const settled = await allAtOnce(store, appends);

      const stored = await streamsOf(store, streams);
      for (const [i, outcome] of settled.entries()) {
        const revisions = stored.get(streams[i])!.map((e) => e.revision);
        if (refused(i)) {
          expect(outcome.status).toBe('rejected');
          const error = (outcome as PromiseRejectedResult).reason as WrongExpectedVersionError;
          expect(error).toBeInstanceOf(WrongExpectedVersionError);
          expect(error).toMatchObject({ streamId: streams[i], expected: expectedOf(i), actual: 1n });
          expect(revisions).toEqual([0n, 1n]);
        } else {
          expect(valueOf(outcome).nextRevision).toBe(2n);
          expect(revisions).toEqual([0n, 1n, 2n]);
          expect(stored.get(streams[i])![2].id).toBe(appends[i].events[0].id);
        }
      }
    });

    it('one stream appended many times at once with any: every event once, each answer its event\'s revision', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('hot');
      const appends = Array.from({ length: 60 }, (_, i) => ({ streamId, events: [newEvent('Clicked', { i })], expected: 'any' as const }));
      const results = (await allAtOnce(store, appends)).map(valueOf);

      const stored = await store.readStream(streamId);
      expect(stored.map((e) => e.revision)).toEqual(appends.map((_, i) => BigInt(i)));
      expect(new Set(ids(stored))).toEqual(new Set(appends.map((a) => a.events[0].id)));
      for (const [i, a] of appends.entries()) {
        expect(stored[Number(results[i].nextRevision)].id).toBe(a.events[0].id);
      }
      // $all holds them in the stream's order too.
      expect(ids((await readAllOf(store, new Set([streamId]))).events)).toEqual(ids(stored));
    });

    (ctx.capabilities.refusesInvalidData ? it : it.skip)('an append whose data the store cannot hold fails alone; the others in flight with it are written', async () => {
      const { store } = await ctx.open();
      const streams = Array.from({ length: 20 }, () => streamName('mixed'));
      const bad = new Map([
        [7, { text: 'a\u0000b' }], // NUL
        [12, { text: 'a\ud800b' }], // a lone surrogate
      ]);
      const appends = streams.map((streamId, i) => ({ streamId, events: [newEvent('Named', bad.get(i) ?? { text: `ok ${i}` })], expected: 'no_stream' as const }));
      const settled = await allAtOnce(store, appends);

      const stored = await streamsOf(store, streams);
      for (const [i, outcome] of settled.entries()) {
        if (bad.has(i)) {
          expect(outcome.status).toBe('rejected');
          expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(InvalidEventDataError);
          expect(stored.get(streams[i])).toEqual([]);
        } else {
          expect(valueOf(outcome).nextRevision).toBe(0n);
          expect(ids(stored.get(streams[i])!)).toEqual(ids(appends[i].events));
        }
      }
    });

    it('a catch-up subscription sees every event exactly once, in $all order, while many writers append', async () => {
      const { store } = await ctx.open();
      const writers = Array.from({ length: 24 }, () => streamName('live'));
      const sentinelStream = streamName('sentinel');
      const sub = collect(ctx, store, new Set([...writers, sentinelStream]), { batchSize: 50, pollIntervalMs: 20 });
      const PER_WRITER = 15;
      // Each writer appends its events one at a time, after the previous one's answer, at the exact revision.
      const written = await Promise.all(
        writers.map(async (streamId) => {
          const events: NewEvent[] = [];
          for (let i = 0; i < PER_WRITER; i++) {
            const event = newEvent('Ticked', { i });
            await store.append(streamId, [event], i === 0 ? 'no_stream' : BigInt(i - 1));
            events.push(event);
          }
          return events;
        }),
      );
      // Appended after every writer's answer: once it is delivered, whatever was going to come (a straggler,
      // a duplicate) has come.
      const sentinel = newEvent('Sentinel');
      await store.append(sentinelStream, [sentinel]);
      await waitUntil('the sentinel is delivered', () => sub.events.some((e) => e.id === sentinel.id));

      const total = writers.length * PER_WRITER;
      const events = sub.events.filter((e) => e.streamId !== sentinelStream);
      expect(events).toHaveLength(total);
      expect(new Set(ids(events)).size).toBe(total);
      expect(ids(events)).toEqual(ids((await readAllOf(store, new Set(writers))).events));
      for (const [w, streamId] of writers.entries()) {
        const delivered: RecordedEvent[] = events.filter((e) => e.streamId === streamId);
        expect(ids(delivered)).toEqual(ids(written[w]));
        expect(delivered.map((e) => e.revision)).toEqual(Array.from({ length: PER_WRITER }, (_, i) => BigInt(i)));
      }
      expect(sub.failure).toBeNull();
    });
  });
