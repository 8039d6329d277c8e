import { describe, expect, it } from '@jest/globals';
import { allInOrder, inBatches } from './in-batches.js';

const later = <T>(ms: number, value: T, fail = false) => new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(value) : resolve(value)), ms));

describe('allInOrder', () => {
  it('answers every value in the order given, whichever settles first', async () => {
    expect(await allInOrder([later(20, 'a'), later(1, 2)])).toEqual(['a', 2]);
  });

  it("throws the first failure in the order given, not the first in time, once all have settled", async () => {
    const settled: string[] = [];
    const first = later(30, new Error('not found'), true).finally(() => settled.push('first'));
    const second = later(1, new Error('too many'), true).finally(() => settled.push('second'));
    await expect(allInOrder([first, second])).rejects.toThrow('not found');
    expect(settled).toEqual(['second', 'first']);
  });
});

describe('inBatches', () => {
  it('runs a batch at a time and stops after the batch that failed', async () => {
    const ran: number[] = [];
    const run = (n: number): Promise<number> => (ran.push(n), n === 3 ? later<number>(1, Number.NaN).then(() => Promise.reject(new Error('three'))) : later(1, n * 10));
    await expect(inBatches([1, 2, 3, 4, 5], 2, run)).rejects.toThrow('three');
    expect(ran).toEqual([1, 2, 3, 4]);
    expect(await inBatches([1, 2, 4], 2, (n) => later(1, n * 10))).toEqual([10, 20, 40]);
  });
});
