import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, tickSeconds, worldOf } from '../frontend-common.js';
import { emojiOf } from '../sprite-emoji.js';
import { byDifficulty, entity, type KindBuilder } from './kind.js';

/** What the act is called and what its meter measures, by the verb ("feed" → Fullness). */
const ACTS: Record<string, { act: string; meter: string; late: string; early: string }> = {
  water: { act: 'Water', meter: 'Moisture', late: 'too dry', early: 'waterlogged' },
  mist: { act: 'Mist', meter: 'Moisture', late: 'too dry', early: 'dripping' },
  feed: { act: 'Feed', meter: 'Fullness', late: 'starving', early: 'overfed' },
  tend: { act: 'Tend', meter: 'Care', late: 'neglected', early: 'fussed over' },
  nurture: { act: 'Tend', meter: 'Care', late: 'neglected', early: 'fussed over' },
  prune: { act: 'Prune', meter: 'Shape', late: 'overgrown', early: 'cut too short' },
  fertilize: { act: 'Feed', meter: 'Nutrients', late: 'starving', early: 'burnt' },
  grow: { act: 'Water', meter: 'Moisture', late: 'too dry', early: 'waterlogged' },
};

/** Pure: the act of a verb as written ("watering" → water). */
const actOf = (verb: string): (typeof ACTS)[string] => {
  const word = verb.split(' ')[0];
  const base = Object.keys(ACTS).find((k) => word.startsWith(k.slice(0, Math.max(4, k.length - 1))));
  return ACTS[base ?? 'water'];
};

/**
 * Timing and growth (the verb "water / feed / tend … at the right time"): the meter drains; acting while it is in
 * the window grows the subject a step, acting too early or letting it run dry wilts it. Grown through every
 * stage wins; wilted three times loses.
 */
export const buildTiming: KindBuilder = (plan) => {
  const subject = plan.mechanic?.subject ?? plan.hero;
  const { act, meter, late, early } = actOf(plan.mechanic?.verb ?? 'water');
  const stages = 3 + Math.min(3, plan.levels);
  const health = plan.difficulty === 'hard' ? 2 : plan.difficulty === 'easy' ? 4 : 3;
  const low = 10;
  const high = plan.difficulty === 'easy' ? 45 : plan.difficulty === 'hard' ? 30 : 38;
  const keymap = { ' ': { action: 'act' }, Enter: { action: 'act' }, w: { action: 'act' } };
  const world = { ...worldOf(plan, 'garden'), hero: subject, heroSprite: emojiOf(subject, '🪴') };
  return {
    entities: [
      entity('player', capital(subject), {
        growth: {
          meter: 100,
          low,
          high,
          drain: Math.max(2, byDifficulty(plan, 4) + plan.speed - 3),
          dry: 0,
          stage: 0,
          stages,
          per_stage: 2,
          good: 0,
          health,
          max_health: health,
          streak: 0,
          score: 0,
          won: false,
          message: `${act} the ${subject} when the ${meter.toLowerCase()} is in the green band.`,
          late,
          early,
        },
      }),
    ],
    python: templateText('timing/rules.py'),
    actions: ['act', 'tick', 'reset'],
    files: [
      templateFile('index.tsx', 'timing/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        WORLD: world,
        TICK_SECONDS: tickSeconds(plan.speed) * 2,
        COLLECT_TEXT: act,
        SCORE_LABEL: meter,
        HELP: `Press Space, Enter or W (or tap ${act}) when the ${meter.toLowerCase()} bar is in the green band: too early and the ${subject} is ${early}, too late and it is ${late}. Either way it wilts.`,
        WIN_TEXT: `Your ${subject} is fully grown!`,
        GAME_OVER_TEXT: `The ${subject} wilted away.`,
      }),
    ],
    onScreenKeys: [],
    controls: `press Space (or tap ${act}) to ${act.toLowerCase()} the ${subject} when its ${meter.toLowerCase()} is in the green band`,
    goal: `grow the ${subject} through ${stages} stages without letting it wilt ${health} times`,
  };
};
