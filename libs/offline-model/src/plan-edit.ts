import { colourWordsOf, namedTitle, pickKind, recolour, scoreKinds, words } from './analyze-prompt.js';
import { buildGame, sameGameExceptPlan } from './build-game.js';
import { GAME_KINDS, KIND_WORDING, MECHANIC_WORDING, kindGame, planGame, type Difficulty, type GameBlueprint, type GameKind, type GamePlan } from './game-plan.js';
import { singular, withArticle } from './inflect.js';
import { ENEMIES, ITEMS } from './prompt-words.js';

/**
 * `fix` (from "fix this build error"): the error's text; the agent fixes the line it names with a small edit
 * (offline/line-fix.ts) and keeps the creator's other edits. `rewrite` (only when asked in so many words,
 * "rewrite index.tsx from the game plan"): the plan is unchanged, but these generated files are written again
 * in full from `buildGame(plan)` where the stored copies differ; `change` then names them as `{files}`.
 */
export type PlanEditResult = { plan: GamePlan; change: string; rewrite?: string[]; fix?: string } | { unsupported: true; reason: string; already?: true };

/** The game already is what the request asks for: nothing to change, and nothing refused. */
const already = (reason: string): PlanEditResult => ({ unsupported: true, already: true, reason });

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
const ERROR_TEXT = /^\s*Error:\s*(.+)$/im;

/** "Rewrite index.tsx from the game plan", "regenerate components/Hud.tsx": a file named, to be written again in full. */
const REWRITE = /\b(rewrite|re-?generate|write)\s+((?:[\w-]+\/)*[\w-]+\.(?:tsx|ts|jsx|js|css|py))\b(.*)$/im;

const rewriteFile = (from: GamePlan | GameBlueprint, plan: GamePlan, message: string): PlanEditResult | null => {
  const asked = REWRITE.exec(message);
  if (!asked || (asked[1].toLowerCase() === 'write' && !/\bagain\b|\bfrom the (?:game )?plan\b/i.test(asked[3]))) return null;
  const file = asked[2];
  const generated = 'plan' in from ? [...from.frontendFiles.map((f) => f.filename), ...from.scripts.map((s) => s.name)] : [];
  const known = generated.filter((name) => name === file || file.endsWith(`/${name}`));
  if (known.length === 0) return { unsupported: true, reason: `${file} isn't one of the files I made (${generated.join(', ')}), so I can't write it again.` };
  return { plan, change: 'wrote {files} again from the game plan; your hand edits to it are replaced (rejecting this change in the review brings them back)', rewrite: known };
};

/** "Fix this build error": the line the error names is fixed with a small edit (offline-driver.ts lineFixTurn). */
const fixBuildError = (plan: GamePlan, message: string): PlanEditResult => {
  // The compiler's "Files:" and "Alternatives:" lines list the project, not where the error is.
  const where = message.split('\n').filter((line) => !/^\s*(?:Files|Alternatives):/.test(line)).join('\n');
  const quoted = ERROR_TEXT.exec(message)?.[1]?.trim().slice(0, 120);
  return { plan, change: quoted === undefined ? 'the build error' : `the build error ("${quoted}")`, fix: where };
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

const aKind = (kind: GameKind): string => withArticle(kindGame(kind));

/** The kinds whose built game has a speed, more levels, more enemy types, more item types (the builders honour these plan fields). */
const HAS_SPEED: GameKind[] = ['clicker', 'dodge', 'platformer', 'snake', 'defense', 'racing', 'hop', 'maze', 'typing', 'rhythm', 'tycoon'];
const HAS_LEVELS: GameKind[] = ['clicker', 'quiz', 'dodge', 'platformer', 'cards', 'match', 'defense', 'racing', 'hop', 'maze', 'typing', 'rhythm', 'tycoon', 'breeding'];
const HAS_ENEMIES: GameKind[] = ['dodge', 'defense', 'racing', 'hop', 'maze', 'typing'];
const HAS_ITEMS: GameKind[] = ['dodge', 'adventure', 'racing', 'maze', 'typing', 'rhythm'];

/** Pure: what the offline agent can change in a game of this kind (named `game`: a composed mechanic names its own), for its answers. */
export const editsFor = (kind: GameKind, game = kindGame(kind)): string => {
  const list = [
    'rename it',
    'change its colours',
    ...(HAS_SPEED.includes(kind) ? ['make it faster or slower'] : []),
    'make it harder or easier',
    'add or remove a timer',
    ...(HAS_LEVELS.includes(kind) ? ['add a level'] : []),
    ...(HAS_ENEMIES.includes(kind) ? ['add or remove an enemy type'] : []),
    ...(HAS_ITEMS.includes(kind) ? ['add or remove an item type'] : []),
  ];
  const other = kindGame(kind === 'racing' ? 'maze' : 'racing');
  return `For ${withArticle(game)} I can ${list.slice(0, -1).join(', ')} or ${list.at(-1)}. I can also make it another kind of game ("make it ${withArticle(other)}") or fix a build error at the line it names.`;
};

const cannot = (plan: GamePlan, why: string): PlanEditResult => ({ unsupported: true, reason: `${why}. ${editsFor(plan.kind, planGame(plan))}` });

const LEVEL_CHANGE: Record<GameKind, string> = {
  clicker: 'raised the goal for a new level',
  quiz: 'added a question',
  adventure: 'added a level',
  dodge: 'added a level: one more falling hazard',
  platformer: 'added a stage',
  snake: 'added a level',
  cards: 'added a level: the enemy has more health',
  match: 'added a level: a higher target score',
  typing: 'added a level: more words to type',
  rhythm: 'added a level: a longer song',
  tycoon: 'added a level: more days and a higher money goal',
  breeding: 'added a level: one more day',
  defense: 'added a level: one more wave',
  racing: 'added a level: a longer track',
  hop: 'added a level: one more crossing',
  maze: 'added a level: one more maze',
};

/**
 * "make it a racing game", "turn it into a tower defense game", "change it to a quiz", "I want a maze instead":
 * the words after the request are read with the prompt analyser's kind words (KIND_WORDS).
 */
const NEW_KIND =
  /\b(?:make (?:it|this|the game) (?:into )?an?|turn (?:it|this|the game) into(?: an?)?|(?:change|convert) (?:it|this|the game) (?:in)?to(?: an?)?|rebuild (?:it|this|the game) as(?: an?)?|switch (?:it |this |the game )?to(?: an?)?|(?:i want|i'd like|give me|let'?s have) an?)\s+(.+)$/i;

/**
 * Pure: the kind a request asks the game to become, or null (no such request, or no kind named: "make it a bit
 * faster"): a kind by the agent's own name of it ("tower-defense", "hop-to-the-goal"), else by the prompt's kind words.
 */
const askedKind = (message: string): GameKind | null => {
  const asked = NEW_KIND.exec(message)?.[1];
  if (asked === undefined || /\b(?:bit|little|lot)\b/i.test(asked)) return null;
  const named = GAME_KINDS.filter((k) => ` ${words(asked).join(' ')} `.includes(` ${KIND_WORDING[k].name} `)).sort((a, b) => KIND_WORDING[b].name.length - KIND_WORDING[a].name.length);
  if (named.length > 0) return named[0];
  const kind = pickKind(asked);
  return scoreKinds(asked)[kind] > 0 ? kind : null;
};

/**
 * Pure: the same world (title, hero, enemies, items, setting, palette, difficulty, speed, levels, timer) as a game of
 * another kind; a generic title ("Space Dodge") takes the new kind's noun ("Space Race"), a chosen one stays.
 */
const rebuiltAs = (plan: GamePlan, kind: GameKind): PlanEditResult => {
  // A composed mechanic (the prompt's verb) makes another game on the kind's plan: asking for the kind itself drops it.
  if (kind === plan.kind && !plan.mechanic) return already(`it is already ${aKind(kind)}.`);
  const noun = plan.mechanic ? MECHANIC_WORDING[plan.mechanic.kind].noun : KIND_WORDING[plan.kind].noun;
  const generic = plan.title.endsWith(` ${noun}`) && namedTitle(plan.prompt) !== plan.title;
  const title = generic ? `${plan.title.slice(0, -noun.length)}${KIND_WORDING[kind].noun}` : plan.title;
  // The verb's mechanic belonged to the old game: the new kind is built as it is.
  const rest = Object.fromEntries(Object.entries(plan).filter(([key]) => key !== 'mechanic')) as GamePlan;
  return { plan: { ...rest, kind, title }, change: `rebuilt it as ${aKind(kind)}` };
};

/** "remove the timer", "no timer", "without the zombies", "get rid of the coins". */
const REMOVE = /\b(?:remove|delete|drop|without|get rid of|take (?:out|away)|turn off|disable|no more|no)\b/i;

/** Pure: a removal the plan can express (the timer; one of several enemy or item types), or a plain refusal. */
const removal = (plan: GamePlan, list: string[], message: string): PlanEditResult => {
  const has = (...options: string[]) => options.some((o) => list.includes(o));
  if (has('timer', 'countdown', 'clock') || /\btime limit\b/i.test(message)) {
    return plan.timer === null ? { unsupported: true, reason: 'there is no timer to remove.' } : { plan: { ...plan, timer: null }, change: 'removed the timer' };
  }
  for (const [field, noun] of [['enemies', 'enemy'], ['items', 'item']] as const) {
    const named = plan[field].find((w) => list.includes(w) || list.includes(singular(w)));
    if (named === undefined) continue;
    if (plan[field].length === 1) return cannot(plan, `the ${named} are the only ${noun} type of this game, so I can't remove them`);
    return { plan: { ...plan, [field]: plan[field].filter((w) => w !== named) }, change: `removed the ${named}` };
  }
  return cannot(plan, `I can only remove the timer, or one of several enemy or item types by name (this game has ${plan.enemies.join(', ')} and ${plan.items.join(', ')})`);
};

/**
 * Understands a follow-up chat message as a change to the plan (then `buildGame` again), or says it cannot.
 * A message with several requests applies each in turn; the ones it cannot do are named in the change.
 * A request that would change nothing in the built game but the plan line (the builder of this kind does
 * not use that part of the plan) is refused, never claimed. Reasons are sentences that start in lower case.
 */
export const planEdit = (from: GamePlan | GameBlueprint, message: string): PlanEditResult => {
  const plan = 'plan' in from ? from.plan : from;
  const rewrite = rewriteFile(from, plan, message);
  if (rewrite) return rewrite;
  if (asksToFix(message)) return fixBuildError(plan, message);
  const clauses = message.split(CLAUSE_BREAK).filter((c) => c !== undefined && /\w/.test(c));
  if (clauses.length <= 1) return visibleEdit(plan, message);
  let current = plan;
  const done: string[] = [];
  const refused: string[] = [];
  for (const clause of clauses) {
    const result = visibleEdit(current, clause);
    if ('unsupported' in result) refused.push(`"${clause.trim()}" (${firstSentence(result.reason)})`);
    else {
      current = result.plan;
      done.push(result.change);
    }
  }
  if (done.length === 0) return { unsupported: true, reason: `none of these is a change I can make: ${refused.join('; ')}. ${editsFor(plan.kind, planGame(plan))}` };
  const change = done.join(', ');
  return { plan: current, change: refused.length === 0 ? change : `${change}; I couldn't do ${refused.join('; ')}` };
};

const firstSentence = (reason: string): string => reason.split(/\.(?: |$)/)[0];

/** One request, refused when the rebuilt game would differ from the current one only in its plan line. */
const visibleEdit = (plan: GamePlan, message: string): PlanEditResult => {
  const result = singleEdit(plan, message);
  if ('unsupported' in result || !sameGameExceptPlan(buildGame(plan), buildGame(result.plan))) return result;
  return cannot(plan, `that wouldn't change anything in this ${kindGame(plan.kind)} (${result.change} has no effect on it)`);
};

/** One request of a follow-up. */
const singleEdit = (plan: GamePlan, message: string): PlanEditResult => {
  const list = words(message);
  const has = (...options: string[]) => options.some((o) => list.includes(o));
  const rename = RENAME.exec(message);
  if (rename !== null) {
    const title = namedTitle(message) ?? clean(rename[1]);
    if (title === plan.title) return already(`the game is already called "${title}".`);
    return { plan: { ...plan, title }, change: `renamed the game to "${title}"` };
  }
  const kind = askedKind(message);
  if (kind !== null) return rebuiltAs(plan, kind);
  if (REMOVE.test(message)) return removal(plan, list, message);
  const colours = colourWordsOf(list);
  if (colours.length > 0 && has('make', 'colour', 'color', 'colours', 'colors', 'recolour', 'recolor', 'paint', 'turn', 'change')) {
    const palette = recolour(plan.palette, colours);
    if (JSON.stringify(palette) === JSON.stringify(plan.palette)) return already(`it is already ${colours.join(' and ')}.`);
    return { plan: { ...plan, colourWords: colours, palette }, change: `recoloured it ${colours.join(' and ')}` };
  }
  const faster = has('faster', 'quicker', 'speed');
  if (faster || has('slower', 'slow')) {
    if (!HAS_SPEED.includes(plan.kind)) return cannot(plan, `${aKind(plan.kind)} has no speed to change: it waits for your moves`);
    const speed = Math.min(5, Math.max(1, plan.speed + (faster ? 1 : -1)));
    if (speed === plan.speed) return already(`it is already at the ${faster ? 'fastest' : 'slowest'} speed.`);
    return { plan: { ...plan, speed }, change: `made it ${faster ? 'faster' : 'slower'}` };
  }
  if (has('harder', 'difficult', 'challenging', 'easier', 'simpler')) {
    const step = has('easier', 'simpler') ? -1 : 1;
    const difficulty = HARDER[Math.min(2, Math.max(0, HARDER.indexOf(plan.difficulty) + step))];
    if (difficulty === plan.difficulty) return already(`it is already as ${step > 0 ? 'hard' : 'easy'} as I can make it.`);
    return { plan: { ...plan, difficulty, speed: Math.min(5, Math.max(1, plan.speed + step)) }, change: `made it ${step > 0 ? 'harder' : 'easier'}` };
  }
  if (has('timer', 'countdown', 'clock') || /\btime limit\b/i.test(message)) {
    const seconds = /(\d{1,3})\s*(?:seconds?|secs?|s)\b/i.exec(message);
    const timer = seconds === null ? 60 : Math.min(600, Math.max(10, Number(seconds[1])));
    if (timer === plan.timer) return already(`it already has a ${timer}-second timer.`);
    return { plan: { ...plan, timer }, change: plan.timer === null ? `added a ${timer}-second timer` : `set the timer to ${timer} seconds` };
  }
  const enemy = list.find((w) => ENEMIES.includes(w));
  if (has('enemy', 'enemies', 'monster', 'monsters') || enemy !== undefined) {
    const what = enemy ?? 'enemies';
    if (!HAS_ENEMIES.includes(plan.kind)) return cannot(plan, `${aKind(plan.kind)} has no enemies I can add to, so I can't add ${what} to it`);
    if (enemy === undefined) return { plan: { ...plan, levels: Math.min(9, plan.levels + 1) }, change: `added another ${singular(plan.enemies[0])}` };
    if (plan.enemies.includes(enemy)) return already(`it already has ${enemy}.`);
    return { plan: { ...plan, enemies: [...plan.enemies, enemy] }, change: `added ${enemy}` };
  }
  const item = list.find((w) => ITEMS.includes(w));
  if (has('item', 'items', 'collectible', 'collectibles', 'pickup', 'pickups') || item !== undefined) {
    const what = item ?? 'items';
    if (!HAS_ITEMS.includes(plan.kind)) return cannot(plan, `${aKind(plan.kind)} has no item types I can add to, so I can't add ${what} to it`);
    if (item === undefined) return { unsupported: true, reason: `tell me which item to add, for example "add gems" or "add keys". ${editsFor(plan.kind, planGame(plan))}` };
    if (plan.items.includes(item)) return already(`it already has ${item}.`);
    return { plan: { ...plan, items: [...plan.items, item] }, change: `added ${item}` };
  }
  if (has('level', 'levels', 'stage', 'stages')) {
    if (!HAS_LEVELS.includes(plan.kind)) return cannot(plan, `${aKind(plan.kind)} has no levels I can add`);
    return { plan: { ...plan, levels: Math.min(9, plan.levels + 1) }, change: LEVEL_CHANGE[plan.kind] };
  }
  if (has('score', 'points')) {
    return already('the game already keeps a score and shows it at the top.');
  }
  return cannot(plan, "it isn't one of the changes I can make without a model");
};
