import { describe, expect, it } from '@jest/globals';
import { analyzePrompt, kindCues } from './analyze-prompt.js';
import { describeGame, explainKind } from './build-game.js';

describe('what the offline agent says first about the kind of game it chose (issue 17, honest in the chat)', () => {
  it('names the kind and the prompt words that decided it, in prompt order', () => {
    const plan = analyzePrompt('a knight defending the castle gate from waves of trolls with a crossbow');
    expect(plan.kind).toBe('defense');
    expect(kindCues(plan.prompt, 'defense')).toEqual(['defending', 'gate', 'waves', 'crossbow']);
    expect(explainKind(plan)).toBe('I chose a tower-defense game, because your prompt says "defending", "gate" and "waves".');
  });

  it('quotes a phrase once, not the words inside it', () => {
    expect(kindCues('tower defense where mushrooms defend a forest', 'defense')).toEqual(['tower defense', 'defend']);
    expect(explainKind(analyzePrompt('a maze where a minotaur chases you'))).toBe('I chose a maze chase game, because your prompt says "maze", "minotaur" and "chases".');
    expect(explainKind(analyzePrompt('a sled dog race'))).toBe('I chose a racing game, because your prompt says "sled" and "race".');
  });

  it('says plainly when nothing in the prompt named a kind of game', () => {
    expect(explainKind(analyzePrompt('a drummer crab on the beach'))).toBe("I didn't recognise a kind of game in your prompt, so I made a clicker.");
    expect(explainKind(analyzePrompt('click the moon to mine rocks'))).toBe('I chose a clicker game, because your prompt says "click" and "mine".');
  });

  it('names each new genre in its description', () => {
    for (const [prompt, noun] of [
      ['guard the beehive from hungry bears', 'tower-defense'],
      ['a go-kart racing game', 'racing'],
      ['a frog hopping across the road', 'hop-to-the-goal'],
      ['escape the labyrinth', 'maze chase'],
    ]) {
      const plan = analyzePrompt(prompt);
      expect(describeGame(plan)).toContain(` ${noun} game called "${plan.title}"`);
    }
  });
});
