import { capital, lit, shellClass, tickSeconds } from '../frontend-common.js';
import { ARROWS, gridFile } from './grid.js';
import { byDifficulty, entity, singular, type KindBuilder } from './kind.js';

const PYTHON = `def move(state, dx=0, dy=0):
    arena = _find(state, 'arena')
    if arena['lives'] <= 0 or _time_up(state):
        return
    arena['x'] = min(arena['width'] - 1, max(0, arena['x'] + dx))
    arena['y'] = min(arena['height'] - 1, max(arena['height'] // 2, arena['y'] + dy))
    _collide(state, arena)


def _respawn(thing, arena, salt):
    thing['y'] = 0
    thing['x'] = (thing['x'] * 5 + arena['tick'] * 3 + salt) % arena['width']


def _collide(state, arena):
    for hazard in _all(state, 'hazard'):
        if hazard['x'] == arena['x'] and hazard['y'] == arena['y']:
            arena['lives'] = max(0, arena['lives'] - 1)
            _respawn(hazard, arena, 1)
    for pickup in _all(state, 'pickup'):
        if pickup['x'] == arena['x'] and pickup['y'] == arena['y']:
            arena['score'] += pickup['value']
            _respawn(pickup, arena, 2)


def tick(state):
    arena = _find(state, 'arena')
    if arena is None or arena['lives'] <= 0 or _time_up(state):
        return
    arena['tick'] += 1
    arena['score'] += 1
    for index, thing in enumerate(_all(state, 'hazard') + _all(state, 'pickup')):
        thing['y'] += 1
        if thing['y'] >= arena['height']:
            _respawn(thing, arena, index + 1)
    _collide(state, arena)


def reset(state):
    arena = _find(state, 'arena')
    arena.update({'x': arena['width'] // 2, 'y': arena['height'] - 1, 'lives': arena['max_lives'], 'score': 0, 'tick': 0})
    for index, hazard in enumerate(_all(state, 'hazard')):
        hazard['x'] = (index * 4 + 1) % arena['width']
        hazard['y'] = -index * 3
    for index, pickup in enumerate(_all(state, 'pickup')):
        pickup.update({'x': (6 + index * 3) % arena['width'], 'y': -5 - index * 4})
    _reset_timer(state)
`;

/** Dodge / arena: things fall from the top; move to avoid them and catch the pickups. */
export const buildDodge: KindBuilder = (plan) => {
  const width = 9;
  const height = 12;
  const lives = plan.difficulty === 'hard' ? 2 : plan.difficulty === 'easy' ? 5 : 3;
  const count = Math.min(9, byDifficulty(plan, 4) + plan.levels - 1);
  const enemy = plan.enemies[0];
  // One pickup per item type (up to three), each falling in its own column.
  const items = plan.items.slice(0, 3);
  const item = items.join(' and ');
  const keymap = Object.fromEntries(Object.entries(ARROWS).map(([key, [dx, dy]]) => [key, { action: 'move', args: { dx, dy } }]));
  const app = `import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Grid } from './components/Grid';
import { Hud } from './components/Hud';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Arena = { width: number; height: number; x: number; y: number; lives: number; score: number };
type Thing = { x: number; y: number };

const KEYS: Record<string, KeyAction> = ${JSON.stringify(keymap)};

export default function App() {
  const arena = useEntitiesWith<Arena>('arena')[0]?.[1];
  const hazards = useEntitiesWith<Thing>('hazard');
  const pickups = useEntitiesWith<Thing>('pickup');
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  useTicker('tick', ${tickSeconds(plan.speed)}, arena !== undefined && arena.lives > 0);

  if (arena === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const at = (list: [string, Thing][], x: number, y: number) => list.some(([, t]) => t.x === x && t.y === y);
  const paint = (x: number, y: number) =>
    x === arena.x && y === arena.y ? '${plan.palette.primary}' : at(hazards, x, y) ? '#ef4444' : at(pickups, x, y) ? '${plan.palette.accent}' : '${plan.palette.background}';
  return (
    <main className="${shellClass(plan)}">
      <Hud score={arena.score} help={${lit(`Arrow keys or WASD move your ${plan.hero}. Avoid the ${enemy} (red), catch the ${item}.`)}} />
      <p>Lives: {'♥'.repeat(arena.lives)}</p>
      <Grid
        width={arena.width}
        height={arena.height}
        paint={paint}
        onCell={(x) => void dispatch('move', { dx: Math.sign(x - arena.x), dy: 0 })}
      />
      {arena.lives <= 0 && <p className="text-xl font-bold">{${lit(`The ${enemy} got you!`)}} Final score: {arena.score}</p>}
      <Button text="Play again" preset="${plan.preset}" onClick={() => void dispatch('reset')} />
    </main>
  );
}
`;
  return {
    entities: [
      entity('player', capital(plan.hero), { arena: { width, height, x: 4, y: height - 1, lives, max_lives: lives, score: 0, tick: 0 } }),
      ...Array.from({ length: count }, (_, i) =>
        entity('enemy', `${capital(singular(plan.enemies[i % plan.enemies.length]))} ${i + 1}`, { hazard: { x: (i * 4 + 1) % width, y: 0 - i * 3 } }),
      ),
      ...items.map((name, i) => entity('item', capital(singular(name)), { pickup: { x: (6 + i * 3) % width, y: -5 - i * 4, value: 5 } })),
    ],
    python: PYTHON,
    actions: ['tick', 'move', 'reset'],
    files: [{ filename: 'index.tsx', content: app }, gridFile(plan)],
    controls: `use the arrow keys or WASD (or click a column) to move your ${plan.hero}`,
    goal: `dodge the falling ${enemy} and catch ${item} for points`,
  };
};
