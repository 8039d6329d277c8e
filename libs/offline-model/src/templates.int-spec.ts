import { describe, expect, it } from '@jest/globals';
import { suitePythonPool } from '../../../test/support/python.js';
import { checkScriptCode } from '@tempest/domain';
import { parseScript } from '@tempest/python-runtime';
import { resolveCompilerPaths, type ProjectFile, lintFiles, ProjectTypeChecker } from '@tempest/frontend-compiler';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame } from './build-game.js';
import { templateText } from './fill-template.js';
import { GAME_KINDS, MECHANICS, type GameKind, type MechanicKind } from './game-plan.js';

/**
 * The offline agent's game templates (./templates/) are checked as they stand, placeholders unfilled: the TSX
 * with the studio's own type checker (the game SDK's types) and linter (the rules every game is linted with),
 * the Python with the parser of game scripts. The games filled from them are compiled and played in
 * offline-games.int-spec.ts.
 */
const checker = new ProjectTypeChecker(resolveCompilerPaths());
const pythonPool = suitePythonPool();

/** A game of each kind, and of each composed mechanic (on a clicker's plan; the builder is the mechanic's). */
const gameOf = (kind: GameKind | MechanicKind) =>
  buildGame((MECHANICS as readonly string[]).includes(kind) ? { ...analyzePrompt('a game'), mechanic: { kind: kind as MechanicKind, verb: 'play', objects: [], purpose: null, subject: null } } : { ...analyzePrompt('a game'), kind: kind as GameKind });

/** A kind's frontend files as their templates stand, laid out as in a generated game (shared files in common/). */
const templateProject = (kind: GameKind | MechanicKind): ProjectFile[] =>
  gameOf(kind).frontendFiles.map(({ filename }) => ({ filename, content: templateText(filename === 'index.tsx' ? `${kind}/index.tsx` : `common/${filename}`) }));

/** The sixteen kinds and the mechanics the prompt's verbs compose. */
const EVERY_GAME = [...GAME_KINDS, ...MECHANICS];

/** The placeholders' declarations come in through a check-only entry that imports the game's index.tsx. */
const CHECK_ENTRY = 'template-check.ts';

const problems = async (files: ProjectFile[]): Promise<{ typeErrors: string[]; lint: string[] }> => {
  const project = new Map(files.map((f) => [f.filename, f.content]));
  project.set('placeholders.d.ts', templateText('placeholders.d.ts'));
  project.set(CHECK_ENTRY, `/// <reference path="./placeholders.d.ts" />\nimport './index';\n`);
  const typeErrors = checker.check(project, CHECK_ENTRY).map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`);
  const { lintIssues } = await lintFiles(files);
  return { typeErrors, lint: lintIssues.map((i) => `${i.file_path}:${i.line}:${i.column} ${i.rule ?? ''} ${i.message}`) };
};

describe('offline game templates: TSX', () => {
  it.each(EVERY_GAME)('%s: type-checks against the game SDK and lints clean with the games’ rules, as it stands', async (kind) => {
    expect(await problems(templateProject(kind))).toEqual({ typeErrors: [], lint: [] });
  });

  it('the check fails on a type error and on a lint error in a template', async () => {
    const broken = templateProject('snake').map((f) =>
      f.filename !== 'index.tsx'
        ? f
        : { ...f, content: f.content.replace("useTicker('tick', __TICK_SECONDS__", "useTicker('tick', 'slow'").replace('  if (snake === undefined) {', '  if (snake === undefined) {\n    useKeyActions(KEYS);') },
    );
    const found = await problems(broken);
    expect(found.typeErrors).toEqual([expect.stringMatching(/^index\.tsx:17:\d+ .*'string' is not assignable to parameter of type 'number'/)]);
    expect(found.lint).toEqual([expect.stringMatching(/^index\.tsx:20:\d+ react-hooks\/rules-of-hooks /)]);
  });
});

describe('offline game templates: rules.py', () => {
  it.each(EVERY_GAME)('%s: parses with Python’s ast, fits a script, and defines every action the frontend and the tool run', async (kind) => {
    const game = gameOf(kind);
    const [rules] = game.scripts;
    expect(rules.content).toContain(templateText(`${kind}/rules.py`));
    expect(checkScriptCode(rules.content)).toBe(rules.content);
    const parsed = await parseScript(pythonPool(), rules.content);
    expect(parsed.validation_errors).toEqual([]);
    expect(Object.keys(parsed.module_blocks)).toEqual(expect.arrayContaining([...game.actions, 'countdown']));
  });
});
