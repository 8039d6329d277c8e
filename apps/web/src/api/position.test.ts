import { describe, expect, it } from '@jest/globals';
import { comparePositions, isAtOrAfter, isNewerPosition } from './position';

describe('read-model positions in the browser', () => {
  it('compares numerically, transaction first', () => {
    expect(comparePositions('9.500', '10.1')).toBe(-1);
    expect(comparePositions('10.2', '10.10')).toBe(-1);
    expect(comparePositions('18446744073709551615.1', '18446744073709551614.9')).toBe(1);
    expect(comparePositions('7.7', '7.7')).toBe(0);
    expect(comparePositions('7.x', '7.7')).toBeNull();
  });

  it('replaces a list only with a newer one, never with nothing', () => {
    expect(isNewerPosition('12.4', '12.3')).toBe(true);
    expect(isNewerPosition('12.3', '12.4')).toBe(false);
    expect(isNewerPosition(null, '12.4')).toBe(false);
    expect(isNewerPosition('1.1', null)).toBe(true);
    expect(isAtOrAfter('12.4', '12.4')).toBe(true);
    expect(isAtOrAfter('junk', '12.4')).toBe(false);
  });
});
