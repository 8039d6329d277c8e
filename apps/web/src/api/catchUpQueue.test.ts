import { describe, expect, it } from '@jest/globals';
import { createCatchUpQueue } from './catchUpQueue';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('catch-up queue', () => {
  it('coalesces a burst of updates into one fetch in flight, then one for the newest position', async () => {
    const fetched: (string | null)[] = [];
    let release!: () => void;
    const queue = createCatchUpQueue({
      isCaughtUp: () => false,
      catchUp: (position) => {
        fetched.push(position);
        return new Promise<boolean>((resolve) => (release = () => resolve(true)));
      },
    });
    queue.start();
    queue.request('5.1');
    for (const p of ['5.2', '6.1', '5.9', '6.3', '6.2']) queue.request(p);
    release();
    await tick();
    release();
    await tick();
    expect(fetched).toEqual(['5.1', '6.3']);
    queue.stop();
  });

  it('skips positions the cache already shows, unless forced', async () => {
    const fetched: (string | null)[] = [];
    const queue = createCatchUpQueue({ isCaughtUp: (p) => p === '3.3', catchUp: async (p) => (fetched.push(p), true) });
    queue.start();
    queue.request('3.3');
    await tick();
    queue.request('3.3', true);
    await tick();
    expect(fetched).toEqual(['3.3']);
    queue.stop();
  });

  it('does nothing after stop', async () => {
    const fetched: (string | null)[] = [];
    const queue = createCatchUpQueue({ isCaughtUp: () => false, catchUp: async (p) => (fetched.push(p), true) });
    queue.start();
    queue.stop();
    queue.request('1.1');
    await tick();
    expect(fetched).toEqual([]);
  });
});
