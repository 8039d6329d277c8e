import { describe, expect, it } from '@jest/globals';
import type { EventStore, NewEvent } from '@tempest/event-store';
import { toHttpError } from './error-mapping.js';
import { budgetedEventStore, eventBytes, requestBudget, withoutRequestBudget } from './request-budget.js';

const metadata = { actorId: null, actorKind: 'user' as const, correlationId: 'c', causationId: null, requestId: 'r', timestamp: 't' };
const event = (chars: number): NewEvent => ({ id: `${chars}-${Math.random()}`, type: 'Noted', data: { text: 'x'.repeat(chars) }, metadata });

/** A store that records what reached it; `fail` makes the next append throw (a conflict). */
const fakeStore = () => {
  const written: string[] = [];
  let fail = false;
  const store = {
    kind: 'pglite',
    append: async (streamId: string) => {
      if (fail) throw ((fail = false), new Error('conflict'));
      written.push(streamId);
      return { nextRevision: 0n, position: { txId: 1n, position: 1n } };
    },
    appendMany: async (writes: { streamId: string }[]) => {
      written.push(...writes.map((w) => w.streamId));
      return writes.map(() => ({ nextRevision: 0n, position: { txId: 1n, position: 1n } }));
    },
  } as unknown as EventStore;
  return { store, written, failNext: () => (fail = true) };
};

/** Runs `work` as a request with a budget of `limit` bytes would. */
const inRequest = <T>(limit: number, work: () => Promise<T>): Promise<T> =>
  new Promise((resolve, reject) => requestBudget(limit)({} as never, {} as never, () => void work().then(resolve, reject)));

describe('the event-byte budget of a request', () => {
  it('counts the data and metadata of every event as JSON bytes', () => {
    const e = event(10);
    expect(eventBytes([e, e])).toBe(2 * (JSON.stringify(e.data).length + JSON.stringify(metadata).length));
    expect(eventBytes([{ ...e, data: { text: 'é' } }])).toBe(JSON.stringify({ text: 'é' }).length + 1 + JSON.stringify(metadata).length);
  });

  it('lets appends through until their sum would pass the budget, then refuses that append whole with 413', async () => {
    const { store, written } = fakeStore();
    const budgeted = budgetedEventStore(store);
    const one = eventBytes([event(1000)]);
    const refusal = await inRequest(one * 2 + 10, async () => {
      await budgeted.append('a', [event(1000)]);
      await budgeted.appendMany([{ streamId: 'b', events: [event(1000)], expected: 'any' }]);
      return budgeted.appendMany([{ streamId: 'c', events: [event(5)], expected: 'any' }, { streamId: 'd', events: [event(5)], expected: 'any' }]).catch((e: unknown) => e);
    });
    expect(refusal).toMatchObject({ category: 'too_large', code: 'request.too_large', details: { limitBytes: one * 2 + 10 } });
    expect(toHttpError(refusal).status).toBe(413);
    expect(written).toEqual(['a', 'b']);
    expect(budgeted.kind).toBe('pglite');
  });

  it('gives back the bytes of an append that failed (the kernel retries a conflict)', async () => {
    const { store, written, failNext } = fakeStore();
    const budgeted = budgetedEventStore(store);
    const limit = eventBytes([event(1000)]) + 10;
    await inRequest(limit, async () => {
      failNext();
      await expect(budgeted.append('a', [event(1000)])).rejects.toThrow('conflict');
      await budgeted.append('a', [event(1000)]);
    });
    expect(written).toEqual(['a']);
  });

  it('does not count outside a request, in work detached from it, or with a budget of 0', async () => {
    const { store, written } = fakeStore();
    const budgeted = budgetedEventStore(store);
    await budgeted.append('outside', [event(5000)]);
    await inRequest(100, () => withoutRequestBudget(() => budgeted.append('detached', [event(5000)])));
    await inRequest(0, () => budgeted.append('unbudgeted', [event(5000)]));
    expect(written).toEqual(['outside', 'detached', 'unbudgeted']);
  });
});
