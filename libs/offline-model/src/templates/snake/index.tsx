import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Grid } from './components/Grid';
import { Hud } from './components/Hud';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Snake = { width: number; height: number; body: number[][]; food: number[]; score: number; alive: boolean };

const KEYS: Record<string, KeyAction> = __KEYS__;
/** The prompt's hero and what it eats, as emoji. */
const WORLD = __WORLD__;

export default function App() {
  const snake = useEntitiesWith<Snake>('snake')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  useTicker('tick', __TICK_SECONDS__, snake !== undefined && snake.alive);

  if (snake === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const paint = (x: number, y: number) => {
    const index = snake.body.findIndex(([bx, by]) => bx === x && by === y);
    if (index === 0) return '__ACCENT__';
    if (index > 0) return '__PRIMARY__';
    return snake.food[0] === x && snake.food[1] === y ? '#f43f5e' : '__BACKGROUND__';
  };
  const label = (x: number, y: number) => {
    const [hx, hy] = snake.body[0];
    if (hx === x && hy === y) return WORLD.heroSprite;
    return snake.food[0] === x && snake.food[1] === y ? (WORLD.items[0]?.sprite ?? '') : '';
  };
  const turnTowards = (x: number, y: number) => {
    const [hx, hy] = snake.body[0];
    const dx = x - hx;
    const dy = y - hy;
    const direction = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up';
    void dispatch('turn', { direction });
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={snake.score} label={__SCORE_LABEL__} help={__HELP__} />
      <Grid width={snake.width} height={snake.height} paint={paint} label={label} onCell={turnTowards} />
      {!snake.alive && <p className="text-xl font-bold">Game over: length {snake.body.length}</p>}
      <Button text="Play again" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
