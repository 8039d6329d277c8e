import { afterAll, describe, expect, it } from '@jest/globals';
import { playableComponents } from '@tempest/domain';
import { runFunction } from '@tempest/python-runtime';
import { FrontendCompiler } from '@tempest/frontend-compiler';
import { suitePythonPool } from '../../../test/support/python.js';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame, describeGame, explainKind } from './build-game.js';
import type { GameBlueprint } from './game-plan.js';

/** The mechanics the prompt's verbs compose (issue 31 §2), built from the issue's three prompts, compiled and played (real Pyodide). */
const pythonPool = suitePythonPool();
const compiler = new FrontendCompiler();
afterAll(async () => {
  await compiler.close();
});

type State = Record<string, Record<string, Record<string, unknown>>>;
type Step = [string, Record<string, unknown>?];
const start = (game: GameBlueprint): State =>
  Object.fromEntries(game.entities.map((e, i) => [`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, playableComponents(e.component_state)])) as State;
const play = async (game: GameBlueprint, steps: Step[], from: State = start(game)): Promise<State> => {
  let state = from;
  for (const [fn, args = {}] of steps) {
    const outcome = await runFunction(pythonPool(), { scripts: game.scripts, function: fn, state, args });
    if (outcome.status !== 'ok') throw new Error(`${fn}: ${JSON.stringify(outcome)}`);
    state = outcome.state as State;
  }
  return state;
};
const part = <T>(state: State, component: string): T => Object.values(state).find((e) => e[component] !== undefined)?.[component] as T;
const compiles = async (game: GameBlueprint) => {
  const result = await compiler.compile({ files: game.frontendFiles, entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} } });
  expect({ error: result.error, lint: result.lintIssues, success: result.success }).toEqual({ error: null, lint: [], success: true });
};
const index = (game: GameBlueprint): string => game.frontendFiles.find((f) => f.filename === 'index.tsx')?.content ?? '';

type Case = { rooms: { title: string }[]; room: number; suspects: { name: string; role: string; room: number; trait: string; answers: string[] }[]; culprit: number; notes: string[]; score: number; solved: boolean; over: boolean; message: string; item: string };
type Growth = { meter: number; low: number; high: number; stage: number; stages: number; health: number; won: boolean; message: string };
type Sky = { x: number; width: number; height: number; base: number; score: number; falling: number[][]; shots: number[][]; won: boolean };

describe('interrogate → dialogue and deduction', () => {
  const game = buildGame(analyzePrompt('detective mystery: interrogate suspects to find who stole the diamond'));

  it("is a mystery in a mansion's rooms with named suspects and the diamond, never the template's arcade", async () => {
    expect(game.plan).toMatchObject({ kind: 'adventure', title: 'Diamond Mystery', hero: 'detective', items: ['diamonds'], mechanic: { kind: 'deduction', verb: 'interrogate', objects: ['suspects'], purpose: 'diamond' } });
    const c = part<Case>(start(game), 'case');
    expect(c.rooms.map((r) => r.title)).toEqual(['Entrance hall', 'Library', 'Study', 'Dining room', 'Conservatory']);
    expect(c.suspects.map((s) => s.name)).toEqual(['Ada Ashdown', 'Basil Crane', 'Cora Finch', 'Dexter Vane']);
    expect(c.item).toBe('diamond');
    expect(JSON.stringify([game.entities, game.frontendFiles, game.prompts])).not.toMatch(/arcade/i);
    expect(describeGame(game.plan)).toContain('detective mystery game called "Diamond Mystery"');
    expect(explainKind(game.plan)).toBe('I chose a detective mystery game, because your prompt says "interrogate suspects".');
    await compiles(game);
  });

  it('questions give clues; accusing the one the witnesses describe solves it, anyone else ends it unsolved', async () => {
    const c = part<Case>(start(game), 'case');
    const culprit = c.suspects[c.culprit];
    const witness = c.suspects.find((_s, i) => i !== c.culprit)!;
    const asked = part<Case>(await play(game, [['go', { room: witness.room }], ['ask', { question: 1 }], ['ask', { question: 1 }]]), 'case');
    expect(asked.message).toContain(culprit.trait);
    expect(asked.notes).toHaveLength(1);
    expect(asked.score).toBe(1);
    const right = part<Case>(await play(game, [['go', { room: culprit.room }], ['accuse']]), 'case');
    expect(right).toMatchObject({ solved: true, over: true });
    const wrong = part<Case>(await play(game, [['go', { room: witness.room }], ['accuse'], ['ask', { question: 0 }]]), 'case');
    expect(wrong).toMatchObject({ solved: false, over: true });
    expect(wrong.message).toContain(`The thief was ${culprit.name}`);
    const again = part<Case>(await play(game, [['reset']], await play(game, [['go', { room: witness.room }], ['accuse']])), 'case');
    expect(again).toMatchObject({ over: false, room: 0, score: 0 });
  });
});

describe('water at the right time → timing and growth', () => {
  const game = buildGame(analyzePrompt('grow a bonsai tree by watering it at the right time'));

  it('is titled from the subject noun phrase and grows when watered in the window', async () => {
    expect(game.plan).toMatchObject({ title: 'Bonsai Tree', hero: 'bonsai tree', mechanic: { kind: 'timing', subject: 'bonsai tree' } });
    expect(index(game)).toContain('"Water"');
    await compiles(game);
    const g0 = part<Growth>(start(game), 'growth');
    // Ticks until the moisture is in the window, then water: twice a stage.
    const ticksToWindow = Math.ceil((100 - g0.high) / 1) > 0 ? Array.from({ length: 40 }, () => ['tick'] as Step) : [];
    let state = start(game);
    for (let round = 0; round < 2; round += 1) {
      for (const step of ticksToWindow) {
        const g = part<Growth>(state, 'growth');
        if (g.meter <= g.high && g.meter >= g.low) break;
        state = await play(game, [step], state);
      }
      state = await play(game, [['act']], state);
    }
    expect(part<Growth>(state, 'growth')).toMatchObject({ stage: 1, health: g0.health, meter: 100 });
  });

  it('watering too early wilts it; left dry it wilts too, and it can be lost and restarted', async () => {
    const g0 = part<Growth>(start(game), 'growth');
    const early = part<Growth>(await play(game, [['act']]), 'growth');
    expect(early).toMatchObject({ health: g0.health - 1, stage: 0 });
    expect(early.message).toMatch(/Too early/);
    const dry = part<Growth>(await play(game, Array.from({ length: 60 }, () => ['tick'] as Step)), 'growth');
    expect(dry.health).toBeLessThan(g0.health);
    const gone = await play(game, Array.from({ length: g0.health }, () => ['act'] as Step));
    expect(part<Growth>(gone, 'growth').health).toBe(0);
    expect(part<Growth>(await play(game, [['reset']], gone), 'growth')).toMatchObject({ health: g0.health, stage: 0 });
  });
});

describe('breathe fire at meteors to protect → aim and shoot', () => {
  const game = buildGame(analyzePrompt('a dragon that breathes fire at falling meteors to protect a village'));

  it('is a shooter that protects the village, not a dodge game', async () => {
    expect(game.plan).toMatchObject({ kind: 'dodge', title: 'Dragon Village Defender', hero: 'dragon', enemies: ['meteors'], mechanic: { kind: 'shoot', verb: 'breathes fire at', purpose: 'village' } });
    expect(index(game)).toContain('"place":"village"');
    expect(index(game)).toContain('"sprite":"🔥"');
    await compiles(game);
  });

  it('meteors fall; one in the line of fire is shot down, one that lands hurts the village', async () => {
    let state = await play(game, [['tick']]);
    const [column] = part<Sky>(state, 'sky').falling[0];
    const sky0 = part<Sky>(state, 'sky');
    state = await play(game, [['move', { dx: column - sky0.x }], ['fire'], ...Array.from({ length: 8 }, () => ['tick'] as Step)], state);
    expect(part<Sky>(state, 'sky').score).toBeGreaterThanOrEqual(1);
    const idle = part<Sky>(await play(game, Array.from({ length: 24 }, () => ['tick'] as Step)), 'sky');
    expect(idle.base).toBeLessThan(sky0.base);
    expect(idle.score).toBe(0);
  });
});
