import { Button, ProgressBar, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { useKeyActions, type KeyAction } from './hooks';
import './styles.css';

type Creature = { colour: number; pattern: number; size: number; born: number };
type Nest = {
  sprite: string;
  colours: string[][];
  patterns: string[];
  sizes: string[];
  creatures: Creature[];
  picked: number[];
  book: string[];
  target: number;
  day: number;
  days: number;
  per_day: number;
  breeds_left: number;
  over: boolean;
  won: boolean;
  message: string;
  last: string;
};

const KEYS: Record<string, KeyAction> = __KEYS__;
const SIZE_PX = [44, 60, 76];

/** A coat: the colour, with white spots or stripes over it. */
const coat = (hex: string, pattern: number): string =>
  pattern === 1
    ? 'radial-gradient(circle at 22% 30%, #ffffffcc 16%, transparent 17%), radial-gradient(circle at 80% 40%, #ffffffcc 14%, transparent 15%), radial-gradient(circle at 40% 85%, #ffffffcc 13%, transparent 14%), ' + hex
    : pattern === 2
      ? 'repeating-linear-gradient(45deg, ' + hex + ' 0 8px, #ffffff88 8px 13px)'
      : hex;

function Critter({ nest, c, selected, size }: { nest: Nest; c: Creature; selected: boolean; size?: number }) {
  const px = size ?? SIZE_PX[c.size] ?? 60;
  return (
    <span
      className={'flex items-center justify-center rounded-full border-4 ' + (selected ? 'border-[__ACCENT__]' : 'border-transparent')}
      style={{ width: px, height: px, background: coat(nest.colours[c.colour]?.[1] ?? '#888888', c.pattern), fontSize: px * 0.5, transition: 'all 0.3s' }}
    >
      {nest.sprite}
    </span>
  );
}

export default function App() {
  const nest = useEntitiesWith<Nest>('nest')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);

  if (nest === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const describe = (c: Creature) => (nest.sizes[c.size] ?? '') + ' ' + (nest.colours[c.colour]?.[0] ?? '') + ' ' + (nest.patterns[c.pattern] ?? '');
  const combos = [0, 1, 2].flatMap((colour) => [0, 1, 2].flatMap((pattern) => [0, 1, 2].map((size) => ({ colour, pattern, size, born: 0 }))));
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-3 bg-[__BACKGROUND__] p-4 text-[__TEXT__] sm:p-6">
      <Hud score={nest.book.length} label={__SCORE_LABEL__} help={__HELP__} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          Day {nest.day}/{nest.days}
        </span>
        <span>Breedings left today: {'🥚'.repeat(nest.breeds_left) || '0'}</span>
        <span>
          Discovered: {nest.book.length}/{nest.target}
        </span>
      </div>
      <ProgressBar value={nest.book.length} max={Math.max(1, nest.target)} color="__PRIMARY__" gradientColor="__ACCENT__" />
      <section className="flex flex-wrap items-end justify-center gap-3 rounded-xl border-2 border-[__PRIMARY__] bg-[__SURFACE__] p-3">
        {nest.creatures.map((c, i) => (
          <button
            key={i + '-' + c.born}
            type="button"
            aria-label={'pick ' + (i + 1) + ': ' + describe(c) + ' ' + __HERO_NAME__}
            className={'flex flex-col items-center gap-1 rounded-lg p-1 ' + (c.born > 0 && c.born === Math.max(...nest.creatures.map((o) => o.born)) ? 'animate-bounce' : '')}
            onClick={() => void dispatch('pick', { index: i })}
          >
            <Critter nest={nest} c={c} selected={nest.picked.includes(i)} />
            <span className="text-xs">
              {i + 1}. {describe(c)}
            </span>
          </button>
        ))}
      </section>
      <p className="min-h-[1.5rem] text-center font-semibold">
        {nest.message !== '' ? nest.message : nest.picked.length === 2 ? 'Ready to breed!' : 'Pick ' + (2 - nest.picked.length) + ' more.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button text="Breed 🥚" preset={__PRESET__} disabled={nest.picked.length < 2 || nest.breeds_left <= 0 || nest.over} onClick={() => void dispatch('breed')} />
        <Button text="Rest until tomorrow 🌙" preset={__PRESET__} disabled={nest.over} onClick={() => void dispatch('rest')} />
        <Button text="Start over" preset={__PRESET__} onClick={() => void dispatch('reset')} />
      </div>
      <h2 className="text-lg font-bold">Collection book</h2>
      <div className="grid grid-cols-9 gap-1 rounded-xl bg-[__SURFACE__] p-2">
        {combos.map((c) => {
          const key = c.colour + '-' + c.pattern + '-' + c.size;
          const found = nest.book.includes(key);
          return (
            <div key={key} title={found ? describe(c) : '?'} className={'flex h-10 items-center justify-center rounded ' + (key === nest.last ? 'ring-2 ring-[__ACCENT__]' : '')}>
              {found ? <Critter nest={nest} c={c} selected={false} size={30} /> : <span className="opacity-40">?</span>}
            </div>
          );
        })}
      </div>
      {nest.won && <p className="text-center text-2xl font-bold text-[__ACCENT__]">{__WIN_TEXT__}</p>}
      {nest.over && !nest.won && <p className="text-center text-2xl font-bold text-[#ef4444]">{__GAME_OVER_TEXT__}</p>}
    </main>
  );
}
