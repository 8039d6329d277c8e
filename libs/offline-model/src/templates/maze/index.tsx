import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { SpriteBoard, type Tile } from './components/SpriteBoard';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Maze = {
  width: number;
  height: number;
  rows: string[];
  x: number;
  y: number;
  cx: number;
  cy: number;
  exit: number[];
  items: number[][];
  stage: number;
  stages: unknown[];
  lives: number;
  score: number;
  caught: number;
  won: boolean;
  message: string;
};

const KEYS: Record<string, KeyAction> = __KEYS__;
const WORLD = __WORLD__;

export default function App() {
  const m = useEntitiesWith<Maze>('maze')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  const lost = m !== undefined && m.lives <= 0;
  useTicker('tick', __TICK_SECONDS__, m !== undefined && !lost && !m.won);

  if (m === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const open = m.items.length === 0;
  const tile = (x: number, y: number): Tile => {
    if (x === m.x && y === m.y) return { background: '__PRIMARY__', sprite: WORLD.heroSprite, hero: true };
    if (x === m.cx && y === m.cy) return { background: '#7f1d1d', sprite: WORLD.enemies[(m.stage + m.caught) % WORLD.enemies.length].sprite };
    if (m.rows[y][x] === '#') return { background: '__PRIMARY__66' };
    if (x === m.exit[0] && y === m.exit[1]) return { background: open ? '#16a34a' : '__BACKGROUND__', sprite: open ? '🚪' : '🔒' };
    const item = m.items.findIndex((i) => i[0] === x && i[1] === y);
    if (item >= 0) return { background: '__BACKGROUND__', sprite: WORLD.items[item % WORLD.items.length].sprite };
    return { background: '__BACKGROUND__' };
  };
  const toward = (x: number, y: number) => {
    const dx = x - m.x;
    const dy = y - m.y;
    if (dx === 0 && dy === 0) return;
    void dispatch('move', Math.abs(dx) > Math.abs(dy) ? { dx: Math.sign(dx), dy: 0 } : { dx: 0, dy: Math.sign(dy) });
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-3 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={m.score} help={__HELP__} />
      <div className="flex flex-wrap items-center justify-between gap-2 font-semibold">
        <span>Lives: {'♥'.repeat(m.lives)}</span>
        <span>
          Maze {m.stage + 1}/{m.stages.length} · {WORLD.items[0].name} left: {m.items.length} · {open ? 'The exit is open!' : 'The exit is locked'}
        </span>
      </div>
      <SpriteBoard width={m.width} height={m.height} tile={tile} size={38} shake={m.caught} onCell={toward} />
      <div className="grid grid-cols-3 gap-2 self-center">
        <span />
        <Button text="▲" preset={__PRESET__} onClick={() => void dispatch('move', { dx: 0, dy: -1 })} />
        <span />
        <Button text="◀" preset={__PRESET__} onClick={() => void dispatch('move', { dx: -1, dy: 0 })} />
        <Button text="▼" preset={__PRESET__} onClick={() => void dispatch('move', { dx: 0, dy: 1 })} />
        <Button text="▶" preset={__PRESET__} onClick={() => void dispatch('move', { dx: 1, dy: 0 })} />
      </div>
      {m.message !== '' && <p className="text-center font-semibold text-[__ACCENT__]">{m.message}</p>}
      {m.won && <p className="banner">{__WIN_TEXT__} Score: {m.score}</p>}
      {lost && <p className="banner">{__GAME_OVER_TEXT__} Score: {m.score}</p>}
      <Button text="Play again" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
