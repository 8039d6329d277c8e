import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, spriteBoardFile, tickSeconds, worldOf } from '../frontend-common.js';
import { listOf, singular } from '../inflect.js';
import { ARROWS, D_PAD, byDifficulty, entity, type KindBuilder } from './kind.js';

const WIDTH = 13;
const HEIGHT = 11;

/** Pure: a number from a text (FNV-1a), the seed of a prompt's mazes. */
const hash = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** Pure: a seeded random number generator (mulberry32), so the same prompt always gives the same mazes. */
const randomFrom = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export type MazeStage = { rows: string[]; items: number[][] };

/**
 * Pure: a maze of `width` × `height` squares ('#' wall, '.' path; both odd) carved depth-first from the top left,
 * with a few extra openings so that the chaser can be led round a loop, and `count` items on squares far from the start.
 */
export const makeMaze = (seed: string, count: number, width = WIDTH, height = HEIGHT): MazeStage => {
  const random = randomFrom(hash(seed));
  const grid = Array.from({ length: height }, () => Array.from({ length: width }, () => '#'));
  const stack: [number, number][] = [[1, 1]];
  grid[1][1] = '.';
  while (stack.length > 0) {
    const [x, y] = stack[stack.length - 1];
    const next = ([[2, 0], [-2, 0], [0, 2], [0, -2]] as const)
      .map(([dx, dy]) => [x + dx, y + dy, dx, dy] as const)
      .filter(([nx, ny]) => nx > 0 && ny > 0 && nx < width - 1 && ny < height - 1 && grid[ny][nx] === '#');
    if (next.length === 0) {
      stack.pop();
      continue;
    }
    const [nx, ny, dx, dy] = next[Math.floor(random() * next.length)];
    grid[y + dy / 2][x + dx / 2] = '.';
    grid[ny][nx] = '.';
    stack.push([nx, ny]);
  }
  // Loops: open walls that separate two paths.
  for (let opened = 0, tries = 0; opened < 6 && tries < 200; tries += 1) {
    const x = 1 + Math.floor(random() * (width - 2));
    const y = 1 + Math.floor(random() * (height - 2));
    const across = grid[y][x - 1] === '.' && grid[y][x + 1] === '.' && grid[y - 1][x] === '#' && grid[y + 1][x] === '#';
    const down = grid[y - 1][x] === '.' && grid[y + 1][x] === '.' && grid[y][x - 1] === '#' && grid[y][x + 1] === '#';
    if (grid[y][x] === '#' && (across || down)) {
      grid[y][x] = '.';
      opened += 1;
    }
  }
  const paths: [number, number][] = [];
  grid.forEach((row, y) => row.forEach((c, x) => c === '.' && x + y > 6 && !(x === width - 2 && (y === height - 2 || y === 1)) && paths.push([x, y])));
  const items: number[][] = [];
  while (items.length < count && paths.length > 0) items.push([...paths.splice(Math.floor(random() * paths.length), 1)[0]]);
  return { rows: grid.map((row) => row.join('')), items };
};

/** Maze chase: collect the items while the chaser closes in, then leave by the exit they open. One maze per level; each enemy type chases in turn (the next after a catch, and on the next maze). */
export const buildMaze: KindBuilder = (plan) => {
  const lives = plan.difficulty === 'hard' ? 2 : plan.difficulty === 'easy' ? 5 : 3;
  const count = Math.min(8, byDifficulty(plan, 4) + 1);
  const stages = Array.from({ length: Math.max(1, plan.levels) }, (_, i) => makeMaze(`${plan.prompt}#${i}`, count));
  const world = worldOf(plan, 'maze');
  const chaser = listOf(plan.enemies);
  const item = listOf(plan.items);
  const keymap = Object.fromEntries(Object.entries(ARROWS).map(([key, [dx, dy]]) => [key, { action: 'move', args: { dx, dy } }]));
  return {
    entities: [
      entity('player', capital(plan.hero), {
        maze: {
          width: WIDTH,
          height: HEIGHT,
          stages,
          stage: 0,
          rows: [...stages[0].rows],
          items: stages[0].items.map((i) => [...i]),
          start: [1, 1],
          lair: [WIDTH - 2, 1],
          exit: [WIDTH - 2, HEIGHT - 2],
          x: 1,
          y: 1,
          cx: WIDTH - 2,
          cy: 1,
          // The chaser steps once in this many ticks.
          chase_every: plan.difficulty === 'hard' ? 1 : 2,
          lives,
          max_lives: lives,
          score: 0,
          tick: 0,
          caught: 0,
          won: false,
          message: '',
        },
      }),
      ...plan.enemies.map((name) => entity('enemy', capital(singular(name)), { chaser: { name: singular(name) } })),
    ],
    python: templateText('maze/rules.py'),
    actions: ['move', 'tick', 'reset'],
    files: [
      templateFile('index.tsx', 'maze/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        TICK_SECONDS: tickSeconds(plan.speed),
        WORLD: world,
        HELP: `Arrow keys or WASD move your ${plan.hero} (or click beside it). Collect every one of the ${item} to open the exit of the ${world.place}, and keep away from the ${chaser}!`,
        WIN_TEXT: `Your ${plan.hero} escaped the ${chaser}!`,
        GAME_OVER_TEXT: `The ${chaser} caught your ${plan.hero}.`,
      }),
      spriteBoardFile(plan),
    ],
    onScreenKeys: D_PAD,
    controls: `move through the maze with the arrow keys or WASD (or click beside your ${plan.hero})`,
    goal: `collect the ${item}, then reach the exit before the ${chaser} catch you`,
  };
};
