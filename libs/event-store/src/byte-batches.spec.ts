import { describe, expect, it } from '@jest/globals';
import { nextSizeProbe, rowsWithinBytes } from './byte-batches.js';

const MB = 1024 * 1024;

describe('batches by bytes', () => {
  it('takes every row while their sizes fit', () => {
    expect(rowsWithinBytes([10, 20, 30], 60)).toBe(3);
    expect(rowsWithinBytes([], 60)).toBe(0);
  });

  it('splits a batch of large events: 10 events of 5 MB under a 16 MB bound take 3, then 3, then 3, then 1', () => {
    let sizes = Array<number>(10).fill(5 * MB);
    const batches: number[] = [];
    while (sizes.length > 0) {
      const n = rowsWithinBytes(sizes, 16 * MB);
      batches.push(n);
      sizes = sizes.slice(n);
    }
    expect(batches).toEqual([3, 3, 3, 1]);
  });

  it('keeps one event larger than the bound as a batch of one', () => {
    expect(rowsWithinBytes([40 * MB, 1, 1], 16 * MB)).toBe(1);
    expect(rowsWithinBytes([1, 40 * MB, 1], 16 * MB)).toBe(1);
  });

  it('stops at the row that would pass the bound, small ones after it wait for the next batch', () => {
    expect(rowsWithinBytes([6 * MB, 6 * MB, 6 * MB, 1], 16 * MB)).toBe(2);
  });

  it('reads fewer sizes after a batch cut by bytes, and all again after one that was not', () => {
    expect(nextSizeProbe(10_000, null, false)).toBe(10_000);
    expect(nextSizeProbe(10_000, 3, true)).toBe(64);
    expect(nextSizeProbe(10_000, 500, true)).toBe(2000);
    expect(nextSizeProbe(10_000, 5000, true)).toBe(10_000);
    expect(nextSizeProbe(10_000, 3, false)).toBe(10_000);
  });
});
