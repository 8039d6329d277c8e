import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, tickSeconds } from '../frontend-common.js';
import type { GamePlan } from '../game-plan.js';
import { singular } from '../inflect.js';
import { placeOf } from '../prompt-words.js';
import { byDifficulty, entity, type KindBuilder } from './kind.js';
import { promptWords } from './prompt-nouns.js';
import { emojiOf } from '../sprite-emoji.js';

/** Filler words when the prompt's world has few of its own. */
const FILLER = ['spell', 'storm', 'brave', 'spark', 'light', 'swift', 'charm', 'blaze', 'quest', 'magic', 'shadow', 'thunder'];

/** Pure: the words to type, from the prompt's world (its own words, hero, enemies, items, setting), then filler; a-z only, 3-12 letters. */
export const typingWords = (plan: GamePlan): string[] => {
  const candidates = [
    ...promptWords(plan.prompt).map(singular),
    plan.hero,
    ...plan.enemies.map(singular),
    ...plan.items.map(singular),
    ...plan.themeWords.map(singular),
    placeOf(plan.themeWords, plan.setting),
  ].flatMap((phrase) => phrase.toLowerCase().split(/\s+/));
  const world = [...new Set(candidates.filter((w) => /^[a-z]{3,12}$/.test(w)))];
  return [...world, ...FILLER.filter((w) => !world.includes(w))].slice(0, Math.max(12, world.length));
};

/** Typing: words from the prompt's world march toward the hero; type one to destroy it before it arrives. */
export const buildTyping: KindBuilder = (plan) => {
  const pool = typingWords(plan);
  const goal = byDifficulty(plan, 12) + (plan.levels - 1) * 5;
  const enemy = plan.enemies[0];
  const heroSprite = emojiOf(plan.hero, '🧙');
  const enemySprite = emojiOf(enemy, '👾');
  const sprites = Object.fromEntries(pool.map((w) => [w, emojiOf(w, enemySprite)]));
  const lanes = 3;
  const words = Array.from({ length: lanes }, (_, lane) => ({ text: pool[(lane * 7 + lane * 3) % pool.length], pos: 96 + lane * 18, sprite: '' }));
  for (const word of words) word.sprite = sprites[word.text];
  const keymap = Object.fromEntries([...'abcdefghijklmnopqrstuvwxyz'].map((letter) => [letter, { action: 'type_letter', args: { letter } }]));
  return {
    entities: [
      entity('player', capital(plan.hero), {
        typing: {
          pool, sprites, words, spawned: lanes, typed: '', score: 0, destroyed: 0, goal, per_level: 4, level: 1, step: plan.difficulty === 'hard' ? 3 : 2,
          misses: 0, tick: 0, over: false, won: false, message: '', last: '', hero_sprite: heroSprite, enemy_sprite: enemySprite,
        },
      }),
    ],
    python: templateText('typing/rules.py'),
    actions: ['type_letter', 'tick', 'reset'],
    files: [
      templateFile('index.tsx', 'typing/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        TICK_SECONDS: tickSeconds(plan.speed),
        HERO_NAME: plan.hero,
        SCORE_LABEL: 'Words',
        HELP: `Type each word (keyboard or the letters below) before it reaches your ${plan.hero}: ${pool.slice(0, 4).join(', ')} and more.`,
        WIN_TEXT: `${goal} words typed: the ${plan.hero} is safe!`,
        GAME_OVER_TEXT: `A word reached your ${plan.hero}!`,
      }),
    ],
    onScreenKeys: [],
    controls: `type the words on the keyboard (or tap the on-screen letters) to stop them before they reach your ${plan.hero}`,
    goal: `type ${goal} words (${pool.slice(0, 3).join(', ')}, …) before any reaches your ${plan.hero}`,
  };
};
