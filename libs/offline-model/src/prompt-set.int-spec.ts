import { afterAll, describe, expect, it } from '@jest/globals';
import { FrontendCompiler } from '@tempest/frontend-compiler';
import { GRAMMAR_PROMPTS } from '../../../test/support/grammar-prompts.js';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame } from './build-game.js';
import { fillTemplate, LIST_TYPES, templateText } from './fill-template.js';
import { GAME_KINDS, MECHANICS, type GameBlueprint, type GameKind, type GamePlan, type MechanicKind } from './game-plan.js';

/**
 * Issue 31 §2: every kind (and every mechanic the verbs compose) × a large prompt set of our own
 * (test/support/grammar-prompts.ts), compiled and linted with the studio's compiler, as a creator's build is.
 * Each prompt is built as the agent reads it, and each kind and mechanic with a rotating share of the prompts'
 * worlds. Games that differ only in their texts compile alike, so the builds are compiled once per distinct
 * frontend.
 */
const compiler = new FrontendCompiler();
afterAll(async () => {
  await compiler.close();
});

const compileProblems = async (game: GameBlueprint): Promise<string[]> => {
  const result = await compiler.compile({ files: game.frontendFiles, entryPoint: 'index.tsx', settings: { enable_websocket: false, tailwind_config: {} } }, { format: false });
  return [...(result.error === null ? [] : [String(result.error)]), ...result.lintIssues.map((i) => `${i.file_path}:${i.line} ${i.message}`)].concat(result.success ? [] : ['not a success']);
};

type Every = GameKind | MechanicKind;
const EVERY: Every[] = [...GAME_KINDS, ...MECHANICS];
/** A plan as `kind` (a kind, or a mechanic on the plan's kind). */
const as = (plan: GamePlan, kind: Every): GamePlan => {
  const { mechanic: _none, ...rest } = plan;
  if (!(MECHANICS as readonly string[]).includes(kind)) return { ...rest, kind: kind as GameKind };
  return { ...rest, mechanic: plan.mechanic?.kind === kind ? plan.mechanic : { kind: kind as MechanicKind, verb: 'play', objects: [], purpose: null, subject: null } };
};

const ADVERBIAL = /\b(?:Right|Time|Moment|Timing|Early|Late|Just)\b/;

describe('the grammar prompt set: plans', () => {
  it('has at least 120 prompts, each once', () => {
    expect(GRAMMAR_PROMPTS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(GRAMMAR_PROMPTS.map((p) => p.prompt)).size).toBe(GRAMMAR_PROMPTS.length);
  });

  it.each(GRAMMAR_PROMPTS.map((p) => [p.prompt, p] as const))('%s: the verb composes the mechanic it names, the title is a noun phrase', (_prompt, p) => {
    const plan = analyzePrompt(p.prompt);
    if (p.mechanic !== undefined) expect(plan.mechanic?.kind ?? null).toBe(p.mechanic);
    if (p.kind !== undefined) expect(plan.kind).toBe(p.kind);
    if (p.title !== undefined) expect(plan.title).toContain(p.title);
    if (!/"/.test(p.prompt)) expect(plan.title).not.toMatch(ADVERBIAL);
    expect(plan.enemies.length).toBeGreaterThan(0);
    expect(plan.items.length).toBeGreaterThan(0);
  });
});

/**
 * Pure: a frontend with its literal texts, numbers and colours blanked. Two games of one shape differ only in the
 * contents of JSON strings (titles, help, names, emoji), numbers and colours the templates were filled with, which
 * neither the type checker nor the linter reads: empty lists, the keys of a key map, a missing field all change
 * the shape. So each shape is compiled once, with the first game that has it.
 */
const shapeOf = (game: GameBlueprint): string =>
  JSON.stringify(game.frontendFiles.map((f) => [f.filename, f.content.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/#[0-9a-f]{6}/gi, '#c').replace(/:\s*-?\d+(?:\.\d+)?/g, ':0')]));

describe('the grammar prompt set: every kind × every prompt compiles and lints clean', () => {
  it('builds each prompt as read and as every kind and mechanic, and compiles every shape of frontend', async () => {
    const started = Date.now();
    const shapes = new Map<string, { label: string; game: GameBlueprint }>();
    let built = 0;
    for (const p of GRAMMAR_PROMPTS) {
      const plan = analyzePrompt(p.prompt);
      for (const [label, game] of [[`as read: ${p.prompt}`, buildGame(plan)] as const, ...EVERY.map((kind) => [`${kind}: ${p.prompt}`, buildGame(as(plan, kind))] as const)]) {
        built += 1;
        // Every placeholder filled, every build whole.
        for (const f of game.frontendFiles) expect(f.content).not.toMatch(/__[A-Z][A-Z_]*__/);
        const shape = shapeOf(game);
        if (!shapes.has(shape)) shapes.set(shape, { label, game });
      }
    }
    const buildMs = Date.now() - started;
    const failures: string[] = [];
    for (const { label, game } of shapes.values()) {
      const problems = await compileProblems(game);
      if (problems.length > 0) failures.push(`${label}: ${problems.join(' | ')}`);
    }
    expect(failures).toEqual([]);
    expect(built).toBe(GRAMMAR_PROMPTS.length * (EVERY.length + 1));
    // Every kind and mechanic is among the shapes compiled.
    expect(new Set([...shapes.values()].map((s) => s.label.split(':')[0]))).toEqual(new Set(['as read', ...EVERY]));
    // eslint-disable-next-line no-console
    console.log(`${built} games built in ${buildMs} ms; ${shapes.size} shapes compiled in ${Date.now() - started - buildMs} ms`);
  });
});

describe('the empty-list class of type error (issue 31: "Property \'sprite\' does not exist on type \'never\'")', () => {
  const minimal = (kind: Every, lists: 'empty' | 'one'): GamePlan => ({
    ...as(analyzePrompt('a kitten chasing laser dots across a living room'), kind),
    enemies: lists === 'empty' ? [] : ['dots'],
    items: lists === 'empty' ? [] : ['yarn'],
    themeWords: [],
    colourWords: [],
  });

  it.each(EVERY)('%s: built from a plan with empty and with one-element lists, compiles and lints clean', async (kind) => {
    for (const lists of ['empty', 'one'] as const) {
      const game = buildGame(minimal(kind, lists));
      expect(game.plan.enemies.length).toBeGreaterThan(0);
      expect(await compileProblems(game)).toEqual([]);
    }
  });

  it('a world with empty lists written into any template that draws it still type-checks (the lists carry their types)', async () => {
    const world = { hero: 'kitten', heroSprite: '🐱', enemies: [], items: [], place: 'living room', placeSprite: '🛋️' };
    const game = buildGame(as(analyzePrompt('a kitten chasing laser dots across a living room'), 'maze'));
    const index = fillTemplate('maze/index.tsx', { ...game.plan.palette && {}, BACKGROUND: '#000000', SURFACE: '#111111', PRIMARY: '#222222', ACCENT: '#333333', TEXT: '#ffffff', PRESET: 'retro', KEYS: {}, WORLD: world, TICK_SECONDS: 0.3, HELP: 'help', WIN_TEXT: 'won', GAME_OVER_TEXT: 'lost' });
    expect(index).toContain('"enemies":[]');
    expect(index).toContain(`as ${LIST_TYPES.WORLD}`);
    expect(await compileProblems({ ...game, frontendFiles: game.frontendFiles.map((f) => (f.filename === 'index.tsx' ? { ...f, content: index } : f)) })).toEqual([]);
  });

  it("the written list types are the placeholders' declared types", () => {
    const declared = /declare const __WORLD__: (\{[\s\S]*?\n\});/.exec(templateText('placeholders.d.ts'))?.[1] ?? '';
    const norm = (t: string) => t.replace(/\s+/g, ' ').replace(/;\s*\}/g, ' }').replace(/\{ /g, '{').replace(/ \}/g, '}').trim();
    expect(norm(LIST_TYPES.WORLD ?? '')).toBe(norm(declared));
  });
});
