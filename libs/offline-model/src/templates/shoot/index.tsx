import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { SpriteBoard, type Tile } from './components/SpriteBoard';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Sky = {
  width: number;
  height: number;
  x: number;
  base: number;
  max_base: number;
  goal: number;
  score: number;
  falling: number[][];
  shots: number[][];
  won: boolean;
  message: string;
};

const KEYS: Record<string, KeyAction> = __KEYS__;
const WORLD = __WORLD__;

export default function App() {
  const s = useEntitiesWith<Sky>('sky')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  const lost = s !== undefined && s.base <= 0;
  useTicker('tick', __TICK_SECONDS__, s !== undefined && !lost && !s.won);

  if (s === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const ground = s.height - 1;
  const tile = (x: number, y: number): Tile => {
    if (y === ground) return x === s.x ? { background: '__PRIMARY__', sprite: WORLD.heroSprite, hero: true } : { background: '__SURFACE__', sprite: WORLD.placeSprite };
    const foe = s.falling.find((f) => f[0] === x && f[1] === y);
    if (foe !== undefined) return { background: '#7f1d1d', sprite: WORLD.enemies[foe[2] % WORLD.enemies.length].sprite };
    if (s.shots.some((shot) => shot[0] === x && shot[1] === y)) return { background: '__BACKGROUND__', sprite: WORLD.items[0].sprite };
    return { background: x === s.x ? '__PRIMARY__22' : '__BACKGROUND__' };
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-4 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={s.score} help={__HELP__} />
      <div className="flex flex-wrap items-center justify-between gap-2 font-semibold">
        <span>
          {WORLD.placeSprite} The {WORLD.place}: {'♥'.repeat(s.base)}
          <span className="opacity-40">{'♥'.repeat(Math.max(0, s.max_base - s.base))}</span>
        </span>
        <span>
          {WORLD.enemies[0].name} shot down: {s.score}/{s.goal}
        </span>
      </div>
      <SpriteBoard width={s.width} height={s.height} tile={tile} shake={s.max_base - s.base} onCell={(x) => void dispatch('fire', { x })} />
      <div className="flex flex-wrap justify-center gap-2">
        <Button text="◀ Left" preset={__PRESET__} onClick={() => void dispatch('move', { dx: -1 })} />
        <Button text="Fire!" preset={__PRESET__} onClick={() => void dispatch('fire')} />
        <Button text="Right ▶" preset={__PRESET__} onClick={() => void dispatch('move', { dx: 1 })} />
      </div>
      {s.message !== '' && <p className="text-center font-semibold text-[__ACCENT__]">{s.message}</p>}
      {s.won && <p className="banner">{__WIN_TEXT__} Score: {s.score}</p>}
      {lost && <p className="banner">{__GAME_OVER_TEXT__} Score: {s.score}</p>}
      <Button text="Play again" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
