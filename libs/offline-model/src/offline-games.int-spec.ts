import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { playableComponents } from '@tempest/domain';
import { PythonPool, runFunction } from '@tempest/python-runtime';
import { FrontendCompiler } from '@tempest/frontend-compiler';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame, builtKind } from './build-game.js';
import { tickSeconds } from './frontend-common.js';
import { planEdit } from './plan-edit.js';
import { PLAN_SCRIPT, readPlanMarker } from './plan-marker.js';
import { SAMPLE_PROMPTS } from '../../../test/support/sample-prompts.js';
import type { GameBlueprint } from './game-plan.js';

const compiler = new FrontendCompiler();
let pool: PythonPool;
beforeAll(() => {
  pool = new PythonPool({ workers: 2 });
  pool.warm();
});
afterAll(async () => {
  await compiler.close();
  await pool.close();
});

const compile = (game: GameBlueprint) =>
  compiler.compile({ files: game.frontendFiles, entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} } });

type State = Record<string, Record<string, Record<string, unknown>>>;
const initialState = (game: GameBlueprint): State =>
  Object.fromEntries(game.entities.map((e, i) => [`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, playableComponents(e.component_state)])) as State;

const run = async (game: GameBlueprint, state: State, fn: string, args: Record<string, unknown> = {}): Promise<State> => {
  const outcome = await runFunction(pool, { scripts: game.scripts, function: fn, state, args });
  if (outcome.status !== 'ok') throw new Error(`${fn}: ${JSON.stringify(outcome)}`);
  return outcome.state as State;
};
const find = (state: State, component: string): Record<string, unknown> => {
  const found = Object.values(state).find((e) => e[component] !== undefined)?.[component];
  if (found === undefined) throw new Error(`no ${component}`);
  return found;
};

export const checkCompiles = async (game: GameBlueprint): Promise<void> => {
  const result = await compile(game);
  expect(result.error).toBeNull();
  expect(result.lintIssues).toEqual([]);
  expect(result.success).toBe(true);
};

type Check = { fn: string; args: Record<string, unknown> | ((before: State) => Record<string, unknown>); expectChange: (before: State, after: State) => void };

/** Each built kind's main action and what a player would see change. */
const MAIN: Partial<Record<string, Check>> = {
  clicker: { fn: 'click', args: {}, expectChange: (b, a) => expect(find(a, 'clicker').score).toBe((find(b, 'clicker').score as number) + 1) },
  dodge: { fn: 'move', args: { dx: -1, dy: 0 }, expectChange: (b, a) => expect(find(a, 'arena').x).toBe((find(b, 'arena').x as number) - 1) },
  snake: { fn: 'turn', args: { direction: 'up' }, expectChange: (_b, a) => expect(find(a, 'snake').next_dir).toBe('up') },
  adventure: { fn: 'go', args: { direction: 'north' }, expectChange: (_b, a) => expect(find(a, 'adventurer')).toMatchObject({ room: 'north', moves: 1 }) },
  quiz: { fn: 'answer', args: { choice: 0 }, expectChange: (_b, a) => expect(find(a, 'quiz').index).toBe(1) },
  cards: {
    fn: 'play',
    args: { card: 0 },
    expectChange: (b, a) => {
      expect(find(a, 'duel').enemy_hp).toBe((find(b, 'duel').enemy_hp as number) - 3);
      expect(find(a, 'duel')).toMatchObject({ hand: [1, 2], energy: 2 });
    },
  },
  match: { fn: 'pick', args: { index: 8 }, expectChange: (_b, a) => expect(find(a, 'board')).toMatchObject({ selected: 8, cursor: 8 }) },
  platformer: { fn: 'move', args: { dx: 1 }, expectChange: (b, a) => expect(find(a, 'level').x).toBe((find(b, 'level').x as number) + 1) },
  typing: {
    fn: 'type_letter',
    args: (b) => ({ letter: (find(b, 'typing').words as { text: string }[])[0].text[0] }),
    expectChange: (b, a) => expect(find(a, 'typing')).toMatchObject({ typed: (find(b, 'typing').words as { text: string }[])[0].text[0], misses: 0 }),
  },
  rhythm: { fn: 'hit', args: { lane: 0 }, expectChange: (_b, a) => expect(find(a, 'song')).toMatchObject({ pressed: 0, last: 'Miss', misses: 0 }) },
  tycoon: { fn: 'buy', args: { amount: 1 }, expectChange: (b, a) => expect(find(a, 'shop')).toMatchObject({ stock: 1, money: (find(b, 'shop').money as number) - 4 }) },
  breeding: { fn: 'pick', args: { index: 0 }, expectChange: (_b, a) => expect(find(a, 'nest').picked).toEqual([0]) },
  defense: { fn: 'fire', args: { lane: 0 }, expectChange: (_b, a) => expect(find(a, 'defense')).toMatchObject({ lane: 0, shots: [[1, 0]] }) },
  racing: { fn: 'steer', args: { dx: -1 }, expectChange: (b, a) => expect(find(a, 'race').lane).toBe((find(b, 'race').lane as number) - 1) },
  hop: { fn: 'hop', args: { dx: -1, dy: 0 }, expectChange: (b, a) => expect(find(a, 'hop').x).toBe((find(b, 'hop').x as number) - 1) },
  maze: { fn: 'move', args: { dx: 0, dy: -1 }, expectChange: (b, a) => expect(find(a, 'maze')).toEqual(find(b, 'maze')) },
};
/** The kinds' clocks: a tick changes the state by itself. */
const TICK: Partial<Record<string, (b: State, a: State) => void>> = {
  clicker: (b, a) => expect(a).toEqual(b),
  dodge: (_b, a) => expect(find(a, 'arena').tick).toBe(1),
  snake: (_b, a) => expect(find(a, 'snake').body).toEqual([[5, 5], [4, 5], [3, 5]]),
  platformer: (b, a) => expect(a).toEqual(b),
  typing: (b, a) => expect((find(a, 'typing').words as { pos: number }[])[0].pos).toBeLessThan((find(b, 'typing').words as { pos: number }[])[0].pos),
  rhythm: (b, a) => expect(find(a, 'song').beat).toBe((find(b, 'song').beat as number) + 1),
  tycoon: (b, a) => expect(a).toEqual(b),
  defense: (_b, a) => expect(find(a, 'defense').tick).toBe(1),
  racing: (_b, a) => expect(find(a, 'race')).toMatchObject({ tick: 1, distance: 1, rival: 1 }),
  hop: (_b, a) => expect(find(a, 'hop').tick).toBe(1),
  maze: (_b, a) => expect(find(a, 'maze').tick).toBe(1),
};

describe('offline games: every sample prompt builds a game that compiles cleanly and plays', () => {
  it.each(SAMPLE_PROMPTS.map((s) => [s.prompt]))('%s', async (prompt) => {
    const plan = analyzePrompt(prompt);
    const game = buildGame(plan);
    await checkCompiles(game);
    const kind = builtKind(plan);
    const check = MAIN[kind];
    if (check === undefined) throw new Error(`no check for ${kind}`);
    const before = initialState(game);
    const after = await run(game, structuredClone(before), check.fn, typeof check.args === 'function' ? check.args(before) : check.args);
    check.expectChange(before, after);
    const tick = TICK[kind];
    if (tick !== undefined) tick(before, await run(game, structuredClone(before), 'tick'));
    if (plan.timer !== null) expect(find(await run(game, structuredClone(before), 'countdown'), 'timer').left).toBe(plan.timer - 1);
    expect(await run(game, after, 'reset')).toEqual(before);
  });
});

describe('offline games: follow-up edits still compile cleanly', () => {
  it.each([
    ['Make a space dodge game called Star Hopper', 'call it Rocket Rush', (g: GameBlueprint) => expect(g.frontendFiles.find((f) => f.filename === 'components/Hud.tsx')?.content).toContain('"Rocket Rush"')],
    ['classic snake game', 'make it red and yellow', (g: GameBlueprint) => expect(g.frontendFiles.find((f) => f.filename === 'index.tsx')?.content).toContain('#ef4444')],
    ['a fast snake game', 'make it slower', (g: GameBlueprint) => expect(g.frontendFiles.find((f) => f.filename === 'index.tsx')?.content).toContain("useTicker('tick', 0.32")],
    ['hard platformer with 3 levels of ice', 'fix this build error: Error: Unexpected token\nLocation: index.tsx:4:2', (g: GameBlueprint) => expect(g.plan.kind).toBe('platformer')],
    ['match-3 puzzle with candy', 'make it harder', (g: GameBlueprint) => expect(g.plan.difficulty).toBe('hard')],
    ['A card battle game against goblins in a medieval kingdom', 'call it Goblin Brawl', (g: GameBlueprint) => expect(g.plan.title).toBe('Goblin Brawl')],
    ['a quiz about planets', 'add a 30 second timer', (g: GameBlueprint) => expect(g.entities.some((e) => e.component_state.timer !== undefined)).toBe(true)],
  ])('%s → %s', async (prompt, message, expectChange) => {
    const edit = planEdit(analyzePrompt(prompt), message);
    if ('unsupported' in edit) throw new Error(edit.reason);
    const game = buildGame(edit.plan);
    expectChange(game);
    await checkCompiles(game);
  });
});

describe('offline games: follow-up edits add up through the plan kept in rules.py', () => {
  it('rename → recolour → faster, each read back from the rules.py the last edit wrote', async () => {
    let game = buildGame(analyzePrompt('a forest snake game'));
    const startSpeed = game.plan.speed;
    for (const message of ['rename it to Viper Vale', 'make it red', 'make it faster']) {
      const rules = game.scripts.find((s) => s.name === PLAN_SCRIPT)?.content ?? '';
      const reading = readPlanMarker(rules);
      if (!reading.found) throw new Error(`no plan in rules.py before "${message}"`);
      const edit = planEdit(buildGame(reading.plan), message);
      if ('unsupported' in edit) throw new Error(edit.reason);
      game = buildGame(edit.plan);
    }
    expect(game.plan).toMatchObject({ title: 'Viper Vale', speed: startSpeed + 1, palette: expect.objectContaining({ primary: '#ef4444' }) });
    const index = game.frontendFiles.find((f) => f.filename === 'index.tsx')?.content ?? '';
    expect(game.frontendFiles.find((f) => f.filename === 'components/Hud.tsx')?.content).toContain('"Viper Vale"');
    expect(index).toContain('#ef4444');
    expect(index).toContain(`useTicker('tick', ${tickSeconds(startSpeed + 1)}`);
    await checkCompiles(game);
  });
});
