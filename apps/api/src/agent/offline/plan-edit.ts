import { colourWordsOf, namedTitle, recolour, words } from './analyze-prompt.js';
import type { Difficulty, GameBlueprint, GamePlan } from './game-plan.js';
import { ENEMIES, ITEMS } from './prompt-words.js';

/**
 * `rewrite` (only from "fix this build error"): the plan is unchanged, but these generated files (or, when
 * empty, all of them) must be written again in full from `buildGame(plan)`, because the stored copies differ.
 */
export type PlanEditResult = { plan: GamePlan; change: string; rewrite?: string[] } | { unsupported: true; reason: string };

const RENAME =
  /\b(?:call (?:it|the game|this game)|rename(?: (?:it|the game|this game|the title))?(?: to)?|name (?:it|the game)|title it|change (?:the|its) (?:game'?s )?(?:name|title)(?: of the game)? to)\s+["“']?([^"”'.!?,]{1,40})/i;
/**
 * Where one message asks for several changes ("rename it to X and add a timer, then make it faster"): at
 * commas, semicolons, "then", "also", and an "and" that starts a new request (a verb follows it), so
 * "make it red and blue" stays one request.
 */
const CLAUSE_BREAK =
  /\s*(?:;|,\s*(?:and\s+|then\s+)?(?=(?:make|add|rename|call|name|change|turn|paint|give|put|set|colou?r|recolou?r|speed|slow|double|remove|use)\b)|\band then\b|\bthen\b|\balso\b|\band\b(?=\s+(?:make|add|rename|call|name|change|turn|paint|give|put|set|colou?r|recolou?r|speed|slow|double|remove|use)\b))\s*/i;
const HARDER: Difficulty[] = ['easy', 'normal', 'hard'];

const BUILD_ERROR = /\b(?:build|compile|compiler|compilation|type|syntax|lint|runtime|python)\s+errors?\b|^\s*Error:|\b(?:doesn'?t|does not|won'?t|will not|can'?t|cannot) (?:build|compile)\b/im;
const ERROR_FILES = /\b((?:[\w-]+\/)*[\w-]+\.(?:tsx|ts|jsx|js|css|py))\b/g;
const ERROR_TEXT = /^\s*Error:\s*(.+)$/im;

/** "Fix this build error": the offline agent's files always compile, so it regenerates the ones the error names from the plan. */
const fixBuildError = (from: GamePlan | GameBlueprint, plan: GamePlan, message: string): PlanEditResult => {
  // The compiler's "Files:" and "Alternatives:" lines list the project, not where the error is.
  const where = message.split('\n').filter((line) => !/^\s*(?:Files|Alternatives):/.test(line)).join('\n');
  const files = [...new Set([...where.matchAll(ERROR_FILES)].map((m) => m[1]))];
  let rewrite: string[] = [];
  if ('plan' in from && files.length > 0) {
    const generated = [...from.frontendFiles.map((f) => f.filename), ...from.scripts.map((s) => s.name)];
    const known = generated.filter((name) => files.some((file) => name === file || file.endsWith(`/${name}`)));
    if (known.length === 0) {
      return { unsupported: true, reason: `I can't fix ${files[0]} offline: it isn't one of the files I made (${generated.join(', ')}).` };
    }
    rewrite = known;
  }
  const quoted = ERROR_TEXT.exec(message)?.[1]?.trim().slice(0, 120);
  const what = quoted === undefined ? 'the build error' : `the build error ("${quoted}")`;
  const named = rewrite.length > 0 ? rewrite.join(', ') : 'the game files';
  return { plan, change: `rebuilt ${named} from the game plan, which fixes ${what}; hand edits to the generated files are replaced`, rewrite };
};

const clean = (title: string): string =>
  title
    .trim()
    .split(/\s+/)
    .slice(0, 6)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

const asksToFix = (message: string): boolean => {
  const list = words(message);
  const has = (...options: string[]) => options.some((o) => list.includes(o));
  return BUILD_ERROR.test(message) || (has('error', 'errors', 'broken', 'crash', 'crashes') && has('fix', 'repair', 'solve'));
};

/**
 * Understands a follow-up chat message as a change to the plan (then `buildGame` again), or says it cannot.
 * A message with several requests applies each in turn; the ones it cannot do are named in the change.
 */
export const planEdit = (from: GamePlan | GameBlueprint, message: string): PlanEditResult => {
  const plan = 'plan' in from ? from.plan : from;
  if (asksToFix(message)) return fixBuildError(from, plan, message);
  const clauses = message.split(CLAUSE_BREAK).filter((c) => c !== undefined && /\w/.test(c));
  if (clauses.length <= 1) return singleEdit(plan, message);
  let current = plan;
  const done: string[] = [];
  const refused: string[] = [];
  for (const clause of clauses) {
    const result = singleEdit(current, clause);
    if ('unsupported' in result) refused.push(`"${clause.trim()}" (${result.reason.replace(/\.$/, '')})`);
    else {
      current = result.plan;
      done.push(result.change);
    }
  }
  if (done.length === 0) return { unsupported: true, reason: refused.length === 1 ? refused[0] : `none of these: ${refused.join('; ')}.` };
  const change = done.join(', ');
  return { plan: current, change: refused.length === 0 ? change : `${change}; I couldn't do ${refused.join('; ')}` };
};

/** One request of a follow-up. */
const singleEdit = (plan: GamePlan, message: string): PlanEditResult => {
  const list = words(message);
  const has = (...options: string[]) => options.some((o) => list.includes(o));
  const rename = RENAME.exec(message);
  if (rename !== null) {
    const title = namedTitle(message) ?? clean(rename[1]);
    return { plan: { ...plan, title }, change: `renamed the game to "${title}"` };
  }
  const colours = colourWordsOf(list);
  if (colours.length > 0 && has('make', 'colour', 'color', 'colours', 'colors', 'recolour', 'recolor', 'paint', 'turn', 'change')) {
    return { plan: { ...plan, colourWords: colours, palette: recolour(plan.palette, colours) }, change: `recoloured it ${colours.join(' and ')}` };
  }
  if (has('faster', 'quicker', 'speed')) {
    const speed = Math.min(5, plan.speed + 1);
    return speed === plan.speed ? { unsupported: true, reason: 'It is already at the fastest speed.' } : { plan: { ...plan, speed }, change: 'made it faster' };
  }
  if (has('slower', 'slow')) {
    const speed = Math.max(1, plan.speed - 1);
    return speed === plan.speed ? { unsupported: true, reason: 'It is already at the slowest speed.' } : { plan: { ...plan, speed }, change: 'made it slower' };
  }
  if (has('harder', 'difficult', 'challenging', 'easier', 'simpler')) {
    const step = has('easier', 'simpler') ? -1 : 1;
    const difficulty = HARDER[Math.min(2, Math.max(0, HARDER.indexOf(plan.difficulty) + step))];
    if (difficulty === plan.difficulty) return { unsupported: true, reason: `It is already as ${step > 0 ? 'hard' : 'easy'} as I can make it.` };
    return { plan: { ...plan, difficulty, speed: Math.min(5, Math.max(1, plan.speed + step)) }, change: `made it ${step > 0 ? 'harder' : 'easier'}` };
  }
  if (has('timer', 'countdown', 'clock') || /\btime limit\b/i.test(message)) {
    const seconds = /(\d{1,3})\s*(?:seconds?|secs?|s)\b/i.exec(message);
    const timer = seconds === null ? 60 : Math.min(600, Math.max(10, Number(seconds[1])));
    return { plan: { ...plan, timer }, change: `added a ${timer}-second timer` };
  }
  if (has('level', 'levels', 'stage')) {
    return { plan: { ...plan, levels: Math.min(9, plan.levels + 1) }, change: 'added a level' };
  }
  if (has('enemy', 'enemies', 'monster', 'monsters') || list.some((w) => ENEMIES.includes(w))) {
    const named = list.find((w) => ENEMIES.includes(w));
    const enemies = named === undefined || plan.enemies.includes(named) ? plan.enemies : [...plan.enemies, named];
    return { plan: { ...plan, enemies, levels: Math.min(9, plan.levels + 1) }, change: `added ${named ?? 'another enemy'}` };
  }
  if (has('item', 'items', 'collectible', 'collectibles', 'pickup') || list.some((w) => ITEMS.includes(w))) {
    const named = list.find((w) => ITEMS.includes(w));
    const items = named === undefined || plan.items.includes(named) ? plan.items : [...plan.items, named];
    return { plan: { ...plan, items, levels: Math.min(9, plan.levels + 1) }, change: `added ${named ?? 'another item'}` };
  }
  if (has('score', 'points')) {
    return { unsupported: true, reason: 'The game already keeps a score and shows it at the top.' };
  }
  return { unsupported: true, reason: `I can't do that offline: I can rename the game, change its colours, make it faster, slower, harder or easier, add a timer, a level, an enemy or an item, or fix a build error by rebuilding the files.` };
};
