import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { analyzePrompt } from './analyze-prompt.js';
import { asGamePlan } from './plan-marker.js';
import { buildGame } from './build-game.js';
import { phrasesOf, premiseOf, tokens, worldOfPrompt } from './prompt-grammar.js';

describe("the prompt's grammar (issue 17 item 2)", () => {
  it('finds the hero as the subject, after "you are" / "play as" / "help", or before "who" / "that"', () => {
    expect(worldOfPrompt('a drummer crab keeping the beat on bongos').hero).toBe('drummer crab');
    expect(worldOfPrompt('so basically you are a tiny mailman who has to dash down the street').hero).toBe('mailman');
    expect(worldOfPrompt('dodge the falling coconuts as a crab on the island beach').hero).toBe('crab');
    expect(worldOfPrompt('help the duckling cross the busy road to its mother').hero).toBe('duckling');
    expect(worldOfPrompt('a chameleon that jumps from branch to branch to catch flies').hero).toBe('chameleon');
    expect(worldOfPrompt('an idle game where gnomes dig for gold under the hills').hero).toBe('gnome');
    expect(worldOfPrompt('a card game where samurai duel with cherry blossom cards').hero).toBe('samurai');
  });

  it('reads plurals and two-word nouns with the inflection rules', () => {
    expect(worldOfPrompt('geese crossing the motorway to get to the lake').hero).toBe('goose');
    expect(worldOfPrompt('octopi squirting ink to defend their reef from divers').hero).toBe('octopus');
    expect(worldOfPrompt('a fire truck speeding through traffic to reach the burning barn')).toMatchObject({ hero: 'fire truck', place: 'barn' });
    expect(worldOfPrompt('run an ice cream parlour on the boardwalk').phrases).toContain('ice cream parlour');
    expect(phrasesOf(tokens('play the bongos')).map((p) => p.head)).toEqual(['bongos']);
  });

  it('tells foes from things by their cues, and lets "and" share a role', () => {
    expect(worldOfPrompt('scarecrows protect the cornfield from hungry crows')).toMatchObject({ hero: 'scarecrow', foes: ['crows'], place: 'cornfield' });
    expect(worldOfPrompt('a knight defending the castle gate from waves of trolls').foes).toEqual(['trolls']);
    expect(worldOfPrompt('dodge the snowballs thrown by yetis on the mountain').foes).toEqual(['snowballs', 'yetis']);
    expect(worldOfPrompt('escape a maze while a minotaur chases you')).toMatchObject({ foes: ['minotaurs'], place: 'maze' });
    expect(worldOfPrompt('type the magic words to cast spells before the troll reaches you').foes).toEqual(['trolls']);
    expect(worldOfPrompt('open a pet shop and sell hamsters and parrots for profit')).toMatchObject({ things: ['hamsters', 'parrots'], place: 'pet shop' });
    expect(worldOfPrompt('delivering letters and parcels while dogs try to stop you')).toMatchObject({ things: ['letters', 'parcels'], foes: ['dogs'] });
    expect(worldOfPrompt('order tulips from the market').foes).toEqual([]);
  });

  it('does not take the name the prompt gives its game, a colour or the genre for a thing in it', () => {
    expect(worldOfPrompt('Make a space dodge game called Star Hopper where you avoid asteroids')).toMatchObject({ foes: ['asteroids'] });
    expect(worldOfPrompt('Make a space dodge game called Star Hopper where you avoid asteroids').phrases).not.toContain('star hopper');
    expect(worldOfPrompt('match ocean shells puzzle in teal').place).toBeNull();
    expect(worldOfPrompt('a trivia game about dinosaurs')).toMatchObject({ hero: null, things: ['dinosaurs'] });
  });

  it("writes the premise in the prompt's words, the hero as the player", () => {
    expect(premiseOf('a drummer crab keeping the beat on bongos', 'drummer crab')).toBe('You play a drummer crab keeping the beat on bongos.');
    expect(premiseOf('tower defense where mushrooms guard a forest from beetles', 'mushroom')).toBe('Mushrooms guard a forest from beetles.');
    expect(premiseOf('geese crossing the motorway to get to the lake', 'goose')).toBe('You play the geese crossing the motorway to get to the lake.');
    expect(premiseOf('Make a typing game where each correct word launches a firework', 'hero')).toBe('Each correct word launches a firework.');
    expect(premiseOf('a trivia game about dinosaurs', 'hero')).toBe('A trivia game about dinosaurs.');
    expect(premiseOf('run a pizza shop: set prices, buy cheese', 'hero')).toBe('Run a pizza shop: set prices, buy cheese.');
  });
});

describe('any prompt', () => {
  it('reads into a world, a premise, a valid plan and a game without throwing, whatever its words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.array(fc.constantFrom('a', 'the', 'you', 'are', "grandma's", 'fire', 'truck', 'called', '"x"', 'of', ':', 'and', 'they', 'reach', 'octopi', '(', '\\', '$'), { maxLength: 30 }), (text, list) => {
        for (const prompt of [text, list.join(' ')]) {
          const world = worldOfPrompt(prompt);
          expect(typeof premiseOf(prompt, world.hero ?? 'hero')).toBe('string');
          const plan = analyzePrompt(prompt);
          expect(asGamePlan(JSON.parse(JSON.stringify(plan)))).not.toBeNull();
          expect(buildGame(plan).frontendFiles.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
