import { describe, expect, it } from '@jest/globals';
import { isTransient, startCatchUpSubscription } from './catch-up-subscription.js';
import type { ReadAllPage } from './event-store.port.js';

describe('catch-up subscription', () => {
  it('retries connection trouble but not a bug', () => {
    expect(isTransient(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransient(Object.assign(new Error('admin shutdown'), { code: '57P01' }))).toBe(true);
    expect(isTransient(Object.assign(new Error('conn failure'), { code: '08006' }))).toBe(true);
    expect(isTransient(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransient(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isTransient(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
  });

  it('fails (instead of spinning) when reading throws something that is not transient', async () => {
    const subscription = startCatchUpSubscription(async () => undefined, {
      from: { txId: 0n, position: 0n },
      batchSize: 10,
      pollIntervalMs: 10,
      readAll: async (): Promise<ReadAllPage> => {
        throw new TypeError('an upcaster bug');
      },
      onWake: () => () => undefined,
    });
    await expect(subscription.failed).resolves.toThrow('an upcaster bug');
    await subscription.stop();
  });

  it('woken again and again, reads no sooner than coalesceMs after its last read began', async () => {
    const reads: number[] = [];
    let wake = () => undefined as void;
    const subscription = startCatchUpSubscription(async () => undefined, {
      from: { txId: 0n, position: 0n },
      batchSize: 10,
      pollIntervalMs: 60_000,
      coalesceMs: 150,
      readAll: async (from): Promise<ReadAllPage> => (reads.push(performance.now()), { events: [], next: from, isEnd: true }),
      onWake: (listener) => ((wake = listener), () => undefined),
    });
    // Appends every 10 ms for 400 ms: one read at the start, then one per 150 ms at most (a read per wake-up without it).
    const started = performance.now();
    for (let i = 0; i < 40; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      wake();
    }
    await subscription.stop();
    // 40 wake-ups (a loaded machine spaces them more than 10 ms: count by the time they took).
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.length).toBeLessThanOrEqual(Math.floor((performance.now() - started) / 150) + 2);
    // Timers keep whole milliseconds of the event loop's clock: one may fire up to ~1 ms before performance.now() says.
    for (let i = 1; i < reads.length - 1; i++) expect(reads[i] - reads[i - 1]).toBeGreaterThanOrEqual(147);
  });
});
