import { describe, expect, it } from '@jest/globals';
import { keysNamedIn } from '../../../test/support/help-keys.js';
import { GRAMMAR_PROMPTS } from '../../../test/support/grammar-prompts.js';
import { analyzePrompt } from './analyze-prompt.js';
import { buildGame } from './build-game.js';
import { GAME_KINDS, MECHANICS, type GameBlueprint, type GameKind, type GamePlan, type MechanicKind } from './game-plan.js';

/**
 * Help text and key bindings agree in every kind and mechanic (issue 31 §2, after issue 30's clicker rows): every
 * key the "how to play" line names is bound, and the clicker's number keys buy the rows in the order they are
 * numbered. Read from the generated index.tsx as a player's browser gets it.
 */
type Every = GameKind | MechanicKind;
const EVERY: Every[] = [...GAME_KINDS, ...MECHANICS];
const as = (plan: GamePlan, kind: Every): GamePlan => {
  const { mechanic: _none, ...rest } = plan;
  if (!(MECHANICS as readonly string[]).includes(kind)) return { ...rest, kind: kind as GameKind };
  return { ...rest, mechanic: { kind: kind as MechanicKind, verb: 'water', objects: [], purpose: null, subject: null } };
};

const indexOf = (game: GameBlueprint): string => game.frontendFiles.find((f) => f.filename === 'index.tsx')?.content ?? '';
/** The help line: the Hud's `help` as a string literal or a JSON string. */
const helpOf = (game: GameBlueprint): string => {
  const found = /help=\{?("(?:[^"\\]|\\.)*")\}?/.exec(indexOf(game));
  return found === null ? '' : (JSON.parse(found[1]) as string);
};
const keysOf = (game: GameBlueprint): Record<string, { action: string; args?: Record<string, unknown> }> => {
  const found = /const KEYS: Record<string, KeyAction> = (\{.*\});/.exec(indexOf(game));
  return found === null ? {} : (JSON.parse(found[1]) as Record<string, { action: string; args?: Record<string, unknown> }>);
};

describe('help text and key bindings agree', () => {
  const prompts = GRAMMAR_PROMPTS.filter((_p, i) => i % 10 === 0).map((p) => p.prompt);

  it.each(EVERY)('%s: every key its help names is bound, for every prompt', (kind) => {
    for (const prompt of prompts) {
      const game = buildGame(as(analyzePrompt(prompt), kind));
      const help = helpOf(game);
      expect(help).not.toBe('');
      const bound = keysOf(game);
      // The typing game binds every letter through its own listener ("Type each word").
      // "Shift+B" arrives as the key "B".
      const named = keysNamedIn(help).filter((k) => !(kind === 'typing' && /^[a-z]$/.test(k))).map((k) => k.replace(/^Shift\+/, ''));
      expect({ prompt, unbound: named.filter((k) => bound[k] === undefined && (k.length > 1 || bound[k.toLowerCase()] === undefined)) }).toEqual({ prompt, unbound: [] });
    }
  });

  it.each(EVERY)("%s: the phone's on-screen keys are keys the game binds", (kind) => {
    for (const prompt of prompts) {
      const game = buildGame(as(analyzePrompt(prompt), kind));
      const hooks = game.frontendFiles.find((f) => f.filename === 'hooks.ts')?.content ?? '';
      const onScreen = JSON.parse(/const ON_SCREEN_KEYS: string\[\] = (\[.*\]);/.exec(hooks)?.[1] ?? 'null') as string[];
      const bound = keysOf(game);
      expect(onScreen.filter((k) => bound[k] === undefined)).toEqual([]);
    }
  });

  it("the clicker's number keys buy the row their number names", () => {
    for (const prompt of prompts) {
      const game = buildGame(as(analyzePrompt(prompt), 'clicker'));
      const keys = keysOf(game);
      const rows = game.entities.filter((e) => e.entity_type === 'upgrade').map((e) => (e.component_state.upgrade.fieldData as { key: string }).key);
      const sorted = [...rows].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
      expect(sorted).toEqual(rows);
      expect(keysNamedIn(helpOf(game)).filter((k) => /^\d$/.test(k))).toEqual(rows.map((_r, i) => String(i + 1)));
      rows.forEach((row, i) => expect(keys[String(i + 1)]).toEqual({ action: 'buy', args: { key: row } }));
    }
  });
});
