import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, gridFile, tickSeconds, worldOf } from '../frontend-common.js';
import { ARROWS, D_PAD, byDifficulty, entity, type KindBuilder } from './kind.js';
import { listOf, singular } from '../inflect.js';

/** Dodge / arena: things fall from the top; move to avoid them and catch the pickups. */
export const buildDodge: KindBuilder = (plan) => {
  const width = 9;
  const height = 12;
  const lives = plan.difficulty === 'hard' ? 2 : plan.difficulty === 'easy' ? 5 : 3;
  const count = Math.min(9, byDifficulty(plan, 4) + plan.levels - 1);
  const enemy = plan.enemies[0];
  // One pickup per item type (up to three), each falling in its own column.
  const items = plan.items.slice(0, 3);
  const item = listOf(items);
  const keymap = Object.fromEntries(Object.entries(ARROWS).map(([key, [dx, dy]]) => [key, { action: 'move', args: { dx, dy } }]));
  return {
    entities: [
      entity('player', capital(plan.hero), { arena: { width, height, x: 4, y: height - 1, lives, max_lives: lives, score: 0, tick: 0 } }),
      ...Array.from({ length: count }, (_, i) =>
        entity('enemy', `${capital(singular(plan.enemies[i % plan.enemies.length]))} ${i + 1}`, { hazard: { x: (i * 4 + 1) % width, y: 0 - i * 3 } }),
      ),
      ...items.map((name, i) => entity('item', capital(singular(name)), { pickup: { x: (6 + i * 3) % width, y: -5 - i * 4, value: 5 } })),
    ],
    python: templateText('dodge/rules.py'),
    actions: ['tick', 'move', 'reset'],
    files: [
      templateFile('index.tsx', 'dodge/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        TICK_SECONDS: tickSeconds(plan.speed),
        WORLD: worldOf(plan),
        HELP: `Arrow keys or WASD move your ${plan.hero}. Avoid the ${enemy}, catch the ${item}.`,
        GAME_OVER_TEXT: `The ${enemy} got you!`,
      }),
      gridFile(plan),
    ],
    onScreenKeys: D_PAD,
    controls: `use the arrow keys or WASD (or click a column) to move your ${plan.hero}`,
    goal: `dodge the falling ${enemy} and catch ${item} for points`,
  };
};
