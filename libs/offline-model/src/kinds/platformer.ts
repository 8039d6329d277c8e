import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, gridFile, tickSeconds, worldOf } from '../frontend-common.js';
import { entity, type KindBuilder } from './kind.js';

/** The level: '#' ground, '^' hazard, 'c' a coin (stored apart), 'G' the goal, '.' air. */
const LEVEL = [
  '..................',
  '...............G..',
  '.............####.',
  '.....c.....c......',
  '....###...###.....',
  '..c...........c...',
  '.###.........###..',
  '........c.........',
  '##########^^####^#',
];
type Stage = { rows: string[]; coins: number[][]; start: number[] };

const withPit = (row: string, from: number): string => row.slice(0, from) + '^^' + row.slice(from + 2);
const mirrored = (rows: string[]): string[] => rows.map((row) => [...row].reverse().join(''));

/** One stage per level, cycling through three layouts: the base, its mirror with a pit, the base with two pits. */
export const platformStages = (levels: number): Stage[] =>
  Array.from({ length: Math.max(1, levels) }, (_, i) => {
    const last = LEVEL.length - 1;
    const base = LEVEL.map((row, y) => (y === last && i % 3 === 2 ? withPit(withPit(row, 4), 7) : row));
    const rows = i % 3 === 1 ? mirrored(LEVEL.map((row, y) => (y === last ? withPit(row, 4) : row))) : base;
    const coins: number[][] = [];
    rows.forEach((row, y) => [...row].forEach((c, x) => c === 'c' && coins.push([x, y])));
    return { rows: rows.map((row) => row.replace(/c/g, '.')), coins, start: [i % 3 === 1 ? LEVEL[0].length - 1 : 0, last - 1] };
  });

/** Platformer: a side view level with gravity; run and jump to the goal, grabbing coins, avoiding hazards. */
export const buildPlatformer: KindBuilder = (plan) => {
  const stages = platformStages(plan.levels);
  const [{ rows, coins, start }] = stages;
  const lives = plan.difficulty === 'hard' ? 2 : plan.difficulty === 'easy' ? 5 : 3;
  const jump = plan.difficulty === 'easy' ? 4 : 3;
  const item = plan.items[0];
  const enemy = plan.enemies[0];
  // The flag stands for where the prompt leads ("to reach the temple"), if it says.
  const goal = worldOf(plan, 'flag', ['reach', 'reaches', 'reaching', 'to']).place;
  const keymap = {
    ArrowLeft: { action: 'move', args: { dx: -1 } },
    ArrowRight: { action: 'move', args: { dx: 1 } },
    a: { action: 'move', args: { dx: -1 } },
    d: { action: 'move', args: { dx: 1 } },
    ArrowUp: { action: 'jump' },
    w: { action: 'jump' },
    ' ': { action: 'jump' },
  };
  return {
    entities: [
      entity('player', capital(plan.hero), {
        level: {
          width: rows[0].length,
          height: rows.length,
          stages,
          stage: 0,
          rows: [...rows],
          coins: coins.map((c) => [...c]),
          start: [...start],
          x: start[0],
          y: start[1],
          vy: 0,
          jump,
          lives,
          max_lives: lives,
          score: 0,
          won: false,
          message: '',
        },
      }),
    ],
    python: templateText('platformer/rules.py'),
    actions: ['move', 'jump', 'tick', 'reset'],
    files: [
      templateFile('index.tsx', 'platformer/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        TICK_SECONDS: tickSeconds(plan.speed),
        HELP: `Left/right or A/D to run, Up, W or Space to jump. Grab the ${item}, avoid the ${enemy} (red), reach the ${goal}.`,
        WIN_TEXT: `Your ${plan.hero} reached the ${goal}!`,
      }),
      gridFile(plan),
    ],
    onScreenKeys: ['ArrowLeft', 'ArrowRight', 'ArrowUp'],
    controls: `run with the left/right arrows or A/D and jump with Up, W or Space (or click beside or above your ${plan.hero})`,
    goal: `jump from ledge to ledge collecting ${item}, avoid the ${enemy} and reach the ${goal}`,
  };
};
