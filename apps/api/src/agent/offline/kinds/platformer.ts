import { capital, lit, shellClass, tickSeconds } from '../frontend-common.js';
import { gridFile } from './grid.js';
import { entity, type KindBuilder } from './kind.js';

const PYTHON = `def _cell(level, x, y):
    if x < 0 or x >= level['width'] or y >= level['height']:
        return '#'
    if y < 0:
        return '.'
    return level['rows'][y][x]


def _grounded(level):
    return _cell(level, level['x'], level['y'] + 1) == '#'


def _arrive(state, level):
    spot = [level['x'], level['y']]
    if spot in level['coins']:
        level['coins'].remove(spot)
        level['score'] += 10
    here = _cell(level, level['x'], level['y'])
    if here == '^':
        level['lives'] = max(0, level['lives'] - 1)
        level['x'], level['y'], level['vy'] = level['start'][0], level['start'][1], 0
        level['message'] = 'Ouch!' if level['lives'] > 0 else 'Game over.'
    elif here == 'G':
        level['score'] += 50
        if level['stage'] + 1 < len(level['stages']):
            _load(level, level['stage'] + 1)
            level['message'] = 'Stage ' + str(level['stage'] + 1) + '!'
        else:
            level['won'] = True
            level['message'] = 'You reached the goal!'


def _load(level, index):
    stage = level['stages'][index]
    level.update({'stage': index, 'rows': list(stage['rows']), 'coins': [list(c) for c in stage['coins']], 'start': list(stage['start']),
                  'x': stage['start'][0], 'y': stage['start'][1], 'vy': 0})


def _playing(state, level):
    return level is not None and level['lives'] > 0 and not level['won'] and not _time_up(state)


def move(state, dx=0):
    level = _find(state, 'level')
    if not _playing(state, level):
        return
    step = 1 if dx > 0 else -1 if dx < 0 else 0
    if step != 0 and _cell(level, level['x'] + step, level['y']) != '#':
        level['x'] += step
        level['message'] = ''
        _arrive(state, level)


def jump(state):
    level = _find(state, 'level')
    if _playing(state, level) and _grounded(level):
        level['vy'] = -level['jump']


def tick(state):
    level = _find(state, 'level')
    if not _playing(state, level):
        return
    if level['vy'] < 0:
        if _cell(level, level['x'], level['y'] - 1) == '#':
            level['vy'] = 0
        else:
            level['y'] -= 1
            level['vy'] += 1
    elif not _grounded(level):
        level['y'] += 1
        if level['y'] >= level['height']:
            level['lives'] = max(0, level['lives'] - 1)
            level['x'], level['y'] = level['start'][0], level['start'][1]
    else:
        return
    _arrive(state, level)


def reset(state):
    level = _find(state, 'level')
    _load(level, 0)
    level.update({'lives': level['max_lives'], 'score': 0, 'won': False, 'message': ''})
    _reset_timer(state)
`;

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
  const keymap = {
    ArrowLeft: { action: 'move', args: { dx: -1 } },
    ArrowRight: { action: 'move', args: { dx: 1 } },
    a: { action: 'move', args: { dx: -1 } },
    d: { action: 'move', args: { dx: 1 } },
    ArrowUp: { action: 'jump' },
    w: { action: 'jump' },
    ' ': { action: 'jump' },
  };
  const app = `import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Grid } from './components/Grid';
import { Hud } from './components/Hud';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Level = { width: number; height: number; rows: string[]; stage: number; stages: unknown[]; x: number; y: number; coins: number[][]; lives: number; score: number; won: boolean; message: string };

const KEYS: Record<string, KeyAction> = ${JSON.stringify(keymap)};
const TILE: Record<string, string> = { '#': '${plan.palette.surface}', '^': '#ef4444', G: '#22c55e', '.': '${plan.palette.background}' };

export default function App() {
  const level = useEntitiesWith<Level>('level')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  useTicker('tick', ${tickSeconds(plan.speed)}, level !== undefined && level.lives > 0 && !level.won);

  if (level === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const hasCoin = (x: number, y: number) => level.coins.some(([cx, cy]) => cx === x && cy === y);
  const paint = (x: number, y: number) => {
    if (x === level.x && y === level.y) return '${plan.palette.primary}';
    if (hasCoin(x, y)) return '${plan.palette.accent}';
    return TILE[level.rows[y][x]] ?? '${plan.palette.background}';
  };
  const label = (x: number, y: number) => (x === level.x && y === level.y ? '☺' : hasCoin(x, y) ? '●' : level.rows[y][x] === 'G' ? '⚑' : '');
  const steer = (x: number, y: number) => {
    if (y < level.y && Math.abs(x - level.x) <= 1) void dispatch('jump');
    else if (x !== level.x) void dispatch('move', { dx: Math.sign(x - level.x) });
  };
  return (
    <main className="${shellClass(plan)}">
      <Hud score={level.score} help={${lit(`Left/right or A/D to run, Up, W or Space to jump. Grab the ${item}, avoid the ${enemy} (red), reach the flag.`)}} />
      <p>
        Lives: {'♥'.repeat(level.lives)} · Stage {level.stage + 1}/{level.stages.length}
      </p>
      <Grid width={level.width} height={level.height} paint={paint} label={label} onCell={steer} />
      <div className="flex gap-2">
        <Button text="◀" preset="${plan.preset}" onClick={() => void dispatch('move', { dx: -1 })} />
        <Button text="Jump" preset="${plan.preset}" onClick={() => void dispatch('jump')} />
        <Button text="▶" preset="${plan.preset}" onClick={() => void dispatch('move', { dx: 1 })} />
      </div>
      {level.message !== '' && <p className="font-semibold">{level.message}</p>}
      {level.won && <p className="text-xl font-bold">{${lit(`Well done, ${plan.hero}!`)}} Score: {level.score}</p>}
      {level.lives <= 0 && <p className="text-xl font-bold">Game over! Score: {level.score}</p>}
      <Button text="Restart" preset="${plan.preset}" onClick={() => void dispatch('reset')} />
    </main>
  );
}
`;
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
    python: PYTHON,
    actions: ['move', 'jump', 'tick', 'reset'],
    files: [{ filename: 'index.tsx', content: app }, gridFile(plan)],
    controls: 'run with the left/right arrows or A/D and jump with Up, W or Space (or click beside or above your hero)',
    goal: `jump from ledge to ledge collecting ${item}, avoid the ${enemy} and reach the flag`,
  };
};
