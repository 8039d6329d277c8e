import { describe, expect, it } from '@jest/globals';
import { DEFAULT_ON_SCREEN_KEYS, keyLabel, onScreenKeysOf, touchLayout, touchRows } from './onScreenKeys';

describe('on-screen keys', () => {
  it('shows the keys a game declared, none for a game played by tapping', () => {
    expect(onScreenKeysOf({ keyboard: true, keys: ['1', '2', '3'] })).toEqual(['1', '2', '3']);
    expect(onScreenKeysOf({ keyboard: true, keys: [] })).toEqual([]);
    expect(onScreenKeysOf({ keyboard: true, keys: ['ArrowLeft', 'ArrowLeft'] })).toEqual(['ArrowLeft']);
  });

  it('falls back to the d-pad with Enter and Space only for a game that listens for keys and declared nothing', () => {
    expect(onScreenKeysOf({ keyboard: true, keys: null })).toEqual(DEFAULT_ON_SCREEN_KEYS);
    expect(onScreenKeysOf({ keyboard: false, keys: null })).toEqual([]);
    expect(onScreenKeysOf(null)).toEqual([]);
  });

  it('puts only the given arrows on the d-pad and the rest on buttons, in order', () => {
    expect(touchLayout(['ArrowLeft', 'ArrowRight', 'ArrowUp'])).toEqual({ arrows: ['ArrowUp', 'ArrowLeft', 'ArrowRight'], buttons: [] });
    expect(touchLayout(['1', '2', '3'])).toEqual({ arrows: [], buttons: ['1', '2', '3'] });
    expect(touchLayout(DEFAULT_ON_SCREEN_KEYS)).toEqual({ arrows: ['ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowDown'], buttons: ['Enter', ' '] });
  });

  it('counts the rows of keys: two for a d-pad with Up, one for left/right or for buttons alone', () => {
    expect(touchRows(DEFAULT_ON_SCREEN_KEYS)).toBe(2);
    expect(touchRows(['ArrowLeft', 'ArrowRight'])).toBe(1);
    expect(touchRows(['1', '2', '3'])).toBe(1);
    expect(touchRows([])).toBe(0);
  });

  it('labels keys as a keyboard prints them', () => {
    expect([' ', 'e', '2', 'Enter'].map(keyLabel)).toEqual(['Space', 'E', '2', 'Enter']);
  });
});
