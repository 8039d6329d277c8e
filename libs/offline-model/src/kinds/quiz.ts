import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital } from '../frontend-common.js';
import type { GamePlan } from '../game-plan.js';
import { plural, singular, withArticle } from '../inflect.js';
import { COLOURS, ENEMIES, ITEMS, placeOf, SETTINGS } from '../prompt-words.js';
import { askedTopic, QUESTION_BANK, quizTopicOf, seededShuffle, textHash, type QuizTopic } from '../question-bank.js';
import { entity, type KindBuilder } from './kind.js';

type Question = [string, string[], number];

const MATHS = /\b(math|maths|mathematics|arithmetic|numbers|sums|multiplication|times tables|addition|subtraction)\b/i;

// A setting's nearest topic, for a prompt that names none of the bank's ("a quiz about penguins": animals).
const SETTING_TOPICS: Record<string, string> = { space: 'space', ocean: 'oceans', forest: 'animals', jungle: 'animals', farm: 'animals', ice: 'animals', desert: 'history', castle: 'history', candy: 'food', cyber: 'computers' };

const topicByKey = (key: string | undefined): QuizTopic | null => QUESTION_BANK.find((t) => t.key === key) ?? null;

/** What the quiz asks about: arithmetic, a topic of the bank, or the game's own world. */
export type QuizSource = { kind: 'maths' } | { kind: 'topic'; topic: QuizTopic } | { kind: 'world' };

/** Pure: the questions' source for a plan, and what the agent should say when the prompt's topic is not in the bank. */
export const quizSource = (plan: GamePlan): { source: QuizSource; note: string | null } => {
  if (MATHS.test(plan.prompt)) return { source: { kind: 'maths' }, note: null };
  const asked = askedTopic(plan.prompt);
  const named = quizTopicOf(plan.prompt);
  if (named !== null) return { source: { kind: 'topic', topic: named }, note: null };
  if (asked === null) return { source: { kind: 'topic', topic: topicByKey(SETTING_TOPICS[plan.setting]) ?? topicByKey('general')! }, note: null };
  // The asked topic's own setting ("penguins" are on the ice), not the game's (a knight's quiz about volcanoes is no history quiz).
  const askedWords = asked.split(/\s+/).flatMap((w) => [w, singular(w), plural(w)]);
  const near = topicByKey(SETTING_TOPICS[SETTINGS.find((s) => s.words.some((w) => askedWords.includes(w)))?.key ?? '']);
  if (near !== null) return { source: { kind: 'topic', topic: near }, note: `I don't have questions about ${asked} yet, so the questions are about ${near.name}.` };
  return { source: { kind: 'world' }, note: `I don't have questions about ${asked} yet, so the questions are about the game's own world.` };
};

/** Arithmetic questions derived from the prompt's length: always correct, always the same for a prompt. */
const arithmetic = (plan: GamePlan, count: number): Question[] =>
  Array.from({ length: count }, (_, i) => {
    const a = ((plan.prompt.length + i * 7) % 12) + 2;
    const b = ((plan.prompt.length * 3 + i * 5) % 9) + 2;
    const right = plan.difficulty === 'hard' ? a * b : a + b;
    const options = [right, right + 1, right - 1, right + 2].map(String);
    const rotate = i % 4;
    return [`What is ${a} ${plan.difficulty === 'hard' ? '×' : '+'} ${b}?`, [...options.slice(rotate), ...options.slice(0, rotate)], (4 - rotate) % 4];
  });

const PLACES = ['castle', 'space station', 'coral reef', 'jungle', 'desert', 'volcano', 'city', 'farm', 'island', 'ice cave', 'mansion', 'forest'];
const TITLES = ['Moon Dash', 'Pixel Quest', 'Jelly Jump', 'Robo Rally', 'Castle Clash', 'Ocean Odyssey', 'Cloud Hopper'];

/** A question with its right answer among three wrong ones from `pool` (none the right one), placed by the seed. */
const ask = (text: string, right: string, pool: string[], seed: number): Question | null => {
  const wrong = seededShuffle([...new Set(pool.filter((w) => w.toLowerCase() !== right.toLowerCase()))], seed ^ textHash(text)).slice(0, 3);
  if (wrong.length < 3) return null;
  const answer = textHash(`${text}|${seed}`) % 4;
  const options = [...wrong];
  options.splice(answer, 0, right);
  return [text, options, answer];
};

/** Pure: questions about the game itself (its hero, what it collects and avoids, its place, its rules), for a topic the bank lacks. */
export const worldQuestions = (plan: GamePlan, lives: number, count: number): Question[] => {
  const seed = textHash(plan.prompt);
  const hero = singular(plan.hero);
  const own = new Set([...plan.items, ...plan.enemies].map((w) => singular(w).toLowerCase()));
  const others = (list: string[]) => list.filter((w) => !own.has(singular(w).toLowerCase())).map(capital);
  const title = plan.title;
  const place = placeOf(plan.themeWords, plan.setting);
  const colour = plan.colourWords[0];
  const candidates: (Question | null)[] = [
    ask(`Who is the hero of ${title}?`, capital(withArticle(hero)), ['knight', 'pirate', 'astronaut', 'penguin', 'robot', 'wizard', 'farmer', 'diver'].filter((h) => h !== hero).map((h) => capital(withArticle(h))), seed),
    ...plan.items.map((item, i) => ask(i === 0 ? `What does the ${hero} collect in ${title}?` : `Which of these can the ${hero} also collect?`, capital(item), others(ITEMS), seed + i)),
    ...plan.enemies.map((enemy, i) => ask(i === 0 ? `What must the ${hero} watch out for in ${title}?` : `Which of these is another danger in ${title}?`, capital(enemy), others(ENEMIES), seed + 7 + i)),
    ask(`Where does ${title} take place?`, `In ${withArticle(place)}`, PLACES.filter((p) => p !== place).map((p) => `In ${withArticle(p)}`), seed),
    ask('What is the name of this game?', title, TITLES, seed),
    ask(`How many lives do you start ${title} with?`, String(lives), [lives - 1, lives + 1, lives + 2, lives + 3].filter((n) => n > 0).map(String), seed),
    ask(`What happens when you pick a wrong answer in ${title}?`, 'You lose a life', ['You win a prize', 'The game speeds up', 'Nothing at all'], seed),
    ask(`How many questions does ${title} ask?`, String(count), [count - 2, count - 1, count + 1, count + 2].filter((n) => n > 0).map(String), seed),
    ask('Which key picks the first answer?', '1', ['A', 'Space', 'Enter', 'Q'], seed),
    colour === undefined ? null : ask(`What is the main colour of ${title}?`, capital(colour), Object.keys(COLOURS).filter((c) => c !== colour && c !== 'grey' && c !== 'golden').map(capital), seed),
  ];
  return seededShuffle(candidates.filter((q): q is Question => q !== null), seed);
};

const fromBank = (topic: QuizTopic, seed: number): Question[] => seededShuffle(topic.questions, seed).map((q) => [q.text, [...q.options], q.answer]);

/** Pure: the plan's questions: as many as its levels need (4 + levels), from its topic, in an order the prompt decides. */
export const questionsFor = (plan: GamePlan, lives: number): Question[] => {
  const wanted = 4 + plan.levels;
  const seed = textHash(plan.prompt);
  const { source } = quizSource(plan);
  if (source.kind === 'maths') return arithmetic(plan, wanted);
  // A topic of the bank has at least 15 questions; the game's own world has fewer, then general knowledge follows.
  const first = source.kind === 'topic' ? fromBank(source.topic, seed) : worldQuestions(plan, lives, wanted);
  const general = source.kind === 'world' ? fromBank(topicByKey('general')!, seed) : [];
  return [...first, ...general].slice(0, wanted);
};

/** Quiz: multiple-choice questions about the prompt's topic; answer with 1-4 or a click. */
export const buildQuiz: KindBuilder = (plan) => {
  const lives = plan.difficulty === 'hard' ? 2 : plan.difficulty === 'easy' ? 5 : 3;
  const questions = questionsFor(plan, lives);
  const keymap = Object.fromEntries([0, 1, 2, 3].map((i) => [String(i + 1), { action: 'answer', args: { choice: i } }]));
  return {
    entities: [
      entity('player', capital(plan.hero), { quiz: { index: 0, score: 0, lives, max_lives: lives, streak: 0, finished: false, feedback: '', points: plan.difficulty === 'hard' ? 20 : 10 } }),
      ...questions.map(([text, options, answer], order) => entity('question', `Question ${order + 1}`, { question: { order, text, options, answer } })),
    ],
    python: templateText('quiz/rules.py'),
    actions: ['answer', 'reset'],
    files: [templateFile('index.tsx', 'quiz/index.tsx', { ...styleSlots(plan), KEYS: keymap, GAME_OVER_TEXT: `Quiz over, ${plan.hero}!` })],
    onScreenKeys: [],
    controls: 'press 1-4 or click an answer',
    goal: `answer ${questions.length} questions with at most ${lives - 1} mistakes`,
  };
};
