import { Button, ProgressBar, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { SpriteBoard, type Tile } from './components/SpriteBoard';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Race = {
  lanes: number;
  rows: number;
  lane: number;
  distance: number;
  rival: number;
  goal: number;
  lives: number;
  max_lives: number;
  crashes: number;
  things: number[][];
  score: number;
  tick: number;
  won: boolean;
  lost: boolean;
  message: string;
};

const KEYS: Record<string, KeyAction> = __KEYS__;
const WORLD = __WORLD__;
const SCENERY = ['🌳', '🌲', '🪨', '🌼'];

export default function App() {
  const r = useEntitiesWith<Race>('race')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  const playing = r !== undefined && !r.won && !r.lost;
  // The road speeds up as the finish comes closer.
  const progress = r === undefined ? 0 : r.distance / Math.max(1, r.goal);
  useTicker('tick', __TICK_SECONDS__ * (1 - 0.45 * progress), playing);

  if (r === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const finishRow = r.rows - 1 - (r.goal - r.distance);
  const tile = (x: number, y: number): Tile => {
    if (x === 0 || x === r.lanes + 1) {
      const tree = (y - r.tick + 1000 * r.rows) % 3 === 0;
      return { background: '__SURFACE__', sprite: tree ? SCENERY[(x + y + r.tick) % SCENERY.length] : undefined };
    }
    const lane = x - 1;
    if (y === r.rows - 1 && lane === r.lane) return { background: '__PRIMARY__', sprite: WORLD.heroSprite, hero: true };
    const thing = r.things.find((t) => t[0] === lane && t[1] === y);
    if (thing !== undefined) {
      const sprite = thing[3] === 1 ? WORLD.items[thing[2] % WORLD.items.length].sprite : WORLD.enemies[thing[2] % WORLD.enemies.length].sprite;
      return { background: '#3f3f46', sprite };
    }
    if (y === finishRow) return { background: '#f8fafc', sprite: '🏁' };
    return { background: (y - r.tick) % 2 === 0 ? '#3f3f46' : '#52525b' };
  };
  const speed = Math.round(40 + 80 * progress);
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-3 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={r.score} help={__HELP__} />
      <div className="flex flex-wrap items-center justify-between gap-2 font-semibold">
        <span>Lives: {'♥'.repeat(r.lives)}</span>
        <span>Speed: {speed} · Crashes: {r.crashes}</span>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <span>
          {WORLD.heroSprite} You: {r.distance}/{r.goal}
        </span>
        <ProgressBar value={r.distance} max={r.goal} color="__PRIMARY__" gradientColor="__ACCENT__" />
        <span>
          {__ENEMY_NAME__}: {r.rival}/{r.goal}
        </span>
        <ProgressBar value={r.rival} max={r.goal} color="#a1a1aa" />
      </div>
      <SpriteBoard
        width={r.lanes + 2}
        height={r.rows}
        tile={tile}
        size={52}
        shake={r.crashes}
        onCell={(x) => void dispatch('steer', { dx: Math.sign(x - 1 - r.lane) })}
      />
      <div className="flex justify-center gap-2">
        <Button text="◀ Left" preset={__PRESET__} onClick={() => void dispatch('steer', { dx: -1 })} />
        <Button text="Right ▶" preset={__PRESET__} onClick={() => void dispatch('steer', { dx: 1 })} />
      </div>
      {r.message !== '' && <p className="text-center font-semibold text-[__ACCENT__]">{r.message}</p>}
      {r.won && <p className="banner">{__WIN_TEXT__} Score: {r.score}</p>}
      {r.lost && <p className="banner">{__GAME_OVER_TEXT__} Score: {r.score}</p>}
      <Button text="Race again" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
