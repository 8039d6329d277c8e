import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame, builtKind, describeGame, sameGameExceptPlan } from './build-game.js';
import { GAME_KINDS, KIND_WORDING, kindGame } from './game-plan.js';
import { withArticle } from './inflect.js';
import { editsFor, planEdit } from './plan-edit.js';
import { SAMPLE_PROMPTS } from '../../../test/support/sample-prompts.js';

const base = analyzePrompt('Make a space dodge game called Star Hopper where you avoid asteroids');
const changed = (message: string) => {
  const result = planEdit(base, message);
  if ('unsupported' in result) throw new Error(result.reason);
  return result.plan;
};

describe('planEdit', () => {
  it('renames: "call it X", "rename to X", quoted names', () => {
    expect(changed('call it Rocket Rush').title).toBe('Rocket Rush');
    expect(changed('rename it to comet chaser, please').title).toBe('Comet Chaser');
    expect(changed('Can you name it "Moon Dash"?').title).toBe('Moon Dash');
    expect(changed('rename the game to Biscuit Blitz').title).toBe('Biscuit Blitz');
    expect(changed('change the title of the game to orbit run').title).toBe('Orbit Run');
  });

  it('applies every request of a message in turn, and names the ones it cannot do', () => {
    const both = planEdit(base, 'rename the game to Biscuit Blitz and add a timer');
    expect(both).toMatchObject({ plan: { title: 'Biscuit Blitz', timer: 60 }, change: 'renamed the game to "Biscuit Blitz", added a 60-second timer' });
    const three = changed('make it red and yellow, then make it faster; also add a level');
    expect(three).toMatchObject({ palette: { primary: '#ef4444', accent: '#eab308' }, speed: base.speed + 1, levels: base.levels + 1 });
    const partly = planEdit(base, 'make it faster and add multiplayer');
    expect(partly).toMatchObject({ plan: { speed: base.speed + 1 } });
    expect('change' in partly && partly.change).toBe(`made it faster; I couldn't do "add multiplayer" (it isn't one of the changes I can make without a model)`);
    expect(planEdit(base, 'add multiplayer and add online chat')).toMatchObject({ unsupported: true, reason: expect.stringMatching(/^none of these is a change I can make: "add multiplayer"/) });
  });

  it('recolours with the named colours and keeps everything else', () => {
    const plan = changed('make it red and yellow');
    expect(plan.palette).toMatchObject({ primary: '#ef4444', accent: '#eab308' });
    expect({ ...plan, palette: base.palette, colourWords: base.colourWords }).toEqual(base);
    expect(planEdit(plan, 'make it red and yellow')).toEqual({ unsupported: true, already: true, reason: 'it is already red and yellow.' });
  });

  it('makes it faster or slower within 1 … 5', () => {
    expect(changed('make it faster').speed).toBe(base.speed + 1);
    expect(changed('slower please').speed).toBe(base.speed - 1);
    expect(planEdit({ ...base, speed: 5 }, 'faster!')).toEqual({ unsupported: true, already: true, reason: 'it is already at the fastest speed.' });
  });

  it('makes it harder or easier, adds a timer, a level, an enemy or an item', () => {
    expect(changed('make it harder')).toMatchObject({ difficulty: 'hard', speed: base.speed + 1 });
    expect(changed('make it easier').difficulty).toBe('easy');
    expect(changed('add a 30 second timer').timer).toBe(30);
    expect(changed('add another level').levels).toBe(2);
    expect(changed('add zombies').enemies).toEqual(['asteroids', 'zombies']);
    expect(changed('add another enemy').levels).toBe(2);
    expect(changed('add gems to collect').items).toContain('gems');
  });

  it('works on a blueprint too, and says plainly what it cannot do', () => {
    expect(planEdit(buildGame(base), 'call it Nova')).toMatchObject({ plan: { title: 'Nova' } });
    expect(planEdit(base, 'add multiplayer over the network')).toEqual({
      unsupported: true,
      reason:
        "it isn't one of the changes I can make without a model. For a dodge game I can rename it, change its colours, make it faster or slower, make it harder or easier, add or remove a timer, add a level, add or remove an enemy type or add or remove an item type. I can also make it another kind of game (\"make it a racing game\") or fix a build error at the line it names.",
    });
  });

  it('describes the game it made', () => {
    expect(describeGame(base)).toBe(
      'I made a space dodge game called "Star Hopper": use the arrow keys or WASD (or click a column) to move your astronaut. Your goal: dodge the falling asteroids and catch stars for points.',
    );
  });

  it('builds every recognised kind as itself and describes it', () => {
    for (const [prompt, kind, noun] of [
      ['A card battle game against goblins in a medieval kingdom', 'cards', 'card battle'],
      ['match-3 puzzle with candy', 'match', 'match-3 puzzle'],
      ['A platformer where a frog jumps between platforms in the forest', 'platformer', 'platformer'],
    ]) {
      const plan = analyzePrompt(prompt);
      expect(builtKind(plan)).toBe(kind);
      expect(describeGame(plan)).toContain(` ${noun} game called "${plan.title}"`);
    }
  });

  it('fixes a build error at the line it names, and rewrites a generated file only when asked in so many words', () => {
    const game = buildGame(base);
    const pasted = "fix this build error:\nError: Cannot find name 'foo'.\nLocation: index.tsx:12:5";
    expect(planEdit(game, pasted)).toEqual({ plan: base, change: 'the build error ("Cannot find name \'foo\'.")', fix: pasted });
    expect(planEdit(base, "it's broken, please fix the errors")).toMatchObject({ plan: base, fix: expect.any(String) });
    expect(planEdit(base, 'the game does not compile: type error in rules.py')).toMatchObject({ plan: base, fix: expect.any(String) });
    expect(planEdit(game, 'Rewrite index.tsx from the game plan')).toEqual({
      plan: base,
      change: 'wrote {files} again from the game plan; your hand edits to it are replaced (rejecting this change in the review brings them back)',
      rewrite: ['index.tsx'],
    });
    expect(planEdit(game, 'regenerate components/Hud.tsx')).toMatchObject({ rewrite: ['components/Hud.tsx'] });
    expect(planEdit(game, 'rewrite components/Extra.tsx from the plan')).toEqual({
      unsupported: true,
      reason: expect.stringContaining("components/Extra.tsx isn't one of the files I made"),
    });
    expect(changed('fix the colours, make it green').palette).not.toEqual(base.palette);
  });

  const sample = (kind: string) => analyzePrompt(SAMPLE_PROMPTS.find((p) => p.kind === kind)?.prompt ?? '');

  it('removes the timer, and one of several enemy or item types by name; says plainly what it cannot remove', () => {
    const quiz = analyzePrompt('a quiz about animals with a 30 second timer');
    expect(quiz.timer).toBe(30);
    for (const message of ['remove the timer', 'no timer please', 'play it without a timer', 'drop the countdown']) {
      expect(planEdit(quiz, message)).toEqual({ plan: { ...quiz, timer: null }, change: 'removed the timer' });
    }
    expect(buildGame({ ...quiz, timer: null }).entities.some((e) => e.component_state.timer !== undefined)).toBe(false);
    expect(planEdit(base, 'remove the timer')).toEqual({ unsupported: true, reason: 'there is no timer to remove.' });
    const two = { ...base, enemies: ['asteroids', 'zombies'], items: ['stars', 'coins'] };
    expect(planEdit(two, 'remove the zombies')).toMatchObject({ plan: { enemies: ['asteroids'] }, change: 'removed the zombies' });
    expect(planEdit(two, 'get rid of the coins')).toMatchObject({ plan: { items: ['stars'] }, change: 'removed the coins' });
    expect(planEdit(base, 'remove the asteroids')).toMatchObject({ unsupported: true, reason: expect.stringMatching(/^the asteroids are the only enemy type of this game, so I can't remove them\. For a dodge game/) });
    expect(planEdit(base, 'remove the score')).toMatchObject({ unsupported: true, reason: expect.stringMatching(/^I can only remove the timer, or one of several enemy or item types by name/) });
  });

  it('adds items as pickups in a kind that has them, and says plainly when a kind has none', () => {
    const dodge = planEdit(base, 'add coins');
    if ('unsupported' in dodge) throw new Error(dodge.reason);
    expect(dodge).toMatchObject({ plan: { items: ['stars', 'coins'], levels: base.levels }, change: 'added coins' });
    const before = buildGame(base).entities.map((e) => e.name);
    const added = buildGame(dodge.plan).entities.filter((e) => !before.includes(e.name));
    expect(added.map((e) => [e.entity_type, e.name, Object.keys(e.component_state)])).toEqual([['item', 'Coin', ['pickup']]]);
    const quiz = analyzePrompt('A space trivia quiz with 10 questions');
    expect(planEdit(quiz, 'add coins')).toMatchObject({ unsupported: true, reason: expect.stringMatching(/^a quiz game has no item types I can add to, so I can't add coins to it\. For a quiz game I can /) });
    expect(planEdit(quiz, 'add zombies as enemies')).toMatchObject({ unsupported: true, reason: expect.stringMatching(/^a quiz game has no enemies I can add to, so I can't add zombies to it\./) });
  });

  it('refuses in one clean sentence, never doubled', () => {
    const mansion = analyzePrompt('A text adventure in a haunted mansion where you collect keys');
    const room = planEdit(mansion, 'add another room');
    expect(room).toMatchObject({ unsupported: true });
    const reason = 'reason' in room ? room.reason : '';
    expect(reason).toBe(`it isn't one of the changes I can make without a model. ${editsFor('adventure')}`);
    expect(reason.match(/I can't/g) ?? []).toHaveLength(0);
  });

  // Issue 6 and issue 17 item 4: on every kind, each follow-up either changes the built game beyond its plan line
  // (and is claimed), or is refused in a sentence that says what this kind can do; the two agree with editsFor.
  const FOLLOW_UPS: [message: string, offer: string][] = [
    ['rename it to Cookie Kingdom', 'rename it'],
    ['make it orange', 'change its colours'],
    ['make it faster', 'make it faster or slower'],
    ['make it slower', 'make it faster or slower'],
    ['make it harder', 'make it harder or easier'],
    ['make it easier', 'make it harder or easier'],
    ['add a 45 second timer', 'add or remove a timer'],
    ['add a level', 'add a level'],
    ['add zombies as enemies', 'add or remove an enemy type'],
    ['add gems', 'add or remove an item type'],
  ];
  describe.each(GAME_KINDS)('on a %s', (kind) => {
    const plan = sample(kind);

    it.each(FOLLOW_UPS)('"%s" changes the built game when editsFor offers "%s", and is refused with what it can do when not', (message, offer) => {
      expect(plan.kind).toBe(kind);
      const result = planEdit(plan, message);
      const offered = new RegExp(`(?:can |, | or )${offer}(?:,| or |\\.)`).test(editsFor(kind));
      if (!offered) {
        expect(result).toEqual({ unsupported: true, reason: expect.stringMatching(/^[a-z].*\.$/s) });
        expect('reason' in result && result.reason.endsWith(editsFor(kind))).toBe(true);
        return;
      }
      // An offered edit is made, unless the game already is so ("it already has zombies").
      if ('unsupported' in result) return expect(result).toMatchObject({ already: true });
      expect(sameGameExceptPlan(buildGame(plan), buildGame(result.plan))).toBe(false);
      expect(result.change).toMatch(/^[a-z]/);
    });

    it('keeps score and fixes a build error at the line it names', () => {
      expect(planEdit(plan, 'add a score')).toEqual({ unsupported: true, already: true, reason: 'the game already keeps a score and shows it at the top.' });
      const pasted = "fix this build error:\nError: Cannot find name 'foo'.\nLocation: index.tsx:3:1";
      expect(planEdit(buildGame(plan), pasted)).toEqual({ plan, change: 'the build error ("Cannot find name \'foo\'.")', fix: pasted });
    });

    it('becomes every other kind with the same world on "make it a <genre>", and says so when it already is one', () => {
      for (const other of GAME_KINDS) {
        const result = planEdit(plan, `make it ${withArticle(kindGame(other))}`);
        if (other === kind) {
          expect(result).toEqual({ unsupported: true, already: true, reason: `it is already ${withArticle(kindGame(kind))}.` });
          continue;
        }
        if ('unsupported' in result) throw new Error(`${kind} → ${other}: ${result.reason}`);
        expect(result.change).toBe(`rebuilt it as ${withArticle(kindGame(other))}`);
        expect(result.plan).toEqual({ ...plan, kind: other, title: result.plan.title });
        expect(builtKind(result.plan)).toBe(other);
      }
    });
  });

  it('reads "make it a <genre>" in the words of the prompt analyser, in any clause; keeps a chosen title, re-titles a generic one', () => {
    const snake = analyzePrompt('a forest snake game');
    expect(snake.title).toBe('Forest Snake');
    for (const [message, kind] of [
      ['turn it into a tower defense game', 'defense'],
      ['change it to a racing game', 'racing'],
      ['I want a quiz instead', 'quiz'],
      ['can you make it a maze where the wolves chase me?', 'maze'],
      ['convert this to a rhythm game', 'rhythm'],
      ['make it into a shop tycoon', 'tycoon'],
    ] as const) {
      expect(planEdit(snake, message)).toMatchObject({ plan: { kind, title: `Forest ${KIND_WORDING[kind].noun}` }, change: `rebuilt it as ${withArticle(kindGame(kind))}` });
    }
    expect(planEdit(base, 'make it a racing game')).toMatchObject({ plan: { kind: 'racing', title: 'Star Hopper', enemies: base.enemies, items: base.items } });
    const both = planEdit(snake, 'make it a platformer and make it red, then add a level');
    expect(both).toMatchObject({ plan: { kind: 'platformer', levels: 2, palette: { primary: '#ef4444' } }, change: 'rebuilt it as a platformer game, recoloured it red, added a stage' });
    // Not a kind of game: the other follow-ups read as before.
    expect(planEdit(snake, 'make it a bit faster')).toMatchObject({ plan: { kind: 'snake', speed: snake.speed + 1 } });
    expect(planEdit(snake, 'change it to red')).toMatchObject({ plan: { kind: 'snake', palette: { primary: '#ef4444' } } });
    expect(planEdit(snake, 'make it a snake game')).toEqual({ unsupported: true, already: true, reason: 'it is already a snake game.' });
  });

  it('makes the follow-ups the tester found do something real, or refuses them', () => {
    const clicker = analyzePrompt('Make an idle clicker game about baking cookies');
    const level = planEdit(clicker, 'add a level');
    if ('unsupported' in level) throw new Error(level.reason);
    expect(level.change).toBe('raised the goal for a new level');
    expect(describeGame(level.plan)).toContain('collect 1000 cookies');
    const mansion = analyzePrompt('A text adventure in a haunted mansion where you collect keys');
    expect(planEdit(mansion, 'add an item')).toMatchObject({ unsupported: true, reason: expect.stringMatching(/^tell me which item to add/) });
    const gems = planEdit(mansion, 'add gems');
    if ('unsupported' in gems) throw new Error(gems.reason);
    expect(buildGame(gems.plan).entities.find((e) => e.name === 'The conservatory')?.component_state.room.fieldData.item).toBe('shiny gem');
    const duel = analyzePrompt('deckbuilder duel between a wizard and dragons');
    expect(planEdit(duel, 'make it slower')).toMatchObject({ unsupported: true, reason: expect.stringMatching(/^a card battle game has no speed to change: it waits for your moves\. For a card battle game I can /) });
  });
});
