import { describe, expect, it } from '@jest/globals';
import { worldWordsOf } from './world-words.js';

describe('worldWordsOf: the nouns of the prompt’s world beyond the title', () => {
  it('leaves out the title’s words and the words that name a kind of game', () => {
    const words = worldWordsOf('a dragon that breathes fire at falling meteors to protect a village', 'Dragon Defence');
    expect(words).toContain('village');
    // "meteors" names a kind of game (a dodge or shooter's falling things): not the world's own noun.
    expect(words).not.toContain('meteors');
    expect(words).not.toContain('dragon');
  });

  it('finds the suspects and the diamond of a mystery whose title is its detective', () => {
    const words = worldWordsOf('detective mystery: interrogate suspects to find who stole the diamond', 'The Detective');
    expect(words).toEqual(expect.arrayContaining(['suspects', 'diamond']));
    expect(words).not.toContain('detective');
  });

  it('has nothing to look for when the prompt says no more than the title', () => {
    expect(worldWordsOf('Snake', 'Snake')).toEqual([]);
  });
});
