import { describe, expect, it } from '@jest/globals';
import { START, type AllPosition, type EventStore, type NewEvent } from '../event-store.port.js';
import {
  collect,
  expectIncreasing,
  ids,
  newEvent,
  numbered,
  readAllOf,
  sleep,
  streamName,
  waitUntil,
  type Collected,
  type SuiteContext,
} from './conformance.helpers.js';

/** Appends one event at a time, alternating between the streams. */
const appendAlternating = async (store: EventStore, streams: string[], count: number, from = 0) => {
  const appended: NewEvent[] = [];
  for (let i = 0; i < count; i++) {
    const [event] = numbered(1, 'ThingHappened', from + i);
    await store.append(streams[i % streams.length], [event]);
    appended.push(event);
  }
  return appended;
};

/**
 * Appends a last event and waits for it: whatever the subscriptions were going to deliver (a duplicate,
 * a straggler) has been delivered by then, so comparing the lists afterwards is exact.
 */
const flush = async (store: EventStore, streamId: string, subscription: Collected) => {
  const sentinel = newEvent('Sentinel');
  await store.append(streamId, [sentinel]);
  await waitUntil('the sentinel is delivered', () => subscription.events.some((e) => e.id === sentinel.id));
  return sentinel;
};

export const describeSubscriptions = (ctx: SuiteContext) =>
  describe('catch-up subscription', () => {
    it('delivers the existing events, then live ones, in $all order, each once', async () => {
      const { store } = await ctx.open();
      const names = [streamName('suba'), streamName('subb')];
      const streams = new Set(names);
      const existing = await appendAlternating(store, names, 7);
      const sub = collect(ctx, store, streams, { batchSize: 3 });
      await waitUntil('the existing events are delivered', () => sub.events.length >= existing.length);
      const live = await appendAlternating(store, names, 5, 7);
      await waitUntil('the live events are delivered', () => sub.events.length >= existing.length + live.length);
      const sentinel = await flush(store, names[0], sub);

      expect(ids(sub.events)).toEqual(ids([...existing, ...live, sentinel]));
      expect(ids(sub.events)).toEqual(ids((await readAllOf(store, streams)).events));
      expectIncreasing(sub.nexts);
      for (const size of sub.batchSizes) expect(size).toBeLessThanOrEqual(3);
      expect(sub.systemEvents).toEqual([]);
      expect(sub.failure).toBeNull();
    });

    it('starts strictly after the given position', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('subfrom');
      const { position } = await store.append(streamId, numbered(3));
      const later = numbered(2, 'ThingHappened', 3);
      await store.append(streamId, later);
      const sub = collect(ctx, store, new Set([streamId]), { from: position });
      const sentinel = await flush(store, streamId, sub);
      expect(ids(sub.events)).toEqual(ids([...later, sentinel]));
    });

    it('restarted from the saved next, it resumes with exactly the remaining events (none twice, none lost)', async () => {
      const { store } = await ctx.open();
      const names = [streamName('resa'), streamName('resb')];
      const streams = new Set(names);
      const before = await appendAlternating(store, names, 6);

      let checkpoint: AllPosition = START;
      let held = false;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const first: Collected = collect(ctx, store, streams, { batchSize: 2 }, async (_batch, next) => {
        if (!held && first.events.length >= 3) {
          held = true; // the process "crashes" while handling this batch; it still completes
          await gate;
        }
        checkpoint = next; // a projection stores this with its rows, in one transaction
      });
      await waitUntil('the first subscription is inside a handler call', () => held);

      let stopped = false;
      const stopping = first.subscription.stop().then(() => (stopped = true));
      await sleep(100);
      expect(stopped).toBe(false); // stop() waits for the running handler call
      release();
      await stopping;
      const callsAtStop = first.calls;
      expect(first.events.length).toBeLessThan(before.length);

      const after = await appendAlternating(store, names, 4, 6);
      const second = collect(ctx, store, streams, { from: checkpoint, batchSize: 2 });
      const sentinel = await flush(store, names[1], second);

      expect([...ids(first.events), ...ids(second.events)]).toEqual(ids([...before, ...after, sentinel]));
      expect(first.calls).toBe(callsAtStop);
      expect(first.failure).toBeNull();
      expect(second.failure).toBeNull();
    });

    it('fails when the handler throws, and delivers nothing more', async () => {
      const { store } = await ctx.open();
      const streamId = streamName('subfail');
      const streams = new Set([streamId]);
      const crash = new Error('projection crashed');
      const sub = collect(ctx, store, streams, {}, async (batch) => {
        if (batch.some((e) => streams.has(e.streamId))) throw crash;
      });
      await store.append(streamId, numbered(1));
      await waitUntil('the subscription reports its failure', () => sub.failure !== null);
      expect(sub.failure).toBe(crash);
      const calls = sub.calls;
      await store.append(streamId, numbered(1));
      await sleep(300);
      expect(sub.calls).toBe(calls);
    });
  });
