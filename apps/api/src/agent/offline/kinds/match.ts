import { capital, lit, shellClass } from '../frontend-common.js';
import { ARROWS, gridFile } from './grid.js';
import { byDifficulty, entity, singular, type KindBuilder } from './kind.js';

const PYTHON = `import math


def _matches(board):
    width, height, tiles = board['width'], board['height'], board['tiles']
    found = set()
    for y in range(height):
        for x in range(width - 2):
            i = y * width + x
            if tiles[i] >= 0 and tiles[i] == tiles[i + 1] == tiles[i + 2]:
                found.update([i, i + 1, i + 2])
    for y in range(height - 2):
        for x in range(width):
            i = y * width + x
            if tiles[i] >= 0 and tiles[i] == tiles[i + width] == tiles[i + 2 * width]:
                found.update([i, i + width, i + 2 * width])
    return found


def _settle(board):
    width, height, tiles = board['width'], board['height'], board['tiles']
    for x in range(width):
        column = [tiles[y * width + x] for y in range(height) if tiles[y * width + x] >= 0]
        while len(column) < height:
            column.insert(0, (board['seed'] * 5 + x * 3 + 1) % board['colours'])
            board['seed'] += 1
        for y in range(height):
            tiles[y * width + x] = column[y]


def _has_move(board):
    width, tiles = board['width'], board['tiles']
    for i in range(len(tiles)):
        for j in (i + 1 if i % width < width - 1 else -1, i + width if i + width < len(tiles) else -1):
            if j < 0:
                continue
            tiles[i], tiles[j] = tiles[j], tiles[i]
            found = _matches(board)
            tiles[i], tiles[j] = tiles[j], tiles[i]
            if found:
                return True
    return False


def shuffle(state):
    board = _find(state, 'board')
    tiles = board['tiles']
    count = len(tiles)
    for attempt in range(1, 20):
        if _has_move(board):
            return
        step = next(s for s in range(attempt + 1, count + attempt + 1) if math.gcd(s, count) == 1)
        tiles[:] = [tiles[(i * step + attempt) % count] for i in range(count)]
        found = _matches(board)
        while found:
            for i in found:
                tiles[i] = -1
            _settle(board)
            found = _matches(board)
        board['message'] = 'No moves left: the board was shuffled.'


def cursor(state, dx=0, dy=0):
    board = _find(state, 'board')
    x = min(board['width'] - 1, max(0, board['cursor'] % board['width'] + dx))
    y = min(board['height'] - 1, max(0, board['cursor'] // board['width'] + dy))
    board['cursor'] = y * board['width'] + x


def pick(state, index=-1):
    board = _find(state, 'board')
    if board is None or board['moves'] <= 0 or _time_up(state):
        return
    if index < 0:
        index = board['cursor']
    if not (0 <= index < len(board['tiles'])):
        return
    board['cursor'] = index
    chosen = board['selected']
    if chosen < 0 or chosen == index:
        board['selected'] = -1 if chosen == index else index
        return
    width = board['width']
    adjacent = abs(chosen - index) == width or (abs(chosen - index) == 1 and chosen // width == index // width)
    board['selected'] = -1
    if not adjacent:
        board['selected'] = index
        return
    tiles = board['tiles']
    tiles[chosen], tiles[index] = tiles[index], tiles[chosen]
    found = _matches(board)
    if not found:
        tiles[chosen], tiles[index] = tiles[index], tiles[chosen]
        board['message'] = 'No match there.'
        return
    board['moves'] -= 1
    chain = 0
    while found and chain < 20:
        chain += 1
        board['score'] += len(found) * chain
        for i in found:
            tiles[i] = -1
        _settle(board)
        found = _matches(board)
    board['message'] = 'Combo x' + str(chain) + '!' if chain > 1 else ''
    shuffle(state)
    if board['score'] >= board['target']:
        board['won'] = True


def reset(state):
    board = _find(state, 'board')
    board.update({'tiles': list(board['start']), 'selected': -1, 'cursor': 0, 'score': 0, 'moves': board['max_moves'],
                  'seed': 0, 'won': False, 'message': ''})
    _reset_timer(state)
`;

const COLOURS = ['#ef4444', '#3b82f6', '#22c55e', '#eab308', '#a855f7', '#f97316'];
const SYMBOLS = ['●', '■', '▲', '◆', '★', '♥'];

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

type Tiles = { width: number; height: number; tiles: number[] };

/** Whether three or more equal tiles line up anywhere (what rules.py's _matches finds). */
export const hasLine = ({ width, height, tiles }: Tiles): boolean =>
  tiles.some((t, i) => {
    const x = i % width;
    const y = Math.floor(i / width);
    return (x + 2 < width && tiles[i + 1] === t && tiles[i + 2] === t) || (y + 2 < height && tiles[i + width] === t && tiles[i + 2 * width] === t);
  });

/** The first swap of a tile with its right or lower neighbour that lines up three, or null on a dead board. */
export const firstGoodSwap = (board: Tiles): [number, number] | null => {
  for (let i = 0; i < board.tiles.length; i++) {
    for (const j of [i % board.width < board.width - 1 ? i + 1 : -1, i + board.width < board.tiles.length ? i + board.width : -1]) {
      if (j < 0) continue;
      const tiles = [...board.tiles];
      [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
      if (hasLine({ ...board, tiles })) return [i, j];
    }
  }
  return null;
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
  const app = `import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Grid } from './components/Grid';
import { Hud } from './components/Hud';
import { useKeyActions, type KeyAction } from './hooks';
import './styles.css';

type Board = { width: number; height: number; tiles: number[]; selected: number; cursor: number; score: number; moves: number; target: number; won: boolean; message: string };

const KEYS: Record<string, KeyAction> = ${JSON.stringify(keymap)};
const COLOURS = ${JSON.stringify(palette)};
const SYMBOLS = ${JSON.stringify(SYMBOLS)};

export default function App() {
  const board = useEntitiesWith<Board>('board')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);

  if (board === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const at = (x: number, y: number) => y * board.width + x;
  const paint = (x: number, y: number) => {
    const i = at(x, y);
    if (i === board.selected) return '${plan.palette.text}';
    return COLOURS[board.tiles[i]] ?? '${plan.palette.background}';
  };
  const label = (x: number, y: number) => (at(x, y) === board.cursor ? '[' + (SYMBOLS[board.tiles[at(x, y)]] ?? '') + ']' : SYMBOLS[board.tiles[at(x, y)]] ?? '');
  return (
    <main className="${shellClass(plan)}">
      <Hud score={board.score} label={${lit(capital(item))}} help={${lit(`Click two neighbouring ${item} (or move with the arrows/WASD and press Space) to swap them; line up three or more.`)}} />
      <p>
        Moves left: {board.moves} · Target: {board.target}
      </p>
      <Grid width={board.width} height={board.height} paint={paint} label={label} onCell={(x, y) => void dispatch('pick', { index: at(x, y) })} />
      {board.message !== '' && <p className="font-semibold">{board.message}</p>}
      {board.won && <p className="text-xl font-bold">Target reached. You win!</p>}
      {!board.won && board.moves <= 0 && <p className="text-xl font-bold">Out of moves! Final score: {board.score}</p>}
      <Button text="New board" preset="${plan.preset}" onClick={() => void dispatch('reset')} />
    </main>
  );
}
`;
  return {
    entities: [
      entity('board', `${capital(singular(item))} board`, {
        board: { width, height, colours, tiles, start: [...tiles], selected: -1, cursor: 0, score: 0, moves, max_moves: moves, target, seed: 0, won: false, message: '' },
      }),
    ],
    python: PYTHON,
    actions: ['pick', 'cursor', 'shuffle', 'reset'],
    files: [{ filename: 'index.tsx', content: app }, gridFile(plan)],
    controls: 'click two neighbouring tiles to swap them (or move with the arrow keys or WASD and press Space)',
    goal: `line up three or more ${item} to score ${target} points within ${moves} moves`,
  };
};
