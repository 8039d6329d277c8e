import { capital, lit, shellClass, tickSeconds } from '../frontend-common.js';
import { gridFile } from './grid.js';
import { entity, type KindBuilder } from './kind.js';

const PYTHON = `_DIRS = {'up': (0, -1), 'down': (0, 1), 'left': (-1, 0), 'right': (1, 0)}
_OPPOSITE = {'up': 'down', 'down': 'up', 'left': 'right', 'right': 'left'}


def turn(state, direction='right'):
    snake = _find(state, 'snake')
    if direction in _DIRS and direction != _OPPOSITE[snake['dir']]:
        snake['next_dir'] = direction


def _place_food(snake):
    width, height = snake['width'], snake['height']
    start = (snake['food'][0] * 7 + snake['food'][1] * 3 + snake['score'] * 5 + 3) % (width * height)
    for step in range(width * height):
        cell = (start + step * 7) % (width * height)
        spot = [cell % width, cell // width]
        if spot not in snake['body']:
            snake['food'] = spot
            return


def tick(state):
    snake = _find(state, 'snake')
    if snake is None or not snake['alive'] or _time_up(state):
        return
    snake['dir'] = snake['next_dir']
    dx, dy = _DIRS[snake['dir']]
    head = [snake['body'][0][0] + dx, snake['body'][0][1] + dy]
    if snake['wrap']:
        head = [head[0] % snake['width'], head[1] % snake['height']]
    hit_wall = not (0 <= head[0] < snake['width'] and 0 <= head[1] < snake['height'])
    if hit_wall or head in snake['body'][:-1]:
        snake['alive'] = False
        return
    snake['body'].insert(0, head)
    if head == snake['food']:
        snake['score'] += 1
        _place_food(snake)
    else:
        snake['body'].pop()


def reset(state):
    snake = _find(state, 'snake')
    snake.update({'body': [[4, 5], [3, 5], [2, 5]], 'dir': 'right', 'next_dir': 'right', 'food': [9, 5], 'score': 0, 'alive': True})
    _reset_timer(state)
`;

const KEYS: Record<string, string> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right', w: 'up', s: 'down', a: 'left', d: 'right' };

/** Snake-like: steer a growing line around the board and eat what appears. */
export const buildSnake: KindBuilder = (plan) => {
  const item = plan.items[0];
  const keymap = Object.fromEntries(Object.entries(KEYS).map(([key, direction]) => [key, { action: 'turn', args: { direction } }]));
  const app = `import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Grid } from './components/Grid';
import { Hud } from './components/Hud';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Snake = { width: number; height: number; body: number[][]; food: number[]; score: number; alive: boolean };

const KEYS: Record<string, KeyAction> = ${JSON.stringify(keymap)};

export default function App() {
  const snake = useEntitiesWith<Snake>('snake')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  useTicker('tick', ${tickSeconds(plan.speed)}, snake !== undefined && snake.alive);

  if (snake === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const paint = (x: number, y: number) => {
    const index = snake.body.findIndex(([bx, by]) => bx === x && by === y);
    if (index === 0) return '${plan.palette.accent}';
    if (index > 0) return '${plan.palette.primary}';
    return snake.food[0] === x && snake.food[1] === y ? '#f43f5e' : '${plan.palette.background}';
  };
  const turnTowards = (x: number, y: number) => {
    const [hx, hy] = snake.body[0];
    const dx = x - hx;
    const dy = y - hy;
    const direction = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up';
    void dispatch('turn', { direction });
  };
  return (
    <main className="${shellClass(plan)}">
      <Hud score={snake.score} label={${lit(capital(item))}} help={${lit(`Arrow keys or WASD steer your ${plan.hero}; eat the ${item} (pink) to grow.`)}} />
      <Grid width={snake.width} height={snake.height} paint={paint} onCell={turnTowards} />
      {!snake.alive && <p className="text-xl font-bold">Game over: length {snake.body.length}</p>}
      <Button text="Play again" preset="${plan.preset}" onClick={() => void dispatch('reset')} />
    </main>
  );
}
`;
  return {
    entities: [
      entity('player', capital(plan.hero), {
        snake: { width: 14, height: 11, body: [[4, 5], [3, 5], [2, 5]], dir: 'right', next_dir: 'right', food: [9, 5], score: 0, alive: true, wrap: plan.difficulty === 'easy' },
      }),
    ],
    python: PYTHON,
    actions: ['tick', 'turn', 'reset'],
    files: [{ filename: 'index.tsx', content: app }, gridFile(plan)],
    controls: `steer with the arrow keys or WASD (or click where to go)`,
    goal: `eat ${item} to grow as long as you can without hitting ${plan.difficulty === 'easy' ? 'yourself' : 'the walls or yourself'}`,
  };
};
