import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Grid } from './components/Grid';
import { Hud } from './components/Hud';
import { useKeyActions, type KeyAction } from './hooks';
import './styles.css';

type Board = { width: number; height: number; tiles: number[]; selected: number; cursor: number; score: number; moves: number; target: number; won: boolean; message: string };

const KEYS: Record<string, KeyAction> = __KEYS__;
const COLOURS = __TILE_COLOURS__;
const SYMBOLS = ["●","■","▲","◆","★","♥"];

export default function App() {
  const board = useEntitiesWith<Board>('board')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);

  if (board === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const at = (x: number, y: number) => y * board.width + x;
  const paint = (x: number, y: number) => {
    const i = at(x, y);
    if (i === board.selected) return '__TEXT__';
    return COLOURS[board.tiles[i]] ?? '__BACKGROUND__';
  };
  const label = (x: number, y: number) => (at(x, y) === board.cursor ? '[' + (SYMBOLS[board.tiles[at(x, y)]] ?? '') + ']' : SYMBOLS[board.tiles[at(x, y)]] ?? '');
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={board.score} label={__SCORE_LABEL__} help={__HELP__} />
      <p>
        Moves left: {board.moves} · Target: {board.target}
      </p>
      <Grid width={board.width} height={board.height} paint={paint} label={label} onCell={(x, y) => void dispatch('pick', { index: at(x, y) })} />
      {board.message !== '' && <p className="font-semibold">{board.message}</p>}
      {board.won && <p className="text-xl font-bold">Target reached. You win!</p>}
      {!board.won && board.moves <= 0 && <p className="text-xl font-bold">Out of moves! Final score: {board.score}</p>}
      <Button text="New board" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
