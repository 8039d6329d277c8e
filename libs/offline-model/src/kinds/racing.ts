import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, spriteBoardFile, tickSeconds, worldOf } from '../frontend-common.js';
import { listOf, singular } from '../inflect.js';
import { entity, type KindBuilder } from './kind.js';
import { words } from '../analyze-prompt.js';
import { emojiOf } from '../sprite-emoji.js';

/** Pure: the one the prompt races against ("a snail racing a turtle" → turtle), or null. */
export const rivalOf = (prompt: string): string | null => {
  const list = words(prompt);
  const i = list.findIndex((w, at) => ['racing', 'race', 'races', 'against', 'beat', 'versus', 'vs'].includes(w) && ['a', 'an', 'the'].includes(list[at + 1] ?? ''));
  const rival = i < 0 ? undefined : list[i + 2];
  return rival === undefined || rival.endsWith('ing') || ['game', 'race', 'track'].includes(rival) ? null : rival;
};

/** Racing: the hero runs in three lanes toward the finish line, switching lanes past obstacles and onto boosts, ahead of a rival. */
export const buildRacing: KindBuilder = (plan) => {
  const lives = plan.difficulty === 'hard' ? 2 : plan.difficulty === 'easy' ? 5 : 3;
  const goal = 50 + 30 * plan.levels;
  const world = worldOf(plan, 'track');
  const rival = rivalOf(plan.prompt) ?? `rival ${plan.hero}`;
  const enemy = listOf(plan.enemies);
  const item = listOf(plan.items);
  const keymap = {
    ArrowLeft: { action: 'steer', args: { dx: -1 } },
    ArrowRight: { action: 'steer', args: { dx: 1 } },
    a: { action: 'steer', args: { dx: -1 } },
    d: { action: 'steer', args: { dx: 1 } },
  };
  return {
    entities: [
      entity('player', capital(plan.hero), {
        race: {
          lanes: 3,
          rows: 8,
          lane: 1,
          distance: 0,
          rival: 0,
          // The rival rests one tick in this many: harder games rest less.
          rival_rest: plan.difficulty === 'hard' ? 14 : plan.difficulty === 'easy' ? 6 : 10,
          goal,
          lives,
          max_lives: lives,
          crashes: 0,
          kinds: plan.enemies.length,
          item_kinds: plan.items.length,
          things: [],
          score: 0,
          tick: 0,
          won: false,
          lost: false,
          message: '',
        },
      }),
      entity('rival', capital(rival), { racer: { name: rival } }),
      ...plan.enemies.map((name) => entity('enemy', capital(singular(name)), { obstacle: { name } })),
    ],
    python: templateText('racing/rules.py'),
    actions: ['tick', 'steer', 'reset'],
    files: [
      templateFile('index.tsx', 'racing/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        TICK_SECONDS: tickSeconds(plan.speed),
        WORLD: world,
        HELP: `Left/right or A/D switches lanes (or click a side of the road). Miss the ${enemy}, grab the ${item} for a boost, beat the ${rival} to the finish through the ${world.place}.`,
        ENEMY_NAME: `${emojiOf(rival, '🏁')} ${capital(rival)}`,
        WIN_TEXT: `Your ${plan.hero} wins the race!`,
        GAME_OVER_TEXT: `Your ${plan.hero} lost the race.`,
      }),
      spriteBoardFile(plan),
    ],
    onScreenKeys: ['ArrowLeft', 'ArrowRight'],
    controls: `switch lanes with the left/right arrows or A/D (or click beside your ${plan.hero})`,
    goal: `race ${goal} lengths through the ${world.place}, dodging ${enemy} and grabbing ${item}, and cross the finish line before the ${rival}`,
  };
};
