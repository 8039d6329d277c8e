import { Button, useEntitiesWith, useGameAction, usePaused } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Growth = {
  meter: number;
  low: number;
  high: number;
  stage: number;
  stages: number;
  good: number;
  per_stage: number;
  health: number;
  max_health: number;
  streak: number;
  score: number;
  won: boolean;
  message: string;
};

const KEYS: Record<string, KeyAction> = __KEYS__;
const WORLD = __WORLD__;
/** What the subject looks like at each stage before the last, which is the subject itself. */
const STAGE_SPRITES = ['🌱', '🌿', '☘️', '🪴', '🌳', '🌲'];

export default function App() {
  const g = useEntitiesWith<Growth>('growth')[0]?.[1];
  const { dispatch, pending } = useGameAction();
  const [paused] = usePaused();
  useKeyActions(KEYS);
  const lost = g !== undefined && g.health <= 0;
  useTicker('tick', __TICK_SECONDS__, g !== undefined && !lost && !g.won);

  if (g === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const grown = g.stage >= g.stages;
  const sprite = grown ? WORLD.heroSprite : STAGE_SPRITES[Math.min(g.stage, STAGE_SPRITES.length - 1)];
  const inWindow = g.meter >= g.low && g.meter <= g.high;
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={g.score} help={__HELP__} />
      <section className="flex flex-col items-center gap-3 rounded-xl bg-[__SURFACE__] p-6">
        <p className="font-semibold">
          {WORLD.hero}: stage {g.stage}/{g.stages} · {'♥'.repeat(Math.max(0, g.health))}
          <span className="opacity-40">{'♥'.repeat(Math.max(0, g.max_health - g.health))}</span>
        </p>
        <p aria-label={WORLD.hero + ' at stage ' + g.stage} style={{ fontSize: 48 + g.stage * 16 + 'px', opacity: lost ? 0.4 : 1 }}>
          {sprite}
        </p>
        <div className="w-full" aria-label={__SCORE_LABEL__ + ' ' + g.meter}>
          <p className="text-sm">
            {__SCORE_LABEL__}: {g.meter}
            {inWindow ? ' (now!)' : ''}
          </p>
          <div className="relative h-5 w-full rounded bg-[__BACKGROUND__]">
            <div className="absolute h-5 rounded bg-green-600/60" style={{ left: g.low + '%', width: g.high - g.low + '%' }} />
            <div className="absolute h-5 w-1 bg-[__ACCENT__]" style={{ left: Math.min(99, g.meter) + '%' }} />
          </div>
        </div>
        <Button text={__COLLECT_TEXT__} preset={__PRESET__} disabled={pending || paused || lost || g.won} onClick={() => void dispatch('act')} />
        {g.message !== '' && <p className="font-semibold text-[__ACCENT__]">{g.message}</p>}
        <p className="text-sm">Streak: {g.streak}</p>
      </section>
      {g.won && <p className="banner">{__WIN_TEXT__}</p>}
      {lost && <p className="banner">{__GAME_OVER_TEXT__}</p>}
      <Button text="Start over" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
