import { readFileSync } from 'node:fs';
import type { BlueprintFile, GamePlan } from './game-plan.js';

/*
 * The code of the offline agent's games is real files under ./templates/ (TSX, TS, CSS, Python), checked as
 * they stand by templates.int-spec.ts: the TSX with the game SDK's types and the games' lint rules, the
 * Python with the parser of game scripts. What varies by prompt stands in them as a placeholder `__NAME__`:
 * - a code placeholder is an expression, declared with its type in templates/placeholders.d.ts; it becomes
 *   its value as a JSON literal (`{__TITLE__}` → `{"Star Hopper"}`, `__KEYS__` → `{"ArrowUp":…}`);
 * - a text placeholder (a colour, the style preset, a count) stands inside a string, a class name or CSS and
 *   becomes its text (`bg-[__SURFACE__]` → `bg-[#1e293b]`); as a whole JSX attribute value it becomes a
 *   string attribute (`preset={__PRESET__}` → `preset="retro"`).
 * A placeholder nothing fills is an error, so a misspelt name fails every test that builds that kind.
 */

/** A key binding of the generated hooks.ts (`useKeyActions`). */
export type KeyAction = { action: string; args?: Record<string, string | number> };

/** The prompt's world as the lane, hop and maze games draw it (templates/placeholders.d.ts, __WORLD__). */
export type World = { hero: string; heroSprite: string; enemies: { name: string; sprite: string }[]; items: { name: string; sprite: string }[]; place: string; placeSprite: string };

/** Code placeholders and their values' types (templates/placeholders.d.ts declares the same for the type check). */
export type CodeSlots = {
  TITLE: string;
  STORY: string;
  HELP: string;
  SCORE_LABEL: string;
  COLLECT_TEXT: string;
  HERO_NAME: string;
  ENEMY_NAME: string;
  WIN_TEXT: string;
  GAME_OVER_TEXT: string;
  KEYS: Record<string, KeyAction>;
  ON_SCREEN_KEYS: string[];
  TICK_SECONDS: number;
  TILE_COLOURS: string[];
  WORLD: World;
};

/** Text placeholders: the plan's colours (`#rrggbb`) and style preset, and counts. */
export type TextSlots = { BACKGROUND: string; SURFACE: string; PRIMARY: string; ACCENT: string; TEXT: string; PRESET: string; UPGRADE_COUNT: number };

export type Slots = Partial<CodeSlots & TextSlots>;

/**
 * The types of the code placeholders that hold lists, written beside their values: an empty list as a bare JSON
 * literal is a `never[]` (issue 31: a maze whose `WORLD.enemies` was `[]` failed with "Property 'sprite' does not
 * exist on type 'never'"), so every list a game is generated with carries its element type, empty or not.
 */
export const LIST_TYPES: Partial<Record<keyof CodeSlots, string>> = {
  WORLD: '{ hero: string; heroSprite: string; enemies: { name: string; sprite: string }[]; items: { name: string; sprite: string }[]; place: string; placeSprite: string }',
  TILE_COLOURS: 'string[]',
};

const TEXT_SLOTS: ReadonlySet<string> = new Set<keyof TextSlots>(['BACKGROUND', 'SURFACE', 'PRIMARY', 'ACCENT', 'TEXT', 'PRESET', 'UPGRADE_COUNT']);
/** Text is spliced into strings and class names: nothing that could end a string, a tag or an expression. */
const SAFE_TEXT = /^[\w#. -]*$/;
/** `__NAME__` (upper case, single underscores inside), optionally as a whole JSX attribute value `={__NAME__}`. */
const PLACEHOLDER = /(=\{)?__([A-Z](?:[A-Z0-9]|_(?!_))*)__(\})?/g;

const TEMPLATES = new URL('./templates/', import.meta.url);
const texts = new Map<string, string>();

/** A template file as it stands (`snake/rules.py`, `common/hooks.ts`), read once. */
export const templateText = (path: string): string => {
  let text = texts.get(path);
  if (text === undefined) texts.set(path, (text = readFileSync(new URL(path, TEMPLATES), 'utf8')));
  return text;
};

/** A template with its placeholders filled (see above). */
export const fillTemplate = (path: string, slots: Slots): string =>
  templateText(path).replace(PLACEHOLDER, (_whole, attribute: string | undefined, name: string, close: string | undefined) => {
    const value = (slots as Record<string, unknown>)[name];
    if (value === undefined) throw new Error(`${path}: nothing fills __${name}__`);
    if (!TEXT_SLOTS.has(name)) {
      const type = (LIST_TYPES as Record<string, string | undefined>)[name];
      const literal = type === undefined ? JSON.stringify(value) : `(${JSON.stringify(value)} as ${type})`;
      return `${attribute ?? ''}${literal}${close ?? ''}`;
    }
    const text = String(value);
    if (!SAFE_TEXT.test(text)) throw new Error(`${path}: __${name}__ cannot be ${JSON.stringify(text)}`);
    return attribute !== undefined && close !== undefined ? `="${text}"` : `${attribute ?? ''}${text}${close ?? ''}`;
  });

/** The plan's colours and style preset, which every game's TSX and CSS use. */
export const styleSlots = (plan: GamePlan): Slots => ({
  BACKGROUND: plan.palette.background,
  SURFACE: plan.palette.surface,
  PRIMARY: plan.palette.primary,
  ACCENT: plan.palette.accent,
  TEXT: plan.palette.text,
  PRESET: plan.preset,
});

/** A generated file from its template: `filename` in the game, `path` under ./templates/. */
export const templateFile = (filename: string, path: string, slots: Slots = {}): BlueprintFile => ({ filename, content: fillTemplate(path, slots) });
