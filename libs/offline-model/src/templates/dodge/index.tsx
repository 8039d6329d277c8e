import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Grid } from './components/Grid';
import { Hud } from './components/Hud';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Arena = { width: number; height: number; x: number; y: number; lives: number; score: number };
type Thing = { x: number; y: number };

const KEYS: Record<string, KeyAction> = __KEYS__;
/** The prompt's hero, foes and things as emoji (the falling ones take their turns). */
const WORLD = __WORLD__;

export default function App() {
  const arena = useEntitiesWith<Arena>('arena')[0]?.[1];
  const hazards = useEntitiesWith<Thing>('hazard');
  const pickups = useEntitiesWith<Thing>('pickup');
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  useTicker('tick', __TICK_SECONDS__, arena !== undefined && arena.lives > 0);

  if (arena === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const at = (list: [string, Thing][], x: number, y: number) => list.some(([, t]) => t.x === x && t.y === y);
  const paint = (x: number, y: number) =>
    x === arena.x && y === arena.y ? '__PRIMARY__' : at(hazards, x, y) ? '#ef4444' : at(pickups, x, y) ? '__ACCENT__' : '__BACKGROUND__';
  const which = (list: [string, Thing][], x: number, y: number) => list.findIndex(([, t]) => t.x === x && t.y === y);
  const label = (x: number, y: number) => {
    if (x === arena.x && y === arena.y) return WORLD.heroSprite;
    const hazard = which(hazards, x, y);
    if (hazard >= 0) return WORLD.enemies[hazard % WORLD.enemies.length]?.sprite ?? '';
    const pickup = which(pickups, x, y);
    return pickup >= 0 ? (WORLD.items[pickup % WORLD.items.length]?.sprite ?? '') : '';
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={arena.score} help={__HELP__} />
      <p>Lives: {'♥'.repeat(arena.lives)}</p>
      <Grid
        width={arena.width}
        height={arena.height}
        paint={paint}
        label={label}
        onCell={(x) => void dispatch('move', { dx: Math.sign(x - arena.x), dy: 0 })}
      />
      {arena.lives <= 0 && <p className="text-xl font-bold">{__GAME_OVER_TEXT__} Final score: {arena.score}</p>}
      <Button text="Play again" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
