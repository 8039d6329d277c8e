import { describe, expect, it } from '@jest/globals';
import { analyzePrompt, namedPlace, namedTitle, pickKind, recolour } from './analyze-prompt.js';
import { SAMPLE_PROMPTS } from '../../../test/support/sample-prompts.js';
import { ARCADE, COLOURS, MOODS, SETTINGS } from './prompt-words.js';
import { worldOfPrompt } from './prompt-grammar.js';
import { RELEVANCE_CASES } from './relevance/relevance-prompts.js';
import { HOLDOUT_CASES } from './relevance/holdout-prompts.js';
import { names } from './relevance/relevance.js';
import { singular } from './inflect.js';

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
const contrast = (a: string, b: string): number => {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('analyzePrompt', () => {
  it.each(SAMPLE_PROMPTS)('reads "$prompt" as a $kind game called "$title"', (sample) => {
    const plan = analyzePrompt(sample.prompt);
    expect(plan.kind).toBe(sample.kind);
    expect(plan.title).toBe(sample.title);
    if (sample.primary !== undefined) expect(plan.palette.primary).toBe(sample.primary);
    if (sample.hero !== undefined) expect(plan.hero).toBe(sample.hero);
    if (sample.enemy !== undefined) expect(plan.enemies).toContain(sample.enemy);
    if (sample.item !== undefined) expect(plan.items).toContain(sample.item);
  });

  it('gives the same plan for the same prompt', () => {
    const prompt = 'A fast space dodge game called Star Hopper, avoid asteroids, red and blue';
    expect(analyzePrompt(prompt)).toEqual(analyzePrompt(prompt));
  });

  it('takes the palette from the setting when no colour is named', () => {
    expect(analyzePrompt('space dodge').palette.background).toBe('#0b1026');
    expect(analyzePrompt('forest snake').palette.primary).toBe('#22c55e');
    expect(analyzePrompt('lava platformer').palette.primary).toBe('#ef4444');
  });

  it('uses the first named colour as primary and the second as accent', () => {
    const plan = analyzePrompt('a red and blue snake game');
    expect(plan.colourWords).toEqual(['red', 'blue']);
    expect(plan.palette).toMatchObject({ primary: '#ef4444', accent: '#3b82f6' });
  });

  it('reads difficulty, speed, timer and levels', () => {
    expect(analyzePrompt('an easy slow snake')).toMatchObject({ difficulty: 'easy', speed: 1 });
    expect(analyzePrompt('a brutal fast dodge game')).toMatchObject({ difficulty: 'hard', speed: 5 });
    expect(analyzePrompt('quiz with a 45 second timer').timer).toBe(45);
    expect(analyzePrompt('quiz against the clock').timer).toBe(60);
    expect(analyzePrompt('platformer with three levels').levels).toBe(3);
    expect(analyzePrompt('platformer').timer).toBeNull();
  });

  it('takes names from quotes and from "called" / "named", stopping at joining words', () => {
    expect(namedTitle('a game called Star Hopper where you fly')).toBe('Star Hopper');
    expect(namedTitle('named super blob, with lasers')).toBe('Super Blob');
    expect(namedTitle('make “Tiny Tower” for me')).toBe('Tiny Tower');
    expect(namedTitle('a plain game')).toBeNull();
  });

  it('falls back to a clicker when nothing is recognised', () => {
    expect(pickKind('')).toBe('clicker');
    expect(pickKind('lorem ipsum dolor')).toBe('clicker');
  });
});

describe('the people, places and foes a prompt names beyond the word lists (issue 17)', () => {
  it('reads the opening subject, the chaser, plural foes after a cue and the place', () => {
    expect(analyzePrompt('a snail racing a turtle to the end of the garden path').hero).toBe('snail');
    expect(analyzePrompt('help the duckling cross the busy road to its mother').hero).toBe('duckling');
    expect(analyzePrompt('escape the haunted library while a ghost librarian chases you').enemies[0]).toBe('ghost librarians');
    expect(analyzePrompt('a thief sneaking through the museum corridors avoiding the guards').enemies).toEqual(['guards']);
    expect(analyzePrompt('a knight defends the castle from waves of goblins').enemies).toEqual(['goblins']);
    expect(namedPlace('guard the beehive from hungry bears')).toBe('beehive');
    expect(namedPlace('a frog hopping across lily pads to reach the other side of the pond')).toBe('pond');
    expect(namedPlace('a mouse collecting cheese', ['to'])).toBeNull();
  });
});

describe("the prompt's world in the game (issue 17 item 2)", () => {
  const ALL = [...RELEVANCE_CASES, ...HOLDOUT_CASES];

  it.each(ALL)('titles "$prompt" after what it names, never "Tempest …" when it names something', ({ prompt, nouns }) => {
    const plan = analyzePrompt(prompt);
    const { phrases } = worldOfPrompt(prompt);
    if (phrases.length > 0) expect(plan.title).not.toMatch(/^Tempest\b/);
    // One of the nouns it is labelled with, or another noun phrase of the prompt ("a geography quiz" → Geography Quiz).
    expect([...nouns, ...phrases].some((noun) => names(plan.title.toLowerCase(), singular(noun)))).toBe(true);
  });

  it('titles a prompt that names nothing after the kind alone', () => {
    expect(analyzePrompt('make me a game').title).toBe('Tempest Clicker');
    expect(analyzePrompt('classic snake game').title).toBe('Tempest Snake');
  });

  // The twelve prompts issue 17 found the agent misreading: each game's genre is a fair reading, and its title and roles name the prompt's things.
  it.each([
    { prompt: 'tower defense where mushrooms guard a forest from beetles', kinds: ['defense'], title: /mushroom/i, hero: 'mushroom', enemy: 'beetles' },
    { prompt: 'a skateboarding kangaroo racing down a highway', kinds: ['racing'], title: /kangaroo highway/i, hero: 'kangaroo' },
    { prompt: 'type the magic words fast to cast spells before the troll reaches you', kinds: ['typing'], title: /troll/i, enemy: 'trolls' },
    { prompt: 'a drummer crab keeping the beat on the beach', kinds: ['rhythm'], title: /crab/i, hero: 'drummer crab' },
    { prompt: 'a chameleon that jumps from branch to branch to catch flies', kinds: ['hop', 'platformer'], title: /chameleon/i, hero: 'chameleon', item: 'flies' },
    { prompt: 'run a pizza shop: set prices, buy cheese, serve customers each day', kinds: ['tycoon'], title: /pizza/i },
    { prompt: 'breed dragons and combine their colors', kinds: ['breeding'], title: /dragon/i, item: 'dragons' },
    { prompt: 'escape a maze while a minotaur chases you', kinds: ['maze'], title: /minotaur/i, enemy: 'minotaurs' },
    { prompt: 'an archer shooting balloons in a carnival', kinds: ['defense'], title: /archer/i, hero: 'archer', enemy: 'balloons' },
    { prompt: 'a bee pollinating flowers before winter comes', kinds: ['dodge', 'snake', 'racing'], title: /bee/i, hero: 'bee', item: 'flowers' },
    { prompt: 'a lighthouse keeper who must keep the lamp lit through a stormy night while ships pass', kinds: ['defense', 'rhythm', 'tycoon'], title: /lighthouse keeper/i, hero: 'lighthouse keeper', enemy: 'storm clouds' },
    { prompt: 'a trivia game about dinosaurs', kinds: ['quiz'], title: /dinosaur/i, item: 'dinosaurs' },
  ])('reads "$prompt" as one of $kinds, titled after its things', ({ prompt, kinds, title, hero, enemy, item }) => {
    const plan = analyzePrompt(prompt);
    expect(kinds).toContain(plan.kind);
    expect(plan.title).toMatch(title);
    if (hero !== undefined) expect(plan.hero).toBe(hero);
    if (enemy !== undefined) expect(plan.enemies).toContain(enemy);
    if (item !== undefined) expect(plan.items).toContain(item);
  });

  it("gives a bee's round a timer when winter is coming, and a stormy night its dark blues", () => {
    expect(analyzePrompt('a bee pollinating flowers before winter comes').timer).toBe(60);
    expect(analyzePrompt('a lighthouse keeper who must keep the lamp lit through a stormy night').palette).toEqual(MOODS.find((m) => m.key === 'stormy')!.palette);
    expect(analyzePrompt('an archer shooting balloons in a carnival').palette).toEqual(MOODS.find((m) => m.key === 'carnival')!.palette);
    expect(analyzePrompt('a cozy cottage bakery tycoon').palette).toEqual(MOODS.find((m) => m.key === 'cozy')!.palette);
    // Colour words still win over the mood.
    expect(analyzePrompt('a spooky red maze').palette.primary).toBe(COLOURS.red);
  });

  it('keeps every palette readable: text on background and surface at least 4.5:1, the title colour at least 3:1', () => {
    const palettes = [ARCADE.palette, ...SETTINGS.map((s) => s.palette), ...MOODS.map((m) => m.palette)];
    const recoloured = palettes.flatMap((palette) => Object.keys(COLOURS).map((colour) => recolour(palette, [colour])));
    for (const palette of [...palettes, ...recoloured]) {
      expect(contrast(palette.text, palette.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.text, palette.surface)).toBeGreaterThanOrEqual(4.5);
    }
    for (const palette of palettes) expect(contrast(palette.primary, palette.background)).toBeGreaterThanOrEqual(3);
  });
});
