import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame, describeGame } from './build-game.js';
import { article, isPlural, isUncountable, listOf, plural, singular, withArticle } from './inflect.js';
import { placeOf } from './prompt-words.js';

describe('plural and singular', () => {
  it.each([
    ['wolf', 'wolves'],
    ['mouse', 'mice'],
    ['cactus', 'cacti'],
    ['rice', 'rice'],
    ['gold', 'gold'],
    ['cheese', 'cheese'],
    ['fish', 'fish'],
    ['sheep', 'sheep'],
    ['knife', 'knives'],
    ['leaf', 'leaves'],
    ['elf', 'elves'],
    ['dwarf', 'dwarves'],
    ['child', 'children'],
    ['goose', 'geese'],
    ['tooth', 'teeth'],
    ['hero', 'heroes'],
    ['potato', 'potatoes'],
    ['volcano', 'volcanoes'],
    ['zombie', 'zombies'],
    ['cookie', 'cookies'],
    ['pie', 'pies'],
    ['candy', 'candies'],
    ['berry', 'berries'],
    ['box', 'boxes'],
    ['bus', 'buses'],
    ['ninja', 'ninjas'],
    ['samurai', 'samurai'],
    ['honey', 'honey'],
    ['movie', 'movies'],
    ['gold coin', 'gold coins'],
    ['gummy bear', 'gummy bears'],
  ])('%s ↔ %s', (one, many) => {
    expect(plural(one)).toBe(many);
    expect(singular(many)).toBe(one);
  });

  it('leaves a plural plural and a singular singular', () => {
    expect(plural('wolves')).toBe('wolves');
    expect(plural('coins')).toBe('coins');
    expect(singular('wolf')).toBe('wolf');
    expect(singular('cactus')).toBe('cactus');
    expect(singular('bus')).toBe('bus');
  });

  it('never cuts a word short ("Wolve", "rices", "golds")', () => {
    expect(singular('wolves')).not.toBe('wolve');
    expect(plural('rice')).not.toBe('rices');
    expect(plural('gold')).not.toBe('golds');
    expect(singular('goalies')).toBe('goalie');
  });

  it('knows which nouns read as more than one', () => {
    expect(isPlural('wolves')).toBe(true);
    expect(isPlural('mice')).toBe(true);
    expect(isPlural('gold coins')).toBe(true);
    expect(isPlural('gold')).toBe(false);
    expect(isPlural('rice')).toBe(false);
    expect(isPlural('cactus')).toBe(false);
    expect(isPlural('')).toBe(false);
  });
});

describe('article', () => {
  it.each([
    ['apple', 'an'],
    ['astronaut', 'an'],
    ['egg', 'an'],
    ['ice cave', 'an'],
    ['owl', 'an'],
    ['umbrella', 'an'],
    ['hour', 'an'],
    ['hourglass', 'an'],
    ['honest knight', 'an'],
    ['heir', 'an'],
    ['8-bit hero', 'an'],
    ['unicorn', 'a'],
    ['universe', 'a'],
    ['useful tool', 'a'],
    ['European dragon', 'a'],
    ['one-eyed pirate', 'a'],
    ['ufo', 'a'],
    ['knight', 'a'],
    ['house', 'a'],
    ['hero', 'a'],
    ['cat', 'a'],
    ['zombie', 'a'],
    ['uninvited guest', 'an'],
    ['unhappy troll', 'an'],
  ])('%s takes "%s"', (word, expected) => {
    expect(article(word)).toBe(expected);
  });

  it('puts the article before a phrase', () => {
    expect(withArticle('astronaut')).toBe('an astronaut');
    expect(withArticle(' fire knight')).toBe('a fire knight');
    expect(withArticle('hour of need')).toBe('an hour of need');
  });

  it('joins lists for a sentence', () => {
    expect(listOf([])).toBe('');
    expect(listOf(['coins'])).toBe('coins');
    expect(listOf(['coins', 'gems'])).toBe('coins and gems');
    expect(listOf(['coins', 'gems', 'keys'])).toBe('coins, gems and keys');
  });
});

describe('the words of a built game', () => {
  const texts = (prompt: string): string => {
    const plan = analyzePrompt(prompt);
    const game = buildGame({ ...plan, kind: 'adventure' });
    const dodge = buildGame({ ...plan, kind: 'dodge' });
    return JSON.stringify([describeGame(plan), game.entities, game.prompts, dodge.frontendFiles.find((f) => f.filename === 'index.tsx')?.content, describeGame({ ...plan, kind: 'dodge' })]);
  };

  it.each([
    'a haunted mansion adventure where you collect gold and avoid wolves',
    'a spooky adventure where an owl eats rice and fights wolves',
    'a frozen quest: as a unicorn gather cheese, escape the ghosts',
    'a tropical jungle adventure as an astronaut who collects fish and gold coins',
  ])('"%s" reads right', (prompt) => {
    const text = texts(prompt);
    expect(text).not.toMatch(/\b(wolve|rices|golds|cheeses|golden gold|a (?!uni|use|one|eu)[aeiou]\w+|an (?!hour|hon|heir)[bcdfghjklmnpqrstvwxyz]\w+)\b/i);
    expect(text).not.toMatch(/heart of the (haunted|spooky|frozen|tropical)\b(?! (mansion|ice cave|jungle))/);
    expect(text).not.toMatch(/gold and gold|golds and gold/);
  });

  it('names a place noun in "the heart of the …"', () => {
    expect(placeOf(['haunted'], 'horror')).toBe('haunted mansion');
    expect(placeOf(['frozen'], 'ice')).toBe('frozen ice cave');
    expect(placeOf(['zombie'], 'horror')).toBe('mansion');
    expect(placeOf(['space'], 'space')).toBe('space station');
    expect(placeOf(['castle'], 'castle')).toBe('castle');
    expect(placeOf([], 'arcade')).toBe('arcade');
  });

  it('counts heaps by a measure, not one by one', () => {
    expect(isUncountable('gold')).toBe(true);
    expect(isUncountable('rice')).toBe(true);
    expect(isUncountable('coin')).toBe(false);
    expect(isUncountable('wolves')).toBe(false);
  });
});
