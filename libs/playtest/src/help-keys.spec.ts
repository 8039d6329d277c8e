import { describe, expect, it } from '@jest/globals';
import { keysNamedIn } from './help-keys.js';

describe('keysNamedIn', () => {
  it.each([
    ['Arrow keys or WASD steer your hero; eat the snakes to grow.', ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'w', 'a', 's', 'd']],
    ['Tap the cookie or press Space: your gummy bear collects cookies; press 1-3 to buy upgrades.', [' ', '1', '2', '3']],
    ['Click a card or press 1-3 to play it; E or Enter ends your turn.', ['1', '2', '3', 'e', 'Enter']],
    ['D F J K (or ← ↓ ↑ →) hit the lanes', ['d', 'f', 'j', 'k', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'ArrowRight']],
    ['B buys one, Shift+B buys five', ['b', 'Shift+B']],
    ['Left/right or A/D to steer', ['ArrowLeft', 'ArrowRight', 'a', 'd']],
  ])('%s', (help, keys) => {
    expect(keysNamedIn(help)).toEqual(keys);
  });

  it('reads "A" or "I" opening a sentence before a word as a word, not a key', () => {
    expect(keysNamedIn('A frog jumps between platforms. I know you can. Press A to jump.')).toEqual(['a']);
    expect(keysNamedIn('A to go left, D to go right')).toEqual(['a', 'd']);
  });

  it('is self-contained, so it can run in the page', () => {
    const copy = new Function(`return (${keysNamedIn.toString()})`)() as typeof keysNamedIn;
    expect(copy('Up, W or Space')).toEqual(['ArrowUp', 'w', ' ']);
  });
});
