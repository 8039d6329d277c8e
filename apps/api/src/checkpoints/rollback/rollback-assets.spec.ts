import { describe, expect, it } from '@jest/globals';
import { batchesOf, movesOfBatch, rollbackMoves } from './rollback-assets.js';

const id = (n: number) => `a5500000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the plan of a rollback', () => {
  it('moves every asset of the checkpoint to its revision, and soft-deletes (-1) the ones made after it', () => {
    const target = [{ assetId: id(1), revision: 2 }, { assetId: id(2), revision: 0 }];
    const now = [{ assetId: id(1), revision: 5 }, { assetId: id(3), revision: 1 }];
    expect(rollbackMoves(target, now)).toEqual([[id(1), 2], [id(2), 0], [id(3), -1]]);
  });

  it('is n batches: the assets a hundred to an append, then one for the frontend projects; batch k is the same list every time', () => {
    expect(batchesOf(0)).toBe(1);
    expect(batchesOf(100)).toBe(2);
    expect(batchesOf(101)).toBe(3);
    const moves = Array.from({ length: 250 }, (_, i) => i);
    expect(movesOfBatch(moves, 0)).toEqual(moves.slice(0, 100));
    expect(movesOfBatch(moves, 2)).toEqual(moves.slice(200));
    expect(movesOfBatch(moves, 3)).toEqual([]);
  });
});
