import { GAME_KINDS, MECHANICS, STYLE_PRESETS, type GamePlan } from './game-plan.js';

/**
 * The offline agent keeps the plan of a game it built inside the game itself: the first line of the
 * generated `rules.py` is this Python comment followed by the plan as one line of JSON. Before every
 * edit the agent reads it back; every edit writes it again. A game without it was not built by the
 * offline agent (or the line was removed), and the offline agent does not edit it.
 */
export const PLAN_SCRIPT = 'rules.py';
export const PLAN_MARKER_PREFIX = '# tempest-offline-plan v1: ';

export type PlanReading = { found: true; plan: GamePlan } | { found: false; reason: 'missing' | 'damaged' };

/** The marker line of a plan (JSON escapes line breaks, so it stays one line). */
export const planMarkerLine = (plan: GamePlan): string => `${PLAN_MARKER_PREFIX}${JSON.stringify(plan)}`;

const isString = (v: unknown): v is string => typeof v === 'string';
// Words the builders put into code and text: what analyzePrompt itself produces (letters, digits, ' and -).
const WORD = /^[a-z0-9][a-z0-9' -]{0,40}$/i;
const isWord = (v: unknown): v is string => isString(v) && WORD.test(v);
const isWords = (v: unknown): v is string[] => Array.isArray(v) && v.length <= 20 && v.every(isWord);
const isInt = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const HEX = /^#[0-9a-f]{6}$/i;

/** A composed mechanic (game-plan.ts, Mechanic): absent or null, or every field as prompt-verbs.ts writes it. */
const isMechanic = (v: unknown): boolean => {
  if (v === undefined || v === null) return true;
  if (typeof v !== 'object' || Array.isArray(v)) return false;
  const m = v as Record<string, unknown>;
  return (MECHANICS as readonly unknown[]).includes(m.kind) && isWord(m.verb) && isWords(m.objects) && (m.purpose === null || isWord(m.purpose)) && (m.subject === null || isWord(m.subject));
};

/** Pure: the value as a plan when every field has the shape the builders need, else null. */
export const asGamePlan = (value: unknown): GamePlan | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const p = value as Record<string, unknown>;
  const palette = p.palette as Record<string, unknown> | null;
  const paletteOk = typeof palette === 'object' && palette !== null && ['background', 'surface', 'primary', 'accent', 'text'].every((k) => isString(palette[k]) && HEX.test(palette[k]));
  const ok =
    isString(p.prompt) &&
    (GAME_KINDS as readonly unknown[]).includes(p.kind) &&
    isString(p.title) && p.title.trim() !== '' && p.title.length <= 80 && !/[\n\r]/.test(p.title) &&
    isWord(p.setting) && isWords(p.themeWords) && isWords(p.colourWords) &&
    paletteOk && (STYLE_PRESETS as readonly unknown[]).includes(p.preset) && isWord(p.hero) &&
    isWords(p.enemies) && p.enemies.length > 0 && isWords(p.items) && p.items.length > 0 &&
    ['easy', 'normal', 'hard'].includes(p.difficulty as string) &&
    isInt(p.speed, 1, 5) && isInt(p.levels, 1, 9) && (p.timer === null || isInt(p.timer, 1, 600)) && isMechanic(p.mechanic);
  return ok ? (value as GamePlan) : null;
};

/** Pure: the plan written at the top of a script's code (the first marker line found). */
export const readPlanMarker = (code: string): PlanReading => {
  const line = code.split('\n').find((l) => l.startsWith(PLAN_MARKER_PREFIX));
  if (line === undefined) return { found: false, reason: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(line.slice(PLAN_MARKER_PREFIX.length));
  } catch {
    return { found: false, reason: 'damaged' };
  }
  const plan = asGamePlan(parsed);
  return plan === null ? { found: false, reason: 'damaged' } : { found: true, plan };
};
