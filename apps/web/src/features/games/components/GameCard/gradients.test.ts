import { describe, expect, it } from '@jest/globals';
import { GRADIENT_COUNT, gradientIndex } from './gradients';

describe('game card fallback gradient', () => {
  it('is stable for the same tags and always one of the seven classes', () => {
    expect(gradientIndex('rpg,fantasy')).toBe(gradientIndex('rpg,fantasy'));
    const seen = new Set(['a', 'b', 'c', 'puzzle', 'horror', 'space', 'racing', 'rpg', ''].map(gradientIndex));
    for (const index of seen) expect(index >= 0 && index < GRADIENT_COUNT).toBe(true);
    expect(seen.size).toBeGreaterThan(1);
  });
});
