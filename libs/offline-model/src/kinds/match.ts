import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, gridFile } from '../frontend-common.js';
import { ARROWS, byDifficulty, entity, type KindBuilder } from './kind.js';
import { singular } from '../inflect.js';

const COLOURS = ['#ef4444', '#3b82f6', '#22c55e', '#eab308', '#a855f7', '#f97316'];

/** A deterministic starting board with no three in a row. */
export const startBoard = (width: number, height: number, colours: number): number[] => {
  const tiles: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let tile = (x * 2 + y * 3 + ((x * y) % 3)) % colours;
      const i = y * width + x;
      for (let tries = 0; tries < colours; tries++) {
        const row = x >= 2 && tiles[i - 1] === tile && tiles[i - 2] === tile;
        const col = y >= 2 && tiles[i - width] === tile && tiles[i - 2 * width] === tile;
        if (!row && !col) break;
        tile = (tile + 1) % colours;
      }
      tiles.push(tile);
    }
  }
  return tiles;
};

/** Match-3: swap neighbouring tiles to line up three or more of a kind; the board refills deterministically. */
export const buildMatch: KindBuilder = (plan) => {
  const width = 7;
  const height = 7;
  const colours = plan.difficulty === 'easy' ? 4 : plan.difficulty === 'hard' ? 6 : 5;
  const moves = plan.difficulty === 'hard' ? 18 : 20;
  const target = byDifficulty(plan, 50) + (plan.levels - 1) * 20;
  const item = plan.items[0];
  const palette = [plan.palette.primary, plan.palette.accent, ...COLOURS.filter((c) => c !== plan.palette.primary && c !== plan.palette.accent)].slice(0, colours);
  const tiles = startBoard(width, height, colours);
  const keymap = Object.fromEntries([
    ...Object.entries(ARROWS).map(([key, [dx, dy]]) => [key, { action: 'cursor', args: { dx, dy } }]),
    [' ', { action: 'pick' }],
    ['Enter', { action: 'pick' }],
  ]);
  return {
    entities: [
      entity('board', `${capital(singular(item))} board`, {
        board: { width, height, colours, tiles, start: [...tiles], selected: -1, cursor: 0, score: 0, moves, max_moves: moves, target, seed: 0, won: false, message: '' },
      }),
    ],
    python: templateText('match/rules.py'),
    actions: ['pick', 'cursor', 'shuffle', 'reset'],
    files: [
      templateFile('index.tsx', 'match/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        TILE_COLOURS: palette,
        SCORE_LABEL: capital(item),
        HELP: `Click two neighbouring ${item} (or move with the arrows/WASD and press Space) to swap them; line up three or more.`,
      }),
      gridFile(plan),
    ],
    onScreenKeys: [],
    controls: 'click two neighbouring tiles to swap them (or move with the arrow keys or WASD and press Space)',
    goal: `line up three or more ${item} to score ${target} points within ${moves} moves`,
  };
};
