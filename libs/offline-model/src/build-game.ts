import { kindCues } from './analyze-prompt.js';
import { cssFile, hooksFile, hudFile, pythonPrelude } from './frontend-common.js';
import { kindGame, MECHANIC_WORDING, planGame, type BlueprintPrompt, type BlueprintTool, type GameBlueprint, type GameKind, type GamePlan, type MechanicKind } from './game-plan.js';
import { buildDeduction } from './kinds/deduction.js';
import { buildShoot } from './kinds/shoot.js';
import { buildTiming } from './kinds/timing.js';
import { buildAdventure } from './kinds/adventure.js';
import { buildCards } from './kinds/cards.js';
import { buildClicker } from './kinds/clicker.js';
import { buildDodge } from './kinds/dodge.js';
import { buildMatch } from './kinds/match.js';
import { buildPlatformer } from './kinds/platformer.js';
import { buildQuiz, quizSource } from './kinds/quiz.js';
import { buildSnake } from './kinds/snake.js';
import { buildTyping } from './kinds/typing.js';
import { buildRhythm } from './kinds/rhythm.js';
import { buildTycoon } from './kinds/tycoon.js';
import { buildBreeding } from './kinds/breeding.js';
import { buildDefense } from './kinds/defense.js';
import { buildRacing } from './kinds/racing.js';
import { buildHop } from './kinds/hop.js';
import { buildMaze } from './kinds/maze.js';
import { entity, type KindBuilder } from './kinds/kind.js';
import { withArticle } from './inflect.js';
import { PLAN_MARKER_PREFIX, PLAN_SCRIPT, planMarkerLine } from './plan-marker.js';

/** Every kind has its own builder (the type makes a new kind without one a compile error). */
export const KIND_BUILDERS: Record<GameKind, KindBuilder> = {
  clicker: buildClicker,
  dodge: buildDodge,
  snake: buildSnake,
  quiz: buildQuiz,
  adventure: buildAdventure,
  cards: buildCards,
  match: buildMatch,
  platformer: buildPlatformer,
  typing: buildTyping,
  rhythm: buildRhythm,
  tycoon: buildTycoon,
  breeding: buildBreeding,
  defense: buildDefense,
  racing: buildRacing,
  hop: buildHop,
  maze: buildMaze,
};

/** Every composed mechanic has its own builder too: the verb's game on the kind's plan (prompt-verbs.ts). */
export const MECHANIC_BUILDERS: Record<MechanicKind, KindBuilder> = {
  deduction: buildDeduction,
  timing: buildTiming,
  shoot: buildShoot,
};

/**
 * Pure: the plan with a foe and a thing at least (the plan's own promise, game-plan.ts), whatever wrote it: an
 * empty list never reaches a builder (issue 31: a maze built from a plan with no enemies failed to compile).
 */
export const withLists = (plan: GamePlan): GamePlan =>
  plan.enemies.length > 0 && plan.items.length > 0 ? plan : { ...plan, enemies: plan.enemies.length > 0 ? plan.enemies : ['blobs'], items: plan.items.length > 0 ? plan.items : ['coins'] };

/** The builder of a plan: its composed mechanic's when it has one, else its kind's. */
export const builderOf = (plan: GamePlan): KindBuilder => (plan.mechanic ? MECHANIC_BUILDERS[plan.mechanic.kind] : KIND_BUILDERS[builtKind(plan)]);

const promptsFor = (plan: GamePlan): BlueprintPrompt[] => [
  {
    name: 'narrator',
    description: `The voice of ${plan.title}`,
    content: `You are the narrator of ${plan.title}, ${plan.mechanic ? withArticle(planGame(plan)) : `${withArticle(`${plan.setting} ${plan.kind}`)} game`}. The player is ${withArticle(plan.hero)}. In one short, ${plan.difficulty === 'hard' ? 'tense' : 'cheerful'} sentence, comment on this moment: {{event}}. The score is {{score}}.`,
  },
];

const toolsFor = (plan: GamePlan, actions: string[]): BlueprintTool[] => [
  {
    name: 'game_action',
    description: `Runs one of the game actions of ${plan.title}`,
    fields: [
      { name: 'action', type: 'enum', description: 'The game action to run', required: true, enum: actions },
      { name: 'args', type: 'object', description: 'Keyword arguments of the action', required: false },
    ],
  },
];

/** The kind actually built: since every kind has a builder, the plan's own kind. */
export const builtKind = (plan: GamePlan): GameKind => plan.kind;

/**
 * Everything the offline agent creates for a plan: entities, rules.py (its first line the plan, which the
 * agent reads back before an edit), a prompt, a tool and the frontend.
 */
export const buildGame = (given: GamePlan): GameBlueprint => {
  const plan = withLists(given);
  const kind = builderOf(plan)(plan);
  const timer = plan.timer === null ? [] : [entity('timer', 'Round timer', { timer: { left: plan.timer, total: plan.timer } })];
  return {
    plan,
    entities: [...kind.entities, ...timer],
    scripts: [{ name: PLAN_SCRIPT, content: `${planMarkerLine(plan)}\n${pythonPrelude()}\n\n${kind.python}` }],
    prompts: promptsFor(plan),
    tools: toolsFor(plan, [...kind.actions, 'countdown']),
    frontendFiles: [...kind.files, hooksFile(kind.onScreenKeys), hudFile(plan), cssFile(plan)],
    actions: kind.actions,
  };
};

/** What the agent says about the game it made. */
export const describeGame = (plan: GamePlan): string => {
  const kind = builderOf(plan)(plan);
  const timer = plan.timer === null ? '' : ` You have ${plan.timer} seconds.`;
  // A setting the prompt did not name ("arcade") is no part of the description.
  const setting = plan.setting === 'arcade' ? '' : `${plan.setting} `;
  return `I made ${withArticle(`${setting}${planGame(plan)}`)} called "${plan.title}": ${kind.controls}. Your goal: ${kind.goal}.${timer}`;
};

/**
 * Why the agent built this kind of game, said first (issue 17, "honest in the chat"): the prompt's words that chose
 * it, or plainly that nothing was recognised and the clicker is the default.
 */
export const explainKind = (plan: GamePlan): string => {
  // A composed mechanic was chosen by the prompt's verb: say which verb, and on which kind's plan.
  if (plan.mechanic) {
    const acts = plan.mechanic.objects.length > 0 ? ` ${plan.mechanic.objects.join(' and ')}` : '';
    return `I chose ${withArticle(`${MECHANIC_WORDING[plan.mechanic.kind].name} game`)}, because your prompt says "${plan.mechanic.verb}${acts}".`;
  }
  const cues = kindCues(plan.prompt, plan.kind);
  if (cues.length === 0) {
    return plan.kind === 'clicker'
      ? "I didn't recognise a kind of game in your prompt, so I made a clicker."
      : `I made ${withArticle(kindGame(plan.kind))}.`;
  }
  const quoted = cues.slice(0, 3).map((cue) => `"${cue}"`);
  const said = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  return `I chose ${withArticle(kindGame(plan.kind))}, because your prompt says ${said}.`;
};

/** What the agent could not do as asked, said before it builds ("I don't have questions about volcanoes yet, …"). */
export const buildNotes = (plan: GamePlan): string[] => {
  const note = builtKind(plan) === 'quiz' ? quizSource(plan).note : null;
  return note === null ? [] : [note];
};

/** Pure: a blueprint as the game holds it, without the plan line at the top of rules.py. */
const withoutPlan = (game: GameBlueprint): unknown => ({
  entities: game.entities,
  scripts: game.scripts.map((s) => ({ name: s.name, content: s.content.split('\n').filter((line) => !line.startsWith(PLAN_MARKER_PREFIX)).join('\n') })),
  prompts: game.prompts,
  tools: game.tools,
  frontendFiles: game.frontendFiles,
});

/** Pure: whether two built games differ only in their plan line (an edit the builder of this kind ignores). */
export const sameGameExceptPlan = (a: GameBlueprint, b: GameBlueprint): boolean => JSON.stringify(withoutPlan(a)) === JSON.stringify(withoutPlan(b));
