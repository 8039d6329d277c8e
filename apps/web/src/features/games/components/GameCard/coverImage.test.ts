import { describe, expect, it } from '@jest/globals';
import { coverImage, DEFAULT_GAME_IMAGE } from './coverImage';

describe('game card cover', () => {
  it("shows the game's title card when it has one", () => {
    expect(coverImage('https://cdn.example.com/c.webp', [])).toBe('https://cdn.example.com/c.webp');
  });

  it('shows the default cover without a title card, or when the title card fails to load', () => {
    expect(coverImage(null, [])).toBe(DEFAULT_GAME_IMAGE);
    expect(coverImage('', [])).toBe(DEFAULT_GAME_IMAGE);
    expect(coverImage('/static/broken.png', ['/static/broken.png'])).toBe(DEFAULT_GAME_IMAGE);
  });

  it('gives up (null: the icon) when the default cover fails too', () => {
    expect(coverImage('/static/broken.png', ['/static/broken.png', DEFAULT_GAME_IMAGE])).toBeNull();
    expect(coverImage(null, [DEFAULT_GAME_IMAGE])).toBeNull();
  });
});
