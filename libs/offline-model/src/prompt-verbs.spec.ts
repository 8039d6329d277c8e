import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from './analyze-prompt.js';
import { explainKind } from './build-game.js';
import { asGamePlan } from './plan-marker.js';
import { planEdit } from './plan-edit.js';
import { buildGame } from './build-game.js';
import { mechanicOf, verbKind, verbUses } from './prompt-verbs.js';

describe('the verb table', () => {
  it.each([
    ['shoot the aliens', 'shoot'], ['a tank that fires at incoming drones', 'shoot'], ['a dragon breathing fire at knights', 'shoot'], ['blast the asteroids', 'shoot'],
    ['water the fern at the right time', 'timing'], ['feed the kitten just in time', 'timing'], ['tend the herb garden', 'timing'], ['prune the hedges at the right moment', 'timing'],
    ['interrogate the suspects', 'deduction'], ['question the witnesses', 'deduction'], ['ask the butler where he was', 'deduction'], ['accuse the thief', 'deduction'],
  ])('%s → %s', (prompt, mechanic) => {
    expect(verbUses(prompt).map((u) => u.meaning)).toContainEqual(expect.objectContaining({ mechanic }));
  });

  it.each([
    ['collect shells', 'clicker'], ['gather berries', 'clicker'], ['avoid the cars', 'dodge'], ['dodge the rocks', 'dodge'], ['race the snail', 'racing'],
    ['jump over the logs', 'platformer'], ['match the gems', 'match'], ['swap the tiles', 'match'], ['answer the questions', 'quiz'], ['quiz me on capitals', 'quiz'],
  ])("%s → the kind's own verb (%s)", (prompt, kind) => {
    expect(verbKind(prompt)).toBe(kind);
  });

  it('reads a verb spelt as a noun as the noun: fire to breathe, water to splash, questions to answer, asking for a quiz', () => {
    expect(verbUses('a dragon breathes fire').map((u) => u.base)).toEqual(['breathe']);
    expect(verbUses('a water park with slides')).toEqual([]);
    expect(verbUses('answer questions about space').map((u) => u.base)).toEqual(['answer']);
    expect(verbUses('a quiz that asks questions about birds')).toEqual([]);
    expect(mechanicOf('feed the snake apples', 'snake')).toBeNull();
    expect(mechanicOf('fire the cannon', 'dodge')).toBeNull();
  });
});

describe('verbs become mechanics (the issue’s three prompts)', () => {
  it('interrogate suspects to find who stole the diamond → dialogue and deduction, the suspects its actors and the diamond its goal', () => {
    const plan = analyzePrompt('detective mystery: interrogate suspects to find who stole the diamond');
    expect(plan.mechanic).toEqual({ kind: 'deduction', verb: 'interrogate', objects: ['suspects'], purpose: 'diamond', subject: null });
    expect(plan).toMatchObject({ hero: 'detective', enemies: ['suspects'], items: ['diamonds'], title: 'Diamond Mystery' });
  });

  it('grow a bonsai tree by watering it at the right time → timing and growth, titled from its subject', () => {
    const plan = analyzePrompt('grow a bonsai tree by watering it at the right time');
    expect(plan.mechanic).toEqual({ kind: 'timing', verb: 'watering', objects: [], purpose: null, subject: 'bonsai tree' });
    expect(plan.title).toBe('Bonsai Tree');
    expect(plan.hero).toBe('bonsai tree');
  });

  it('a dragon that breathes fire at falling meteors to protect a village → aim and shoot to protect, not a dodge game', () => {
    const plan = analyzePrompt('a dragon that breathes fire at falling meteors to protect a village');
    expect(plan.mechanic).toEqual({ kind: 'shoot', verb: 'breathes fire at', objects: ['meteors'], purpose: 'village', subject: null });
    expect(plan).toMatchObject({ hero: 'dragon', enemies: ['meteors'], title: 'Dragon Village Defender' });
    expect(explainKind(plan)).toBe('I chose an aim-and-shoot game, because your prompt says "breathes fire at meteors".');
  });

  it('a kind that already is the verb keeps its own game (the lane defense shoots, the rhythm game keeps the beat)', () => {
    expect(analyzePrompt('tower defense: shoot arrows at goblins to protect the castle').mechanic).toBeUndefined();
    expect(analyzePrompt('a drummer crab keeping the beat on bongos').mechanic).toBeUndefined();
  });

  it("asking for another kind, or for the plan's own kind, drops the composed mechanic; other edits keep it", () => {
    const game = buildGame(analyzePrompt('grow a bonsai tree by watering it at the right time'));
    const clicker = planEdit(game, 'make it a clicker game');
    expect(clicker).toMatchObject({ plan: { kind: 'clicker', title: 'Bonsai Tree' }, change: 'rebuilt it as a clicker game' });
    expect('plan' in clicker && clicker.plan.mechanic).toBeFalsy();
    const maze = planEdit(game, 'make it a maze');
    expect('plan' in maze && maze.plan.mechanic).toBeFalsy();
    const harder = planEdit(game, 'make it harder');
    expect('plan' in harder && harder.plan.mechanic).toMatchObject({ kind: 'timing' });
  });

  it('the plan line keeps the mechanic, and a damaged one is refused', () => {
    const plan = analyzePrompt('grow a bonsai tree by watering it at the right time');
    expect(asGamePlan(JSON.parse(JSON.stringify(plan)))).toEqual(plan);
    expect(asGamePlan({ ...plan, mechanic: { ...plan.mechanic, kind: 'juggle' } })).toBeNull();
    expect(asGamePlan({ ...plan, mechanic: { ...plan.mechanic, verb: '<script>' } })).toBeNull();
  });
});

describe('titles come from the subject noun phrase, never an adverbial or a bare verb', () => {
  it.each([
    ['grow a bonsai tree by watering it at the right time', 'Bonsai Tree'],
    ['water the ferns every day at the right moment', 'Fern Keeper'],
    ['a kitten chasing laser dots across a living room', 'Kitten'],
    ['tap at the right time to launch fireworks', 'Firework'],
    ['jump at just the right moment over the spikes', 'Spike'],
    ['a dragon that breathes fire at falling meteors to protect a village', 'Dragon'],
    ['click as fast as possible to bake cookies', 'Cookie'],
    ['a robot that runs through a factory at night', 'Robot'],
  ])('%s → %s…', (prompt, subject) => {
    const { title } = analyzePrompt(prompt);
    expect(title).toContain(subject);
    expect(title).not.toMatch(/\b(?:Right|Time|Moment|Just|Fast|Possible|Night|Breathes|Chasing|Watering)\b/);
  });
});
