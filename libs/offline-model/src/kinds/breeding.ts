import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital } from '../frontend-common.js';
import { plural, singular } from '../inflect.js';
import { COLOURS, placeOf } from '../prompt-words.js';
import { entity, type KindBuilder } from './kind.js';
import { nounAfter } from './prompt-nouns.js';
import { emojiOf } from '../sprite-emoji.js';

const DEFAULT_COLOURS: [string, string][] = [['red', '#ef4444'], ['blue', '#3b82f6'], ['yellow', '#eab308']];

/** Pure: the three coat colours, [name, hex]: the prompt's colour words first, then red, blue and yellow. */
export const coatColours = (colourWords: string[]): [string, string][] => {
  const named = colourWords.filter((w) => COLOURS[w] !== undefined).map((w): [string, string] => [w, COLOURS[w]]);
  return [...named, ...DEFAULT_COLOURS.filter(([n, hex]) => !named.some(([m, h]) => m === n || h === hex))].slice(0, 3);
};

/** The starting creatures: one of each colour, pattern and size on the diagonal, and one mixed. */
const STARTERS = [
  { colour: 0, pattern: 0, size: 1, born: 0 },
  { colour: 1, pattern: 1, size: 0, born: 0 },
  { colour: 2, pattern: 2, size: 2, born: 0 },
  { colour: 0, pattern: 2, size: 1, born: 0 },
];

/** Breeding: pick two creatures, breed an offspring that mixes their colour, pattern and size; fill the collection book. */
export const buildBreeding: KindBuilder = (plan) => {
  const creature = singular(nounAfter(plan.prompt, ['breed', 'breeding', 'raise', 'raising', 'pairing', 'pair', 'hatch', 'mix', 'cross', 'crossbreed']) ?? plan.hero);
  const creatures = plural(creature);
  const target = plan.difficulty === 'easy' ? 10 : plan.difficulty === 'hard' ? 15 : 13;
  const perDay = plan.difficulty === 'easy' ? 4 : 3;
  const days = 5 + (plan.levels - 1);
  const colours = coatColours(plan.colourWords);
  const home = nounAfter(plan.prompt, ['in', 'at']);
  const place = home ?? (plan.setting === 'arcade' ? 'nest' : placeOf(plan.themeWords, plan.setting));
  const keymap = Object.fromEntries([
    ...Array.from({ length: 8 }, (_, i) => [String(i + 1), { action: 'pick', args: { index: i } }]),
    [' ', { action: 'breed' }],
    ['Enter', { action: 'breed' }],
    ['b', { action: 'breed' }],
    ['n', { action: 'rest' }],
  ]);
  const key = (c: { colour: number; pattern: number; size: number }) => `${c.colour}-${c.pattern}-${c.size}`;
  return {
    entities: [
      entity('nest', `${capital(creature)} ${place}`, {
        nest: {
          sprite: emojiOf(creature, '🐣'), colours, patterns: ['plain', 'spotted', 'striped'], sizes: ['small', 'medium', 'large'],
          start: STARTERS, creatures: STARTERS.map((c) => ({ ...c })), picked: [], book: [...new Set(STARTERS.map(key))], target, turn: 0, day: 1, days,
          per_day: perDay, breeds_left: perDay, room: 8, over: false, won: false, message: '', last: '',
        },
      }),
    ],
    python: templateText('breeding/rules.py'),
    actions: ['breed', 'pick', 'rest', 'reset'],
    files: [
      templateFile('index.tsx', 'breeding/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        HERO_NAME: creature,
        SCORE_LABEL: 'Book',
        HELP: `Pick two ${creatures} (click, or keys 1-8) and breed them (Space or the button): the baby mixes their colour, pattern and size. Fill the ${place} book with ${target} kinds of ${creatures}; ${perDay} breedings a day.`,
        WIN_TEXT: `The book of ${creatures} is complete!`,
        GAME_OVER_TEXT: `The season ends before the book of ${creatures} is full.`,
      }),
    ],
    onScreenKeys: [],
    controls: 'click two creatures (or press 1-8) and breed them with Space; rest with N for the next day',
    goal: `breed ${creatures} to discover ${target} of the 27 colour, pattern and size combinations in ${days} days`,
  };
};
