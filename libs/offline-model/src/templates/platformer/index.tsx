import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Grid } from './components/Grid';
import { Hud } from './components/Hud';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Level = { width: number; height: number; rows: string[]; stage: number; stages: unknown[]; x: number; y: number; coins: number[][]; lives: number; score: number; won: boolean; message: string };

const KEYS: Record<string, KeyAction> = __KEYS__;
const TILE: Record<string, string> = { '#': '__SURFACE__', '^': '#ef4444', G: '#22c55e', '.': '__BACKGROUND__' };

export default function App() {
  const level = useEntitiesWith<Level>('level')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  useTicker('tick', __TICK_SECONDS__, level !== undefined && level.lives > 0 && !level.won);

  if (level === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const hasCoin = (x: number, y: number) => level.coins.some(([cx, cy]) => cx === x && cy === y);
  const paint = (x: number, y: number) => {
    if (x === level.x && y === level.y) return '__PRIMARY__';
    if (hasCoin(x, y)) return '__ACCENT__';
    return TILE[level.rows[y][x]] ?? '__BACKGROUND__';
  };
  const label = (x: number, y: number) => (x === level.x && y === level.y ? '☺' : hasCoin(x, y) ? '●' : level.rows[y][x] === 'G' ? '⚑' : '');
  const steer = (x: number, y: number) => {
    if (y < level.y && Math.abs(x - level.x) <= 1) void dispatch('jump');
    else if (x !== level.x) void dispatch('move', { dx: Math.sign(x - level.x) });
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={level.score} help={__HELP__} />
      <p>
        Lives: {'♥'.repeat(level.lives)} · Stage {level.stage + 1}/{level.stages.length}
      </p>
      <Grid width={level.width} height={level.height} paint={paint} label={label} onCell={steer} />
      <div className="flex gap-2">
        <Button text="◀" preset={__PRESET__} onClick={() => void dispatch('move', { dx: -1 })} />
        <Button text="Jump" preset={__PRESET__} onClick={() => void dispatch('jump')} />
        <Button text="▶" preset={__PRESET__} onClick={() => void dispatch('move', { dx: 1 })} />
      </div>
      {level.message !== '' && <p className="font-semibold">{level.message}</p>}
      {level.won && <p className="text-xl font-bold">{__WIN_TEXT__} Score: {level.score}</p>}
      {level.lives <= 0 && <p className="text-xl font-bold">Game over! Score: {level.score}</p>}
      <Button text="Restart" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
