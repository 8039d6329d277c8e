import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PlaytestReport } from '@tempest/contracts';
import { playableComponents } from '@tempest/domain';
import { FrontendCompiler } from '@tempest/frontend-compiler';
import { Playtester, type PlaytestGame, type PlaytestState } from '@tempest/playtest';
import { runFunction } from '@tempest/python-runtime';
import { GRAMMAR_PROMPTS } from '../../../test/support/grammar-prompts.js';
import { suitePythonPool } from '../../../test/support/python.js';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame } from './build-game.js';
import type { GameBlueprint, GamePlan } from './game-plan.js';
import { worldWordsOf } from './world-words.js';
import { knownGoodPlan, offlineTurn } from './offline-driver.js';
import { PLAN_SCRIPT, readPlanMarker } from './plan-marker.js';

/**
 * Issue 31: every game of the grammar prompt set (test/support/grammar-prompts.ts), as the offline agent reads its
 * prompt, is compiled and played by the playtest (@tempest/playtest, the DOM runner the studio uses without
 * Chromium). A failing one gets the offline agent's repair (offline-driver.ts): the nearest known-good plan, the
 * composed mechanic dropped, built and played again. The pass rate before and after the repair is printed.
 */
const compiler = new FrontendCompiler();
const pythonPool = suitePythonPool();
let playtester: Playtester;
beforeAll(async () => {
  playtester = new Playtester({ playsPerChild: 40 });
  await playtester.warm();
});
afterAll(async () => {
  await playtester.close();
  await compiler.close();
});

const worldWords = (plan: GamePlan): string[] => worldWordsOf(plan.prompt, plan.title);

/**
 * The DOM runner's child serves 40 plays here (the studio's serves one): its heap grows with every page, and a
 * child was seen to abort (SIGABRT) after about 115 plays of this set; each game alone passes.
 */
const play = async (game: GameBlueprint): Promise<PlaytestReport> => {
  const compiled = await compiler.compile({ files: game.frontendFiles, entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} } }, { format: false, lint: false });
  if (compiled.compiledCode === null || compiled.compiledCode === undefined) throw new Error(`${game.plan.prompt}: ${String(compiled.error)}`);
  const entities: PlaytestState = Object.fromEntries(game.entities.map((e, i) => [`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, playableComponents(e.component_state)]));
  const subject: PlaytestGame = {
    title: game.plan.title,
    compiledCode: compiled.compiledCode,
    entities,
    worldWords: worldWords(game.plan),
    runAction: async (action, args, state) => {
      const outcome = await runFunction(pythonPool(), { scripts: game.scripts, function: action, state, args });
      if (outcome.status === 'ok') return { state: outcome.state as PlaytestState };
      return { error: outcome.status === 'error' ? outcome.error : `${action}: ${outcome.status}` };
    },
  };
  return playtester.play(subject);
};

describe('the grammar prompt set is played: the pass rate before and after the offline repair', () => {
  it('plays every prompt as read; the failures are repaired by the re-plan', async () => {
    const started = Date.now();
    const before: string[] = [];
    const after: string[] = [];
    const mechanicsFailing: string[] = [];
    // ONLY=<regex> plays only the prompts it matches (to look at one game).
    const played = GRAMMAR_PROMPTS.filter((p) => process.env.ONLY === undefined || new RegExp(process.env.ONLY).test(p.prompt));
    for (const { prompt } of played) {
      const plan = analyzePrompt(prompt);
      const report = await play(buildGame(plan));
      if (report.passed) continue;
      before.push(`${prompt}: ${report.failures.join(' ')}`);
      if (plan.mechanic) mechanicsFailing.push(`${prompt}: ${report.failures.join(' ')}`);
      const good = knownGoodPlan(plan);
      const again = good === null ? report : await play(buildGame(good));
      if (!again.passed) after.push(`${prompt}: ${again.failures.join(' ')}`);
    }
    const n = played.length;
    // eslint-disable-next-line no-console
    console.log(
      `playtest of ${n} prompts in ${Date.now() - started} ms: ${n - before.length}/${n} pass before repair, ${n - after.length}/${n} after.\n` +
        `failing before repair:\n${before.join('\n')}\nstill failing:\n${after.join('\n')}`,
    );
    expect(mechanicsFailing).toEqual([]);
    expect(after).toEqual([]);
  });
});

/**
 * The offline turn against a studio that plays every build for real (compiled, played by the Playtester, Python by
 * the pool): `damage` spoils a file as the studio stores it, the way a half-finished write would.
 */
const playingStudio = (damage: (name: string, content: string) => string) => {
  const assets = new Map<string, { id: string; type: string; content: string; fields: Record<string, unknown> }>();
  const reports: PlaytestReport[] = [];
  const runTool = async (tool: string, input: Record<string, unknown>): Promise<unknown> => {
    const name = String(input.name ?? '');
    if (tool === 'create_asset') {
      assets.set(name, { id: `id-${name}`, type: String(input.asset_type), content: damage(name, String(input.content ?? '')), fields: (input.fields ?? {}) as Record<string, unknown> });
      return { success: true, asset_id: `id-${name}` };
    }
    if (tool === 'read_asset') {
      const found = assets.get(name);
      return found === undefined ? { success: false } : { success: true, asset_id: found.id, raw_content: found.content };
    }
    if (tool === 'edit_asset') {
      const entry = [...assets.values()].find((a) => a.id === input.asset_id);
      if (entry !== undefined && typeof input.content === 'string') entry.content = input.content;
      if (entry !== undefined && typeof input.component_state === 'object') entry.fields = { ...entry.fields, component_state: input.component_state };
      return { success: true };
    }
    if (tool === 'run_command') {
      const reading = readPlanMarker(assets.get(PLAN_SCRIPT)?.content ?? '');
      if (!reading.found) throw new Error('no plan');
      const built = buildGame(reading.plan);
      const frontendFiles = [...assets.entries()].filter(([, a]) => a.type === 'frontend_file').map(([filename, a]) => ({ filename, content: a.content }));
      const report = await play({ ...built, frontendFiles, scripts: [{ name: PLAN_SCRIPT, content: assets.get(PLAN_SCRIPT)!.content }] });
      reports.push(report);
      return { status: 'success', errors: [], playtest: { ...report, playtest_id: `p${reports.length}`, round: reports.length, max_rounds: 3 } };
    }
    return { success: true };
  };
  return { assets, reports, runTool };
};

describe('the offline repair against real playtests', () => {
  it('a build whose stored index.tsx lost its key bindings fails its playtest, is written again from the plan and then passes', async () => {
    const studio = playingStudio((name, content) => (name === 'index.tsx' ? content.replace('useKeyActions(KEYS);', '') : content));
    let text = '';
    for await (const event of offlineTurn({ buildPrompt: 'grow a bonsai tree by watering it at the right time', message: '', notes: [], assets: [], runTool: studio.runTool, renameGame: async () => ({ success: true, message: '' }), abortSignal: new AbortController().signal })) {
      if (event.type === 'text') text += event.delta;
    }
    expect(studio.reports.map((r) => r.passed)).toEqual([false, true]);
    expect(studio.reports[0].checks.filter((c) => !c.passed).map((c) => c.id)).toContain('help_keys');
    expect(text).toContain('I wrote its files again from the game plan, and the playtest now passes.');
    expect(studio.assets.get('index.tsx')?.content).toContain('useKeyActions(KEYS);');
  });
});

