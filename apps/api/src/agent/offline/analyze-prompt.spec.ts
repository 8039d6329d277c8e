import { describe, expect, it } from '@jest/globals';
import { analyzePrompt, namedPlace, namedTitle, pickKind } from './analyze-prompt.js';
import { SAMPLE_PROMPTS } from '../../../../../test/support/sample-prompts.js';

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
    expect(analyzePrompt('escape the haunted library while a ghost librarian chases you').enemies[0]).toBe('librarians');
    expect(analyzePrompt('a thief sneaking through the museum corridors avoiding the guards').enemies).toEqual(['guards']);
    expect(analyzePrompt('a knight defends the castle from waves of goblins').enemies).toEqual(['goblins']);
    expect(namedPlace('guard the beehive from hungry bears')).toBe('beehive');
    expect(namedPlace('a frog hopping across lily pads to reach the other side of the pond')).toBe('pond');
    expect(namedPlace('a mouse collecting cheese', ['to'])).toBeNull();
  });
});
