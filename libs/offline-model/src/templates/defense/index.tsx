import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { SpriteBoard, type Tile } from './components/SpriteBoard';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Defense = {
  width: number;
  height: number;
  lane: number;
  base: number;
  max_base: number;
  wave: number;
  waves: number;
  enemies: number[][];
  shots: number[][];
  score: number;
  won: boolean;
  message: string;
};

const KEYS: Record<string, KeyAction> = __KEYS__;
const WORLD = __WORLD__;

export default function App() {
  const d = useEntitiesWith<Defense>('defense')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  const lost = d !== undefined && d.base <= 0;
  useTicker('tick', __TICK_SECONDS__, d !== undefined && !lost && !d.won);

  if (d === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const tile = (x: number, y: number): Tile => {
    if (x === 0) return y === d.lane ? { background: '__PRIMARY__', sprite: WORLD.heroSprite, hero: true } : { background: '__SURFACE__', sprite: WORLD.placeSprite };
    const enemy = d.enemies.find((e) => e[0] === x && e[1] === y);
    if (enemy !== undefined) return { background: '#7f1d1d', sprite: WORLD.enemies[enemy[2] % WORLD.enemies.length].sprite };
    if (d.shots.some((s) => s[0] === x && s[1] === y)) return { background: '__BACKGROUND__', sprite: WORLD.items[0].sprite };
    return { background: y === d.lane ? '__PRIMARY__33' : '__BACKGROUND__' };
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-4 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={d.score} help={__HELP__} />
      <div className="flex flex-wrap items-center justify-between gap-2 font-semibold">
        <span>
          {WORLD.placeSprite} The {WORLD.place}: {'♥'.repeat(d.base)}
          <span className="opacity-40">{'♥'.repeat(Math.max(0, d.max_base - d.base))}</span>
        </span>
        <span>
          Wave {d.wave}/{d.waves} · {WORLD.enemies[0].name} on the field: {d.enemies.length}
        </span>
      </div>
      <SpriteBoard width={d.width} height={d.height} tile={tile} shake={d.max_base - d.base} onCell={(_x, y) => void dispatch('fire', { lane: y })} />
      <div className="flex flex-wrap justify-center gap-2">
        <Button text="▲ Up" preset={__PRESET__} onClick={() => void dispatch('aim', { dy: -1 })} />
        <Button text="Fire!" preset={__PRESET__} onClick={() => void dispatch('fire')} />
        <Button text="▼ Down" preset={__PRESET__} onClick={() => void dispatch('aim', { dy: 1 })} />
      </div>
      {d.message !== '' && <p className="text-center font-semibold text-[__ACCENT__]">{d.message}</p>}
      {d.won && <p className="banner">{__WIN_TEXT__} Score: {d.score}</p>}
      {lost && <p className="banner">{__GAME_OVER_TEXT__} Score: {d.score}</p>}
      <Button text="Play again" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
