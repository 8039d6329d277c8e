import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from '../analyze-prompt.js';
import { coatColours } from './breeding.js';
import { nounAfter, nounBefore, promptWords } from './prompt-nouns.js';
import { rhythmNotes } from './rhythm.js';
import { shopOf } from './tycoon.js';
import { typingWords } from './typing.js';

describe('the nouns the new genres read from a prompt', () => {
  it('finds the noun after a cue, skipping articles and fillers', () => {
    expect(nounAfter('raise baby dinosaurs in a volcano nursery', ['raise'])).toBe('dinosaurs');
    expect(nounAfter('grow a fish tank by pairing goldfish to hatch rare ones', ['pairing'])).toBe('goldfish');
    expect(nounAfter('a typing game in a haunted castle: type', ['in'])).toBe('haunted castle');
    expect(nounAfter('a game', ['breed'])).toBeNull();
  });

  it('finds what a shop sells from the words before it, never a verb', () => {
    expect(nounBefore('an ice cream truck tycoon on a hot summer day', ['truck'])).toEqual({ noun: 'ice cream', place: 'truck' });
    expect(nounBefore('manage a bakery: bake bread', ['bakery'])).toBeNull();
    expect(shopOf(analyzePrompt('run a lemonade stand: set the price, buy lemons and sugar'))).toEqual({ product: 'lemonade', shop: 'stand' });
    expect(shopOf(analyzePrompt('manage a bakery: bake bread in the morning and sell it'))).toEqual({ product: 'bread', shop: 'bakery' });
    expect(shopOf(analyzePrompt('a zookeeper running the zoo: buy animals, sell tickets'))).toEqual({ product: 'animals', shop: 'zoo' });
    // The business its grammar reads, and what it says it sells first: never its customers.
    expect(shopOf(analyzePrompt('run an ice cream parlour on the boardwalk, set prices and serve tourists'))).toEqual({ product: 'ice cream', shop: 'parlour' });
    expect(shopOf(analyzePrompt('a coffee cart that sells lattes to sleepy students'))).toEqual({ product: 'lattes', shop: 'cart' });
  });

  it('keeps the prompt\'s own words, without joining words, pronouns or the words that name a genre', () => {
    expect(promptWords('type the names of fruits to feed a hungry caterpillar before they reach you')).toEqual(['names', 'fruits', 'feed', 'caterpillar', 'reach']);
  });
});

describe('typing words', () => {
  it('come from the prompt first, then its world, then filler, letters only, at least twelve, once each', () => {
    const pool = typingWords(analyzePrompt('type the names of fruits to feed a hungry caterpillar'));
    expect(pool.slice(0, 4)).toEqual(['name', 'fruit', 'feed', 'caterpillar']);
    expect(pool.length).toBeGreaterThanOrEqual(12);
    expect(new Set(pool).size).toBe(pool.length);
    expect(pool.every((w) => /^[a-z]{3,12}$/.test(w))).toBe(true);
  });
});

describe('rhythm songs', () => {
  it('are denser when hard, longer with levels, every note in a lane', () => {
    const normal = rhythmNotes(analyzePrompt('a rhythm game'), 4);
    const hard = rhythmNotes(analyzePrompt('a hard rhythm game with 3 levels'), 4);
    expect(normal.notes.length).toBe(24);
    expect(hard.length).toBe(normal.length + 32);
    expect(hard.notes.length).toBeGreaterThan(normal.notes.length * 2);
    expect([...normal.notes, ...hard.notes].every(([beat, lane]) => beat >= 0 && lane >= 0 && lane < 4)).toBe(true);
  });
});

describe('coat colours', () => {
  it('take the prompt\'s colour words first, then red, blue and yellow, three in all', () => {
    expect(coatColours([]).map(([name]) => name)).toEqual(['red', 'blue', 'yellow']);
    expect(coatColours(['purple', 'red']).map(([name]) => name)).toEqual(['purple', 'red', 'blue']);
  });
});
