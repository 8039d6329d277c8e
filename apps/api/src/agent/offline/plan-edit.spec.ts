import { describe, expect, it } from '@jest/globals';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame, builtKind, describeGame } from './build-game.js';
import { planEdit } from './plan-edit.js';

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
    expect('change' in partly && partly.change).toMatch(/^made it faster; I couldn't do "add multiplayer" \(I can't do that offline/);
    expect(planEdit(base, 'add multiplayer and add online chat')).toMatchObject({ unsupported: true, reason: expect.stringMatching(/^none of these: "add multiplayer"/) });
  });

  it('recolours with the named colours and keeps everything else', () => {
    const plan = changed('make it red and yellow');
    expect(plan.palette).toMatchObject({ primary: '#ef4444', accent: '#eab308' });
    expect({ ...plan, palette: base.palette, colourWords: base.colourWords }).toEqual(base);
  });

  it('makes it faster or slower within 1 … 5', () => {
    expect(changed('make it faster').speed).toBe(base.speed + 1);
    expect(changed('slower please').speed).toBe(base.speed - 1);
    expect(planEdit({ ...base, speed: 5 }, 'faster!')).toEqual({ unsupported: true, reason: 'It is already at the fastest speed.' });
  });

  it('makes it harder or easier, adds a timer, a level, an enemy or an item', () => {
    expect(changed('make it harder')).toMatchObject({ difficulty: 'hard', speed: base.speed + 1 });
    expect(changed('make it easier').difficulty).toBe('easy');
    expect(changed('add a 30 second timer').timer).toBe(30);
    expect(changed('add another level').levels).toBe(2);
    expect(changed('add zombies').enemies).toEqual(['asteroids', 'zombies']);
    expect(changed('add gems to collect').items).toContain('gems');
  });

  it('works on a blueprint too, and says plainly what it cannot do', () => {
    expect(planEdit(buildGame(base), 'call it Nova')).toMatchObject({ plan: { title: 'Nova' } });
    expect(planEdit(base, 'add multiplayer over the network')).toMatchObject({ unsupported: true, reason: expect.stringContaining("I can't do that offline") });
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

  it('fixes a build error by rebuilding the generated files from the same plan', () => {
    const game = buildGame(base);
    const pasted = "fix this build error:\nError: Cannot find name 'foo'.\nLocation: index.tsx:12:5";
    const fixed = planEdit(game, pasted);
    expect(fixed).toEqual({
      plan: base,
      change: `rebuilt index.tsx from the game plan, which fixes the build error ("Cannot find name 'foo'."); hand edits to the generated files are replaced`,
      rewrite: ['index.tsx'],
    });
    expect(planEdit(base, "it's broken, please fix the errors")).toMatchObject({ plan: base, change: expect.stringContaining('rebuilt the game files'), rewrite: [] });
    expect(planEdit(base, 'the game does not compile: type error in rules.py')).toMatchObject({ plan: base });
    expect(planEdit(game, 'Error: Unexpected token\nLocation: components/Extra.tsx:3:1')).toEqual({
      unsupported: true,
      reason: expect.stringContaining("I can't fix components/Extra.tsx offline"),
    });
    expect(changed('fix the colours, make it green').palette).not.toEqual(base.palette);
  });
});
