import { describe, expect, it } from '@jest/globals';
import { type FlushOutcome, GroupCommitter, takeFlush, type Waiting } from './group-commit.js';

type Req = Waiting & { id: string };
const req = (id: string, streamId = `s-${id}`, bytes = 10): Req => ({ id, streamId, bytes });
const idsOf = (reqs: readonly Req[]) => reqs.map((r) => r.id);
const bounds = { maxAppends: 256, maxBytes: 1000 };

describe('takeFlush', () => {
  it('takes waiting appends in arrival order', () => {
    const { flush, left } = takeFlush([req('a'), req('b'), req('c')], bounds);
    expect(idsOf(flush)).toEqual(['a', 'b', 'c']);
    expect(left).toEqual([]);
  });

  it('takes a stream at most once: its later appends wait, in their order, and others behind them still go', () => {
    const queue = [req('a1', 'A'), req('b1', 'B'), req('a2', 'A'), req('c1', 'C'), req('a3', 'A'), req('b2', 'B')];
    const { flush, left } = takeFlush(queue, bounds);
    expect(idsOf(flush)).toEqual(['a1', 'b1', 'c1']);
    expect(idsOf(left)).toEqual(['a2', 'a3', 'b2']);
  });

  it('leaves out streams whose appends are in a running flush', () => {
    const { flush, left } = takeFlush([req('a2', 'A'), req('b1', 'B')], bounds, new Set(['A']));
    expect(idsOf(flush)).toEqual(['b1']);
    expect(idsOf(left)).toEqual(['a2']);
  });

  it('stops at the count bound; the rest waits in order', () => {
    const queue = Array.from({ length: 10 }, (_, i) => req(String(i)));
    const { flush, left } = takeFlush(queue, { maxAppends: 4, maxBytes: 1e9 });
    expect(idsOf(flush)).toEqual(['0', '1', '2', '3']);
    expect(idsOf(left)).toEqual(['4', '5', '6', '7', '8', '9']);
  });

  it('stops before the append that would pass the byte bound, but one larger append still goes alone', () => {
    const queue = [req('a', 'A', 400), req('b', 'B', 500), req('c', 'C', 200), req('d', 'D', 10)];
    expect(idsOf(takeFlush(queue, bounds).flush)).toEqual(['a', 'b']);
    const big = takeFlush([req('big', 'A', 5000), req('small', 'B', 1)], bounds);
    expect(idsOf(big.flush)).toEqual(['big']);
    expect(idsOf(big.left)).toEqual(['small']);
  });

  it('looks a bounded way past one hot stream, so a flush costs no pass over thousands of its appends', () => {
    const hot = Array.from({ length: 5000 }, (_, i) => req(`h${i}`, 'HOT'));
    const { flush, left } = takeFlush([...hot, req('other', 'X')], { maxAppends: 8, maxBytes: 1e9 });
    expect(idsOf(flush)).toEqual(['h0']);
    expect(idsOf(left)).toEqual([...idsOf(hot.slice(1)), 'other']); // nothing lost, order kept
  });
});

/** A flush function whose calls the test answers by hand. */
const manualFlush = () => {
  const calls: { reqs: Req[]; answer: (outcomes: FlushOutcome<string>[]) => void; fail: (error: unknown) => void }[] = [];
  const flush = (reqs: Req[]) =>
    new Promise<FlushOutcome<string>[]>((answer, fail) => {
      calls.push({ reqs, answer, fail });
    });
  const okAll = (i: number) => calls[i].answer(calls[i].reqs.map((r) => ({ ok: true, value: `done ${r.id}` })));
  return { calls, flush, okAll };
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommitter', () => {
  it('flushes a lone append at once, with no timer', async () => {
    const { calls, flush, okAll } = manualFlush();
    const committer = new GroupCommitter(flush, bounds);
    const answer = committer.submit(req('a'));
    expect(calls.map((c) => idsOf(c.reqs))).toEqual([['a']]); // called synchronously by submit
    okAll(0);
    await expect(answer).resolves.toBe('done a');
  });

  it('groups the appends that arrive while a flush runs into the next flush', async () => {
    const { calls, flush, okAll } = manualFlush();
    const committer = new GroupCommitter(flush, bounds);
    const first = committer.submit(req('a'));
    const waiting = ['b', 'c', 'd'].map((id) => committer.submit(req(id)));
    expect(calls).toHaveLength(1);
    okAll(0);
    await first;
    expect(calls.map((c) => idsOf(c.reqs))).toEqual([['a'], ['b', 'c', 'd']]);
    okAll(1);
    await expect(Promise.all(waiting)).resolves.toEqual(['done b', 'done c', 'done d']);
  });

  it('answers each append of a flush on its own: one refusal rejects only that append', async () => {
    const { calls, flush, okAll } = manualFlush();
    const committer = new GroupCommitter(flush, bounds);
    const first = committer.submit(req('a'));
    const [b, c] = [committer.submit(req('b')), committer.submit(req('c'))];
    okAll(0);
    await first;
    const refusal = new Error('conflict on c');
    calls[1].answer([{ ok: true, value: 'done b' }, { ok: false, error: refusal }]);
    await expect(b).resolves.toBe('done b');
    await expect(c).rejects.toBe(refusal);
  });

  it('a flush that throws rejects each of its appends, and the next flush still runs', async () => {
    const { calls, flush, okAll } = manualFlush();
    const committer = new GroupCommitter(flush, bounds);
    const first = committer.submit(req('a'));
    const later = committer.submit(req('b'));
    const lost = new Error('connection lost');
    calls[0].fail(lost);
    await expect(first).rejects.toBe(lost);
    expect(idsOf(calls[1].reqs)).toEqual(['b']);
    okAll(1);
    await expect(later).resolves.toBe('done b');
  });

  it('two appends of one stream go in successive flushes, in arrival order', async () => {
    const { calls, flush, okAll } = manualFlush();
    const committer = new GroupCommitter(flush, bounds);
    const answers = [committer.submit(req('x')), committer.submit(req('a1', 'A')), committer.submit(req('a2', 'A')), committer.submit(req('b1', 'B'))];
    okAll(0);
    await tick();
    okAll(1);
    await tick();
    okAll(2);
    await Promise.all(answers);
    expect(calls.map((c) => idsOf(c.reqs))).toEqual([['x'], ['a1', 'b1'], ['a2']]);
  });

  it('with two flushes at a time, a stream is never in both', async () => {
    const { calls, flush, okAll } = manualFlush();
    const committer = new GroupCommitter(flush, bounds, 2);
    const answers = [committer.submit(req('a1', 'A')), committer.submit(req('a2', 'A')), committer.submit(req('b1', 'B'))];
    expect(calls.map((c) => idsOf(c.reqs))).toEqual([['a1'], ['b1']]); // a2 waits for a1's flush
    okAll(1);
    await tick();
    expect(calls).toHaveLength(2);
    okAll(0);
    await tick();
    expect(idsOf(calls[2].reqs)).toEqual(['a2']);
    okAll(2);
    await Promise.all(answers);
  });

  it('drained resolves once every accepted append has its answer', async () => {
    const { flush, okAll, calls } = manualFlush();
    const committer = new GroupCommitter(flush, bounds);
    await committer.drained(); // nothing pending
    void committer.submit(req('a'));
    void committer.submit(req('b'));
    let drained = false;
    const draining = committer.drained().then(() => (drained = true));
    okAll(0);
    await tick();
    expect(drained).toBe(false);
    expect(committer.pending).toBe(1);
    okAll(calls.length - 1);
    await draining;
    expect(committer.pending).toBe(0);
  });
});
