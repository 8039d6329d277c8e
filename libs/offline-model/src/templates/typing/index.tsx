import { Button, ProgressBar, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Word = { text: string; pos: number; sprite: string };
type Run = {
  words: (Word | null)[];
  typed: string;
  score: number;
  destroyed: number;
  goal: number;
  level: number;
  misses: number;
  over: boolean;
  won: boolean;
  message: string;
  hero_sprite: string;
};

const KEYS: Record<string, KeyAction> = __KEYS__;
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

export default function App() {
  const run = useEntitiesWith<Run>('typing')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  useTicker('tick', __TICK_SECONDS__, run !== undefined && !run.over);

  if (run === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-4 bg-[__BACKGROUND__] p-4 text-[__TEXT__] sm:p-6">
      <Hud score={run.score} help={__HELP__} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>Level {run.level}</span>
        <span>
          {__SCORE_LABEL__}: {run.destroyed}/{run.goal}
        </span>
        <span>Misses: {run.misses}</span>
      </div>
      <ProgressBar value={run.destroyed} max={Math.max(1, run.goal)} color="__PRIMARY__" gradientColor="__ACCENT__" />
      <div className="relative flex flex-col gap-2 overflow-hidden rounded-xl border-2 border-[__PRIMARY__] bg-[__SURFACE__] p-2">
        {run.words.map((word, lane) => (
          <div key={lane} className="relative h-16 rounded-lg bg-[__BACKGROUND__]/60">
            <span className="absolute left-1 top-1/2 -translate-y-1/2 text-3xl" aria-label={__HERO_NAME__}>
              {run.hero_sprite}
            </span>
            {word !== null && word.pos < 100 && (
              <span
                aria-label={'word ' + word.text}
                className="absolute top-1/2 flex items-center gap-1 whitespace-nowrap rounded-full bg-[__BACKGROUND__] px-2 py-1 font-mono text-lg shadow"
                style={{
                  // From the lane's right end (100) to the hero (0), the word always inside the lane.
                  left: 'calc(2.75rem + (100% - 3rem) * ' + word.pos / 100 + ')',
                  transform: 'translate(-' + word.pos + '%, -50%)',
                  transition: 'left ' + __TICK_SECONDS__ + 's linear, transform ' + __TICK_SECONDS__ + 's linear',
                }}
              >
                <span className="text-2xl">{word.sprite}</span>
                <span className="font-bold text-[__ACCENT__]">{word.text.startsWith(run.typed) ? run.typed : ''}</span>
                <span>{word.text.startsWith(run.typed) ? word.text.slice(run.typed.length) : word.text}</span>
              </span>
            )}
          </div>
        ))}
      </div>
      <p className="min-h-[1.5rem] text-center font-mono text-xl">
        {run.typed === '' ? (run.message === '' ? 'Type a word…' : run.message) : run.typed + '_'}
      </p>
      <div className="flex flex-col items-center gap-1" aria-label="letter keyboard">
        {ROWS.map((row) => (
          <div key={row} className="flex gap-1">
            {[...row].map((letter) => (
              <button
                key={letter}
                type="button"
                className="h-10 w-8 rounded-md bg-[__SURFACE__] font-mono text-lg uppercase text-[__TEXT__] active:bg-[__PRIMARY__] sm:w-10"
                onClick={() => void dispatch('type_letter', { letter })}
              >
                {letter}
              </button>
            ))}
          </div>
        ))}
      </div>
      {run.over && run.won && <p className="text-center text-2xl font-bold text-[__ACCENT__]">{__WIN_TEXT__} Score: {run.score}</p>}
      {run.over && !run.won && <p className="text-center text-2xl font-bold text-[#ef4444]">{__GAME_OVER_TEXT__} Score: {run.score}</p>}
      <Button text="Play again" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
