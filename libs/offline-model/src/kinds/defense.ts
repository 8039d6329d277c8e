import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, spriteBoardFile, tickSeconds, worldOf } from '../frontend-common.js';
import { listOf, singular } from '../inflect.js';
import { byDifficulty, entity, type KindBuilder } from './kind.js';
import { words } from '../analyze-prompt.js';

/** What the defenders shoot, by a word of the prompt (a projectile or the weapon that fires it): name and sprite. */
const PROJECTILES: Record<string, [string, string]> = {
  arrows: ['arrows', '🏹'], bow: ['arrows', '🏹'], archer: ['arrows', '🏹'], crossbow: ['crossbow bolts', '🏹'], torpedoes: ['torpedoes', '🚀'],
  torpedo: ['torpedoes', '🚀'], pinecones: ['pinecones', '🌰'], cannon: ['cannonballs', '💣'], cannonballs: ['cannonballs', '💣'], snowballs: ['snowballs', '❄️'],
  fireballs: ['fireballs', '🔥'], spells: ['spells', '✨'], magic: ['spells', '✨'], wizard: ['spells', '✨'], lasers: ['lasers', '⚡'], laser: ['lasers', '⚡'],
  turrets: ['lasers', '⚡'], water: ['water', '💧'], pistol: ['water', '💧'], stones: ['stones', '🪨'], rocks: ['rocks', '🪨'], darts: ['darts', '🎯'],
  seeds: ['seeds', '🌱'], sunflowers: ['seeds', '🌱'], bubbles: ['bubbles', '🫧'], balls: ['balls', '⚽'], shots: ['shots', '⚽'],
};

/** Pure: the projectile the prompt names or implies ("with a crossbow" → crossbow bolts), else arrows. */
export const projectileOf = (prompt: string): { name: string; sprite: string } => {
  const found = words(prompt).find((w) => PROJECTILES[w] !== undefined);
  const [name, sprite] = found === undefined ? PROJECTILES.arrows : PROJECTILES[found];
  return { name, sprite };
};

/** Tower defense: waves of enemies walk the lanes toward the base; aim a lane and shoot them down before they reach it. */
export const buildDefense: KindBuilder = (plan) => {
  const width = 10;
  const height = 5;
  const base = plan.difficulty === 'hard' ? 3 : plan.difficulty === 'easy' ? 7 : 5;
  const projectile = projectileOf(plan.prompt);
  const world = { ...worldOf(plan, 'base'), items: [projectile] };
  const enemy = listOf(plan.enemies);
  const shot = projectile.name;
  const keymap = {
    ArrowUp: { action: 'aim', args: { dy: -1 } },
    ArrowDown: { action: 'aim', args: { dy: 1 } },
    w: { action: 'aim', args: { dy: -1 } },
    s: { action: 'aim', args: { dy: 1 } },
    ' ': { action: 'fire' },
    Enter: { action: 'fire' },
  };
  return {
    entities: [
      entity('player', capital(plan.hero), {
        defense: {
          width,
          height,
          lane: Math.floor(height / 2),
          base,
          max_base: base,
          wave: 1,
          waves: 2 + plan.levels,
          per_wave: byDifficulty(plan, 4),
          spawned: 0,
          gap: plan.difficulty === 'hard' ? 2 : 3,
          pace: 2,
          kinds: plan.enemies.length,
          enemies: [],
          shots: [],
          score: 0,
          tick: 0,
          won: false,
          message: '',
        },
      }),
      ...plan.enemies.map((name) => entity('enemy', capital(singular(name)), { invader: { name } })),
    ],
    python: templateText('defense/rules.py'),
    actions: ['tick', 'aim', 'fire', 'reset'],
    files: [
      templateFile('index.tsx', 'defense/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        TICK_SECONDS: tickSeconds(plan.speed),
        WORLD: world,
        HELP: `Up/down or W/S picks a lane, Space fires ${shot} at the ${enemy}; or click a lane. Keep them away from the ${world.place}.`,
        WIN_TEXT: `The ${world.place} stands! Every wave of ${enemy} is beaten.`,
        GAME_OVER_TEXT: `The ${enemy} broke into the ${world.place}!`,
      }),
      spriteBoardFile(plan),
    ],
    onScreenKeys: ['ArrowUp', 'ArrowDown', ' '],
    controls: `pick a lane with the up/down arrows or W/S and fire with Space (or click a lane) as your ${plan.hero}`,
    goal: `defend the ${world.place} from ${2 + plan.levels} waves of ${enemy}`,
  };
};
