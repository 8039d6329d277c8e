import { describe, expect, it } from '@jest/globals';
import { analyzePrompt, kindCues } from './analyze-prompt.js';
import { buildGame, describeGame, explainKind } from './build-game.js';
import { GAME_KINDS } from './game-plan.js';
import { SAMPLE_PROMPTS } from '../../../test/support/sample-prompts.js';

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

describe('the on-screen keys each kind declares (issue 30: a clicker needs none, a maze its arrows)', () => {
  const keysOf = (game: ReturnType<typeof buildGame>) => {
    const index = game.frontendFiles.find((f) => f.filename === 'index.tsx')!.content;
    return Object.keys(JSON.parse(/const KEYS[^=]*= (\{.*\});/.exec(index)![1]) as Record<string, unknown>);
  };
  const declared = (game: ReturnType<typeof buildGame>) =>
    JSON.parse(/const ON_SCREEN_KEYS: string\[\] = (\[.*\]);/.exec(game.frontendFiles.find((f) => f.filename === 'hooks.ts')!.content)![1]) as string[];

  it.each(GAME_KINDS)('a %s game declares only keys it binds', (kind) => {
    const game = buildGame(analyzePrompt(SAMPLE_PROMPTS.find((p) => p.kind === kind)!.prompt));
    expect(declared(game).filter((key) => !keysOf(game).includes(key))).toEqual([]);
  });

  it('offers the arrows where they are the way to move and nothing where everything can be tapped', () => {
    const of = (prompt: string) => declared(buildGame(analyzePrompt(prompt)));
    expect(of('Make an idle clicker game about baking cookies')).toEqual([]);
    expect(of('A space trivia quiz with 10 questions')).toEqual([]);
    expect(of('a mouse in a maze collecting cheese while cats chase it')).toEqual(['ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowDown']);
    expect(of('A platformer where a frog jumps between platforms in the forest')).toEqual(['ArrowLeft', 'ArrowRight', 'ArrowUp']);
  });
});
