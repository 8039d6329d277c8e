import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, gridFile, tickSeconds, worldOf } from '../frontend-common.js';
import { D_PAD, entity, type KindBuilder } from './kind.js';

const KEYS: Record<string, string> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right', w: 'up', s: 'down', a: 'left', d: 'right' };

/** Snake-like: steer a growing line around the board and eat what appears. */
export const buildSnake: KindBuilder = (plan) => {
  const item = plan.items[0];
  const keymap = Object.fromEntries(Object.entries(KEYS).map(([key, direction]) => [key, { action: 'turn', args: { direction } }]));
  return {
    entities: [
      entity('player', capital(plan.hero), {
        snake: { width: 14, height: 11, body: [[4, 5], [3, 5], [2, 5]], dir: 'right', next_dir: 'right', food: [9, 5], score: 0, alive: true, wrap: plan.difficulty === 'easy' },
      }),
    ],
    python: templateText('snake/rules.py'),
    actions: ['tick', 'turn', 'reset'],
    files: [
      templateFile('index.tsx', 'snake/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        TICK_SECONDS: tickSeconds(plan.speed),
        SCORE_LABEL: capital(item),
        WORLD: worldOf(plan),
        HELP: `Arrow keys or WASD steer your ${plan.hero}; eat the ${item} to grow.`,
      }),
      gridFile(plan),
    ],
    onScreenKeys: D_PAD,
    controls: `steer with the arrow keys or WASD (or click where to go)`,
    goal: `eat ${item} to grow as long as you can without hitting ${plan.difficulty === 'easy' ? 'yourself' : 'the walls or yourself'}`,
  };
};
