import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, spriteBoardFile, tickSeconds, worldOf } from '../frontend-common.js';
import { listOf, singular } from '../inflect.js';
import { ARROWS, D_PAD, entity, type KindBuilder } from './kind.js';
import { ARCADE } from '../prompt-words.js';
import { ROLE_EMOJI } from '../sprite-emoji.js';

/**
 * The crossing, top to bottom: 'G' the goal, 'W' water ('L' a log to stand on), 'S' safe ground, 'R' a road ('C' a hazard).
 * Each lane drifts one square every `every` ticks in its direction.
 */
const TYPES = 'GWWWSRRRS';
const ROWS = ['.........', 'LLL...LL.', '.LL..LLL.', 'LL...LLL.', '.........', '..C...C..', '.C...C..C', 'C....C...', '.........'];
const DIRS = [0, 1, -1, 1, 0, -1, 1, -1, 0];
const EVERY = [1, 3, 2, 3, 1, 2, 3, 2, 1];

/** Hop to the goal (frogger-like): hop square by square across roads and rivers to the goal row, level after level. */
export const buildHop: KindBuilder = (plan) => {
  const lives = plan.difficulty === 'hard' ? 2 : plan.difficulty === 'easy' ? 5 : 3;
  const levels = 2 + plan.levels;
  // The goal is where the prompt goes to or reaches; hazards not named are cars.
  const named = worldOf(plan, 'other side', ['reach', 'reaches', 'reaching', 'to'], ROLE_EMOJI.goal);
  const world = plan.setting === 'arcade' && plan.enemies.join() === ARCADE.enemies ? { ...named, enemies: [{ name: 'cars', sprite: '🚗' }, { name: 'trucks', sprite: '🚚' }] } : named;
  const enemy = listOf(world.enemies.map((e) => e.name));
  const width = ROWS[0].length;
  const keymap = Object.fromEntries(Object.entries(ARROWS).map(([key, [dx, dy]]) => [key, { action: 'hop', args: { dx, dy } }]));
  return {
    entities: [
      entity('player', capital(plan.hero), {
        hop: {
          width,
          height: TYPES.length,
          x: Math.floor(width / 2),
          y: TYPES.length - 1,
          best: TYPES.length - 1,
          types: TYPES,
          rows: [...ROWS],
          start_rows: [...ROWS],
          dirs: [...DIRS],
          every: EVERY.map((e) => (plan.difficulty === 'hard' ? Math.max(1, e - 1) : e)),
          item: [3, 4],
          item_row: 4,
          level: 1,
          levels,
          lives,
          max_lives: lives,
          score: 0,
          tick: 0,
          deaths: 0,
          won: false,
          message: '',
        },
      }),
      ...world.enemies.map(({ name }) => entity('enemy', capital(singular(name)), { hazard: { name } })),
    ],
    python: templateText('hop/rules.py'),
    actions: ['hop', 'tick', 'reset'],
    files: [
      templateFile('index.tsx', 'hop/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        TICK_SECONDS: tickSeconds(plan.speed),
        WORLD: world,
        HELP: `Arrow keys or WASD hop your ${plan.hero} one square (or click next to it). Dodge the ${enemy} on the road, ride the logs over the water, grab the ${plan.items[0]} and reach the ${world.place}.`,
        WIN_TEXT: `Your ${plan.hero} crossed ${levels} times!`,
        GAME_OVER_TEXT: `Your ${plan.hero} ran out of lives.`,
      }),
      spriteBoardFile(plan),
    ],
    onScreenKeys: D_PAD,
    controls: `hop one square with the arrow keys or WASD (or click next to your ${plan.hero})`,
    goal: `cross the road and the river to the ${world.place} ${levels} times without meeting the ${enemy}`,
  };
};
