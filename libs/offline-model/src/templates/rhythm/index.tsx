import { Button, ProgressBar, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Song = {
  lanes: number;
  notes: number[][];
  length: number;
  beat: number;
  judged: string[];
  sprites: string[];
  hero_sprite: string;
  score: number;
  combo: number;
  best_combo: number;
  hits: number;
  misses: number;
  need: number;
  max_misses: number;
  pressed: number;
  last: string;
  over: boolean;
  won: boolean;
  message: string;
};

const KEYS: Record<string, KeyAction> = __KEYS__;
const LABELS = ['D ←', 'F ↓', 'J ↑', 'K →'];
/** Beats shown above the hit line, and the height of one beat in pixels. */
const AHEAD = 8;
const ROW = 40;
const GRADE_COLOUR: Record<string, string> = { Perfect: '__ACCENT__', Good: '__PRIMARY__', Miss: '#ef4444' };

export default function App() {
  const song = useEntitiesWith<Song>('song')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  useTicker('tick', __TICK_SECONDS__, song !== undefined && !song.over);

  if (song === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const lanes = Array.from({ length: song.lanes }, (_, lane) => lane);
  const height = (AHEAD + 2) * ROW;
  const line = (AHEAD + 0.5) * ROW;
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-3 bg-[__BACKGROUND__] p-4 text-[__TEXT__] sm:p-6">
      <Hud score={song.score} help={__HELP__} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>Combo: {song.combo}</span>
        <span>
          Hits: {song.hits}/{song.need}
        </span>
        <span>
          Misses: {song.misses}/{song.max_misses}
        </span>
      </div>
      <ProgressBar value={Math.max(0, song.beat)} max={Math.max(1, song.length)} color="__PRIMARY__" gradientColor="__ACCENT__" />
      <div className="flex items-end gap-3 self-center">
        <div className="flex flex-col items-center gap-1">
          <span className={'text-5xl ' + (song.pressed >= 0 ? 'scale-110' : '')} style={{ transition: 'transform 0.1s' }}>
            {song.hero_sprite}
          </span>
          <span className="text-xs">{__HERO_NAME__}</span>
        </div>
        <div className="relative overflow-hidden rounded-xl border-2 border-[__PRIMARY__] bg-[__SURFACE__]" style={{ height, width: song.lanes * 64 }}>
          {lanes.map((lane) => (
            <button
              key={lane}
              type="button"
              aria-label={'lane ' + (lane + 1)}
              className="absolute top-0 h-full border-r border-[__BACKGROUND__]/40"
              style={{ left: lane * 64, width: 64, background: song.pressed === lane ? '__PRIMARY__33' : 'transparent' }}
              onClick={() => void dispatch('hit', { lane })}
            />
          ))}
          <div className="pointer-events-none absolute left-0 w-full bg-[__ACCENT__]" style={{ top: line, height: 4 }} />
          {song.notes.map(([beat, lane], index) => {
            const ahead = beat - song.beat;
            if (ahead > AHEAD + 1 || ahead < -1 || song.judged[index] === 'Perfect' || song.judged[index] === 'Good') return null;
            return (
              <span
                key={index}
                aria-label={'note ' + (lane + 1) + ' in ' + ahead}
                className="pointer-events-none absolute flex items-center justify-center text-3xl"
                style={{
                  left: lane * 64,
                  width: 64,
                  height: ROW,
                  top: line - ROW / 2 - ahead * ROW,
                  opacity: song.judged[index] === 'Miss' ? 0.3 : 1,
                  transition: 'top ' + __TICK_SECONDS__ + 's linear',
                }}
              >
                {song.sprites[lane]}
              </span>
            );
          })}
          {song.last !== '' && (
            <span key={song.hits + song.misses} className="pointer-events-none absolute left-0 w-full text-center text-2xl font-black" style={{ top: ROW, color: GRADE_COLOUR[song.last] }}>
              {song.last}!
            </span>
          )}
        </div>
      </div>
      <div className="flex gap-2 self-center">
        {lanes.map((lane) => (
          <button
            key={lane}
            type="button"
            className={'h-14 w-16 rounded-lg font-bold ' + (song.pressed === lane ? 'bg-[__PRIMARY__]' : 'bg-[__SURFACE__]')}
            onClick={() => void dispatch('hit', { lane })}
          >
            {LABELS[lane] ?? lane + 1}
          </button>
        ))}
      </div>
      {song.over && song.won && <p className="text-center text-2xl font-bold text-[__ACCENT__]">{__WIN_TEXT__} Score: {song.score}, best combo {song.best_combo}</p>}
      {song.over && !song.won && <p className="text-center text-2xl font-bold text-[#ef4444]">{__GAME_OVER_TEXT__} {song.message} Score: {song.score}</p>}
      <Button text="Play again" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
