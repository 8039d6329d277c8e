import { describe, expect, it } from '@jest/globals';
import { tokenColor } from './tokenColor';

describe('token display colour', () => {
  it('is green above 100, yellow above 50, red otherwise', () => {
    expect(tokenColor(101)).toBe('green');
    expect(tokenColor(100)).toBe('yellow');
    expect(tokenColor(51)).toBe('yellow');
    expect(tokenColor(50)).toBe('red');
    expect(tokenColor(0)).toBe('red');
  });
});
