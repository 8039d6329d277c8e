import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, tickSeconds, worldOf } from '../frontend-common.js';
import { byDifficulty, entity, type KindBuilder } from './kind.js';
import { singular } from '../inflect.js';

/** Clicker / idle: click for points, buy upgrades that click harder or earn every second. */
export const buildClicker: KindBuilder = (plan) => {
  const item = plan.items[0];
  const upgrades = [
    { key: 'u1', label: `Bigger ${singular(item)} scoop`, base_cost: byDifficulty(plan, 10), per_click: 1, per_second: 0 },
    { key: 'u2', label: `${capital(plan.hero)} helper`, base_cost: byDifficulty(plan, 25), per_click: 0, per_second: 1 },
    { key: 'u3', label: `${capital(singular(plan.enemies[0]))} trap`, base_cost: byDifficulty(plan, 120), per_click: 0, per_second: 5 },
  ].slice(0, 2 + Math.min(1, plan.levels));
  const keymap = Object.fromEntries([
    [' ', { action: 'click' }],
    ['Enter', { action: 'click' }],
    ...upgrades.map((u, i) => [String(i + 1), { action: 'buy', args: { key: u.key } }]),
  ]);
  // Each level of the plan raises the goal by another 500 (scaled by difficulty).
  const goal = byDifficulty(plan, 500) * plan.levels;
  return {
    entities: [
      entity('player', capital(plan.hero), { clicker: { score: 0, total: 0, per_click: 1, per_second: 0, goal } }),
      ...upgrades.map((u) => entity('upgrade', u.label, { upgrade: { ...u, cost: u.base_cost, owned: 0 } })),
    ],
    python: templateText('clicker/rules.py'),
    actions: ['click', 'buy', 'tick', 'reset'],
    files: [
      templateFile('index.tsx', 'clicker/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        WORLD: worldOf(plan),
        TICK_SECONDS: tickSeconds(plan.speed) * 3,
        UPGRADE_COUNT: upgrades.length,
        COLLECT_TEXT: `Collect ${item}`,
        HELP: `Tap the ${singular(item)} or press Space: your ${plan.hero} collects ${item}; press 1-${upgrades.length} to buy upgrades.`,
        WIN_TEXT: `${goal} ${item}! Your ${plan.hero} did it.`,
      }),
    ],
    onScreenKeys: [],
    controls: `click the button or press Space to collect ${item}, and press 1-${upgrades.length} to buy upgrades`,
    goal: `collect ${goal} ${item}`,
  };
};
