import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital } from '../frontend-common.js';
import { byDifficulty, entity, type KindBuilder } from './kind.js';
import { singular } from '../inflect.js';

type Card = { name: string; kind: 'attack' | 'heal' | 'block'; value: number; cost: number };

/** Card battle: play cards from a fixed deck against an enemy who strikes back each turn. */
export const buildCards: KindBuilder = (plan) => {
  const enemy = singular(plan.enemies[0]);
  const deck: Card[] = [
    { name: 'Strike', kind: 'attack', value: 3, cost: 1 },
    { name: 'Shield', kind: 'block', value: 3, cost: 1 },
    { name: `${capital(plan.hero)}'s Blast`, kind: 'attack', value: 6, cost: 2 },
    { name: 'Strike', kind: 'attack', value: 3, cost: 1 },
    { name: 'Potion', kind: 'heal', value: 4, cost: 1 },
    { name: 'Fury', kind: 'attack', value: 5, cost: 2 },
    { name: 'Guard', kind: 'block', value: 5, cost: 2 },
    { name: 'Jab', kind: 'attack', value: 2, cost: 0 },
  ];
  const handSize = 3;
  const enemyMax = byDifficulty(plan, 20) + (plan.levels - 1) * 5;
  const maxHp = plan.difficulty === 'easy' ? 25 : 20;
  const enemyMoves = [2, 4, 3, 6].map((hit) => byDifficulty(plan, hit));
  const keymap = Object.fromEntries([
    ...Array.from({ length: handSize }, (_, i) => [String(i + 1), { action: 'play', args: { card: i } }]),
    ['e', { action: 'end_turn' }],
    ['Enter', { action: 'end_turn' }],
    ['r', { action: 'reset' }],
  ]);
  return {
    entities: [
      entity('player', capital(plan.hero), {
        duel: {
          hero_hp: maxHp,
          max_hp: maxHp,
          enemy_hp: enemyMax,
          enemy_max: enemyMax,
          energy: 3,
          max_energy: 3,
          block: 0,
          deck,
          hand: Array.from({ length: handSize }, (_, i) => i),
          next: handSize,
          hand_size: handSize,
          enemy_moves: enemyMoves,
          turn: 0,
          over: false,
          won: false,
          message: '',
        },
      }),
    ],
    python: templateText('cards/rules.py'),
    actions: ['play', 'end_turn', 'reset'],
    files: [
      templateFile('index.tsx', 'cards/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        HELP: `Click a card or press 1-${handSize} to play it; E or Enter ends your turn. Beat the ${enemy}!`,
        HERO_NAME: capital(plan.hero),
        ENEMY_NAME: capital(enemy),
        WIN_TEXT: `Victory over the ${enemy}!`,
        GAME_OVER_TEXT: `The ${enemy} defeated your ${plan.hero}…`,
      }),
    ],
    onScreenKeys: [],
    controls: `click a card or press 1-${handSize} to play it, and E or Enter to end your turn`,
    goal: `bring the ${enemy}'s ${enemyMax} health to zero before it defeats your ${plan.hero}`,
  };
};
