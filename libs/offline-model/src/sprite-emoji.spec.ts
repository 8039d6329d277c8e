import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from './analyze-prompt.js';
import { worldOfPrompt } from './prompt-grammar.js';
import { RELEVANCE_CASES } from './relevance/relevance-prompts.js';
import { emojiOf, isPlace } from './sprite-emoji.js';

describe('the emoji that draw a prompt’s world', () => {
  it('draws a noun in the singular or plural, else by its other words from the last', () => {
    expect(emojiOf('wolves', '?')).toBe('🐺');
    expect(emojiOf('gold coins', '?')).toBe('🪙');
    expect(emojiOf('castle gate', '?')).toBe('🚪');
    expect(emojiOf('drummer crab', '?')).toBe('🦀');
    expect(emojiOf('bongos', '?')).toBe('🪘');
    expect(emojiOf('geese', '?')).toBe('🪿');
    expect(emojiOf('storm clouds', '?')).toBe('🌩️');
    expect(emojiOf('zxcv', '?')).toBe('?');
  });

  it('tells places from things', () => {
    expect(isPlace('motorway')).toBe(true);
    expect(isPlace('haunted mansions')).toBe(true);
    expect(isPlace('seashells')).toBe(false);
  });

  it("has a picture for every hero, foe, thing and place of the labelled prompts' games", () => {
    const missing = RELEVANCE_CASES.flatMap(({ prompt }) => {
      const plan = analyzePrompt(prompt);
      const { place } = worldOfPrompt(prompt);
      return [plan.hero, ...plan.enemies, ...plan.items, ...(place === null ? [] : [place])].filter((name) => emojiOf(name, '') === '');
    });
    expect(missing).toEqual([]);
  });
});
