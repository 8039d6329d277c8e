import { describe, expect, it } from '@jest/globals';
import { byDay, maxStack, topKeys } from './chartData';

describe('chart series', () => {
  const rows = [
    { day: '2026-11-25', key: 'AssetEdited', count: 5 },
    { day: '2026-11-25', key: 'GameCreated', count: 1 },
    { day: '2026-11-26', key: 'AssetCreated', count: 3 },
    { day: '2026-11-26', key: 'AssetEdited', count: 2 },
  ];

  it('keeps the biggest keys and folds the rest into other', () => {
    expect(topKeys(rows, 2)).toEqual({ keys: ['AssetEdited', 'AssetCreated'], other: true });
    expect(topKeys(rows, 5)).toEqual({ keys: ['AssetEdited', 'AssetCreated', 'GameCreated'], other: false });
  });

  it('gives every day a row, quiet days zero, and sums the folded keys', () => {
    const days = byDay(['2026-11-24', '2026-11-25', '2026-11-26'], rows, ['AssetEdited', 'AssetCreated']);
    expect(days).toEqual([
      { day: '2026-11-24', values: { AssetEdited: 0, AssetCreated: 0 } },
      { day: '2026-11-25', values: { AssetEdited: 5, AssetCreated: 0, other: 1 } },
      { day: '2026-11-26', values: { AssetEdited: 2, AssetCreated: 3 } },
    ]);
    expect(maxStack(days)).toBe(6);
  });
});
