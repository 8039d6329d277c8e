import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, spriteBoardFile, tickSeconds, worldOf } from '../frontend-common.js';
import { listOf } from '../inflect.js';
import { projectileOf } from './defense.js';
import { byDifficulty, entity, type KindBuilder } from './kind.js';

/** What the hero shoots: fire when the verb breathes or fires it ("breathes fire at"), else the prompt's projectile. */
const shotOf = (verb: string, prompt: string): { name: string; sprite: string } =>
  /\b(?:breath|fire|spit)/.test(verb) && !/\b(?:arrows?|cannon|laser|water|snowballs?)\b/.test(prompt.toLowerCase()) ? { name: 'fire', sprite: '🔥' } : projectileOf(prompt);

/**
 * Aim and shoot to protect (the verb "shoot", "fire at", "breathes fire at"): the verb's objects fall from the
 * sky toward the place the purpose clause protects; the hero moves along the ground to aim and fires upward.
 * Each one that lands hurts the place; shooting down enough of them wins, the place falling loses.
 */
export const buildShoot: KindBuilder = (plan) => {
  const width = 7;
  const height = 9;
  const base = plan.difficulty === 'hard' ? 3 : plan.difficulty === 'easy' ? 7 : 5;
  const place = plan.mechanic?.purpose ?? null;
  const world0 = worldOf(plan, 'village');
  const world = { ...world0, ...(place === null ? {} : { place }), items: [shotOf(plan.mechanic?.verb ?? 'shoot', plan.prompt)] };
  const foes = listOf(plan.enemies);
  const goal = byDifficulty(plan, 12) + 4 * plan.levels;
  const keymap = {
    ArrowLeft: { action: 'move', args: { dx: -1 } },
    ArrowRight: { action: 'move', args: { dx: 1 } },
    a: { action: 'move', args: { dx: -1 } },
    d: { action: 'move', args: { dx: 1 } },
    ' ': { action: 'fire' },
    ArrowUp: { action: 'fire' },
    w: { action: 'fire' },
  };
  return {
    entities: [
      entity('player', capital(plan.hero), {
        sky: {
          width,
          height,
          x: Math.floor(width / 2),
          base,
          max_base: base,
          goal,
          score: 0,
          falling: [],
          shots: [],
          tick: 0,
          spawned: 0,
          gap: plan.difficulty === 'hard' ? 3 : 4,
          pace: 2,
          kinds: plan.enemies.length,
          won: false,
          message: '',
        },
      }),
      ...plan.enemies.map((name) => entity('enemy', capital(name), { invader: { name } })),
    ],
    python: templateText('shoot/rules.py'),
    actions: ['fire', 'move', 'tick', 'reset'],
    files: [
      templateFile('index.tsx', 'shoot/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        WORLD: world,
        TICK_SECONDS: tickSeconds(plan.speed),
        HELP: `Left/Right or A/D moves your ${plan.hero} to aim; Space, Up or W fires ${world.items[0].name} at the falling ${foes}. Tap a column to aim and fire there. Protect the ${world.place}!`,
        WIN_TEXT: `The ${world.place} is safe: ${goal} ${foes} shot down!`,
        GAME_OVER_TEXT: `The ${foes} hit the ${world.place} too often.`,
      }),
      spriteBoardFile(plan),
    ],
    onScreenKeys: ['ArrowLeft', ' ', 'ArrowRight'],
    controls: `move with the left/right arrows or A/D to aim, and fire with Space (or tap a column) as your ${plan.hero}`,
    goal: `shoot down ${goal} falling ${foes} before they wreck the ${world.place}`,
  };
};
