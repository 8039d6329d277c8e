import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { SpriteBoard, type Tile } from './components/SpriteBoard';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Hop = {
  width: number;
  height: number;
  x: number;
  y: number;
  types: string;
  rows: string[];
  item: number[];
  level: number;
  levels: number;
  lives: number;
  score: number;
  deaths: number;
  won: boolean;
  message: string;
};

const KEYS: Record<string, KeyAction> = __KEYS__;
const WORLD = __WORLD__;

export default function App() {
  const h = useEntitiesWith<Hop>('hop')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  const lost = h !== undefined && h.lives <= 0;
  useTicker('tick', __TICK_SECONDS__, h !== undefined && !lost && !h.won);

  if (h === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const tile = (x: number, y: number): Tile => {
    if (x === h.x && y === h.y) return { background: '__PRIMARY__', sprite: WORLD.heroSprite, hero: true };
    const kind = h.types[y];
    const cell = h.rows[y][x];
    if (kind === 'G') return { background: '__ACCENT__', sprite: x % 2 === 0 ? WORLD.placeSprite : undefined };
    if (kind === 'W') return cell === 'L' ? { background: '#92400e', sprite: '🪵' } : { background: '#1d4ed8' };
    if (kind === 'R') return cell === 'C' ? { background: '#3f3f46', sprite: WORLD.enemies[(x + y) % WORLD.enemies.length].sprite } : { background: '#3f3f46' };
    if (h.item[0] === x && h.item[1] === y) return { background: '__PRIMARY__33', sprite: WORLD.items[0].sprite };
    return { background: '__PRIMARY__33' };
  };
  const toward = (x: number, y: number) => {
    const dx = x - h.x;
    const dy = y - h.y;
    if (dx === 0 && dy === 0) return;
    void dispatch('hop', Math.abs(dx) > Math.abs(dy) ? { dx: Math.sign(dx), dy: 0 } : { dx: 0, dy: Math.sign(dy) });
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-3 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={h.score} help={__HELP__} />
      <div className="flex flex-wrap items-center justify-between gap-2 font-semibold">
        <span>Lives: {'♥'.repeat(h.lives)}</span>
        <span>
          Level {h.level}/{h.levels} · {WORLD.placeSprite} the {WORLD.place} is at the top
        </span>
      </div>
      <SpriteBoard width={h.width} height={h.height} tile={tile} shake={h.deaths} onCell={toward} />
      <div className="grid grid-cols-3 gap-2 self-center">
        <span />
        <Button text="▲" preset={__PRESET__} onClick={() => void dispatch('hop', { dx: 0, dy: -1 })} />
        <span />
        <Button text="◀" preset={__PRESET__} onClick={() => void dispatch('hop', { dx: -1, dy: 0 })} />
        <Button text="▼" preset={__PRESET__} onClick={() => void dispatch('hop', { dx: 0, dy: 1 })} />
        <Button text="▶" preset={__PRESET__} onClick={() => void dispatch('hop', { dx: 1, dy: 0 })} />
      </div>
      {h.message !== '' && <p className="text-center font-semibold text-[__ACCENT__]">{h.message}</p>}
      {h.won && <p className="banner">{__WIN_TEXT__} Score: {h.score}</p>}
      {lost && <p className="banner">{__GAME_OVER_TEXT__} Score: {h.score}</p>}
      <Button text="Play again" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
