import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital } from '../frontend-common.js';
import type { GamePlan } from '../game-plan.js';
import { entity, type KindBuilder } from './kind.js';

type Question = [string, string[], number];

const BANK: Record<string, Question[]> = {
  space: [
    ['Which planet is closest to the Sun?', ['Venus', 'Mercury', 'Mars', 'Earth'], 1],
    ['What is the largest planet?', ['Saturn', 'Neptune', 'Jupiter', 'Uranus'], 2],
    ['What do we call a star explosion?', ['Supernova', 'Comet', 'Nebula', 'Eclipse'], 0],
    ['Which planet is known as the Red Planet?', ['Venus', 'Mars', 'Mercury', 'Pluto'], 1],
  ],
  ocean: [
    ['What is the largest ocean?', ['Atlantic', 'Indian', 'Arctic', 'Pacific'], 3],
    ['How many arms does an octopus have?', ['Six', 'Eight', 'Ten', 'Twelve'], 1],
    ['Which of these is a mammal?', ['Shark', 'Tuna', 'Dolphin', 'Eel'], 2],
  ],
  animals: [
    ['Which animal is the tallest?', ['Elephant', 'Giraffe', 'Camel', 'Horse'], 1],
    ['What do bees make?', ['Milk', 'Silk', 'Honey', 'Wax only'], 2],
    ['Which bird cannot fly?', ['Penguin', 'Eagle', 'Sparrow', 'Owl'], 0],
  ],
  general: [
    ['How many continents are there?', ['Five', 'Six', 'Seven', 'Eight'], 2],
    ['What colour do you get mixing blue and yellow?', ['Green', 'Purple', 'Orange', 'Brown'], 0],
    ['How many sides does a hexagon have?', ['Five', 'Six', 'Seven', 'Eight'], 1],
    ['What is frozen water called?', ['Steam', 'Ice', 'Fog', 'Dew'], 1],
  ],
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

const questionsFor = (plan: GamePlan): Question[] => {
  const topic = plan.setting === 'space' || plan.setting === 'ocean' ? plan.setting : ['forest', 'jungle', 'farm', 'ice'].includes(plan.setting) ? 'animals' : 'general';
  const wanted = 4 + plan.levels;
  const themed = /\b(math|maths|arithmetic|numbers|multiplication|addition)\b/i.test(plan.prompt) ? [] : BANK[topic];
  return [...themed, ...arithmetic(plan, Math.max(0, wanted - themed.length))].slice(0, wanted);
};

/** Quiz: multiple-choice questions from the setting; answer with 1-4 or a click. */
export const buildQuiz: KindBuilder = (plan) => {
  const questions = questionsFor(plan);
  const lives = plan.difficulty === 'hard' ? 2 : plan.difficulty === 'easy' ? 5 : 3;
  const keymap = Object.fromEntries([0, 1, 2, 3].map((i) => [String(i + 1), { action: 'answer', args: { choice: i } }]));
  return {
    entities: [
      entity('player', capital(plan.hero), { quiz: { index: 0, score: 0, lives, max_lives: lives, streak: 0, finished: false, feedback: '', points: plan.difficulty === 'hard' ? 20 : 10 } }),
      ...questions.map(([text, options, answer], order) => entity('question', `Question ${order + 1}`, { question: { order, text, options, answer } })),
    ],
    python: templateText('quiz/rules.py'),
    actions: ['answer', 'reset'],
    files: [templateFile('index.tsx', 'quiz/index.tsx', { ...styleSlots(plan), KEYS: keymap, GAME_OVER_TEXT: `Quiz over, ${plan.hero}!` })],
    controls: 'press 1-4 or click an answer',
    goal: `answer ${questions.length} questions with at most ${lives - 1} mistakes`,
  };
};
