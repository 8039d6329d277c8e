import { describe, expect, it } from '@jest/globals';
import { WrongExpectedVersionError } from '../event-store.errors.js';
import type { EventStore, NewEvent } from '../event-store.port.js';
import {
  collect,
  ids,
  newEvent,
  numbered,
  readAllOf,
  streamName,
  waitUntil,
  type SuiteContext,
} from './conformance.helpers.js';

const WRITERS = 8;
const APPENDS_PER_WRITER = 25;

/** Reads the current revision and appends after it; on a conflict, reads again and retries. */
const writeAll = async (store: EventStore, streamId: string, events: NewEvent[]) => {
  let conflicts = 0;
  for (const event of events) {
    for (;;) {
      const [last] = await store.readStream(streamId, { direction: 'backwards', maxCount: 1 });
      try {
        await store.append(streamId, [event], last ? last.revision : 'no_stream');
        break;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        conflicts += 1;
      }
    }
  }
  return conflicts;
};

export const describeRealConcurrency = (ctx: SuiteContext) =>
  describe('real concurrency', () => {
    it(`${WRITERS} writers with exact expected revisions on one stream: every event once, one per revision`, async () => {
      const { store } = await ctx.open();
      const streamId = streamName('contended');
      const perWriter = Array.from({ length: WRITERS }, (_, w) =>
        Array.from({ length: APPENDS_PER_WRITER }, (_, i) => newEvent('Written', { writer: w, i })),
      );
      const conflicts = await Promise.all(perWriter.map((events) => writeAll(store, streamId, events)));

      const stored = await store.readStream(streamId);
      const total = WRITERS * APPENDS_PER_WRITER;
      expect(stored.map((e) => e.revision)).toEqual(Array.from({ length: total }, (_, i) => BigInt(i)));
      expect(new Set(ids(stored)).size).toBe(total);
      for (const events of perWriter) {
        const mine = stored.filter((e) => (e.data as { writer: number }).writer === (events[0].data as { writer: number }).writer);
        expect(ids(mine)).toEqual(ids(events)); // each writer's events, once each, in its own order
      }
      expect(conflicts.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    });

    it(`${WRITERS} writers racing to create one stream with no_stream: exactly one wins`, async () => {
      const { store } = await ctx.open();
      const streamId = streamName('race');
      const attempts = Array.from({ length: WRITERS }, () => numbered(2));
      const results = await Promise.allSettled(attempts.map((events) => store.append(streamId, events, 'no_stream')));
      const winners = results.flatMap((r, i) => (r.status === 'fulfilled' ? [attempts[i]] : []));
      expect(winners).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') {
          expect(r.reason).toBeInstanceOf(WrongExpectedVersionError);
          expect((r.reason as WrongExpectedVersionError).actual).toBe(1n);
        }
      }
      expect(ids(await store.readStream(streamId))).toEqual(ids(winners[0]));
    });

    it(`${WRITERS} writers of appendMany over the same streams in different orders: no deadlock, every event once`, async () => {
      const { store } = await ctx.open();
      const streams = Array.from({ length: 5 }, () => streamName('overlap'));
      const perWriter = Array.from({ length: WRITERS }, (_, w) => {
        const order = w % 2 === 0 ? streams : [...streams].reverse();
        return order.map((streamId) => ({ streamId, events: [newEvent('Written', { writer: w })], expected: 'any' as const }));
      });
      await Promise.all(perWriter.map((writes) => store.appendMany(writes)));
      for (const streamId of streams) {
        const stored = await store.readStream(streamId);
        expect(stored.map((e) => e.revision)).toEqual(Array.from({ length: WRITERS }, (_, i) => BigInt(i)));
        expect(new Set(stored.map((e) => (e.data as { writer: number }).writer)).size).toBe(WRITERS);
      }
    });

    const slowIt = ctx.capabilities.slowTransactions ? it : it.skip;
    slowIt('a slow transaction that commits after a faster later one is still delivered, in order', async () => {
      const fixture = await ctx.open();
      const { store, slowAppend } = fixture;
      if (!slowAppend) throw new Error('The capabilities claim slowTransactions: the fixture must provide slowAppend');
      const [slowStream, fastStream] = [streamName('slow'), streamName('fast')];
      const streams = new Set([slowStream, fastStream]);
      const baseline = numbered(1);
      await store.append(fastStream, baseline);
      const sub = collect(ctx, store, streams, { pollIntervalMs: 20 });
      await waitUntil('the baseline is delivered', () => sub.events.length >= 1);

      const slowEvent = newEvent('SlowWritten');
      const fastEvent = newEvent('FastWritten');
      let holding!: () => void;
      const inserted = new Promise<void>((resolve) => (holding = resolve));
      let slowCommitted = false;
      const slow = slowAppend(slowStream, [slowEvent], 1_500, holding).then(() => (slowCommitted = true));
      await inserted;
      await store.append(fastStream, [fastEvent]);
      expect(slowCommitted).toBe(false); // the faster, later transaction really committed first
      await slow;

      await waitUntil('both events are delivered', () => sub.events.length >= 3);
      const all = (await readAllOf(store, streams)).events;
      const [slowStored, fastStored] = [slowEvent, fastEvent].map((e) => all.find((s) => s.id === e.id)!);
      // The slow transaction took its global position first, so a reader by position alone would skip it.
      expect(slowStored.globalPosition).toBeLessThan(fastStored.globalPosition);
      expect(ids(sub.events)).toEqual(ids(all));
      expect(new Set(ids(sub.events))).toEqual(new Set([baseline[0].id, slowEvent.id, fastEvent.id]));
      expect(sub.failure).toBeNull();
    });
  });
