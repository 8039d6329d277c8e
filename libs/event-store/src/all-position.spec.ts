import { describe, expect, it } from '@jest/globals';
import { comparePositions, formatPosition, parsePosition } from './all-position.js';

describe('$all positions', () => {
  it('orders by transaction first, then global position', () => {
    // A slow transaction (lower xid) whose event got a higher global position still comes first.
    expect(comparePositions({ txId: 10n, position: 900n }, { txId: 11n, position: 5n })).toBe(-1);
    expect(comparePositions({ txId: 11n, position: 5n }, { txId: 11n, position: 6n })).toBe(-1);
    expect(comparePositions({ txId: 11n, position: 6n }, { txId: 11n, position: 6n })).toBe(0);
    expect(comparePositions({ txId: 12n, position: 1n }, { txId: 11n, position: 6n })).toBe(1);
  });

  it('round-trips through "tx.position" text and refuses anything else', () => {
    const position = { txId: 18446744073709551615n, position: 9007199254740993n };
    expect(parsePosition(formatPosition(position))).toEqual(position);
    for (const bad of ['', '12', '1.2.3', '-1.2', 'a.b', '1. 2', '1.2 ']) expect(parsePosition(bad)).toBeNull();
  });
});
