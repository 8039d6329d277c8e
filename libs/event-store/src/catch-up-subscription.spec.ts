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
});
