import { useState } from 'react';
import { Button, Divider, ProgressBar, useEntitiesWith, useGameAction, usePaused } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Clicker = { score: number; total: number; per_click: number; per_second: number; goal: number };
type Upgrade = { key: string; label: string; cost: number; owned: number; per_click: number; per_second: number };

const KEYS: Record<string, KeyAction> = __KEYS__;
const WORLD = __WORLD__;
/** The helpers drawn beside the pile (more are counted, not drawn). */
const MOST_HELPERS_DRAWN = 12;

type Burst = { id: number; amount: number; x: number };

export default function App() {
  const clicker = useEntitiesWith<Clicker>('clicker')[0]?.[1];
  // In the order of their keys (u1, u2, …), as the number keys buy them: "press 2" buys the second row. The SDK
  // lists entities by id, and the studio's ids are random.
  const upgrades = [...useEntitiesWith<Upgrade>('upgrade')].sort(([, a], [, b]) => a.key.localeCompare(b.key, 'en', { numeric: true }));
  const { dispatch, pending, lastError } = useGameAction();
  const [paused] = usePaused();
  const [bursts, setBursts] = useState<Burst[]>([]);
  useKeyActions(KEYS);
  useTicker('tick', __TICK_SECONDS__, clicker !== undefined && clicker.per_second > 0);

  if (clicker === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const won = clicker.total >= clicker.goal;
  const item = WORLD.items[0];
  const helpers = upgrades.reduce((sum, [, upgrade]) => sum + (upgrade.per_second > 0 ? upgrade.owned : 0), 0);
  const collect = () => {
    if (paused) return;
    void dispatch('click');
    // A "+N" floats up from the pile and fades (styles.css, .burst); at most a handful at a time.
    const burst = { id: Date.now() + Math.random(), amount: clicker.per_click, x: 20 + Math.random() * 60 };
    setBursts((current) => [...current.slice(-5), burst]);
    setTimeout(() => setBursts((current) => current.filter((b) => b.id !== burst.id)), 800);
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={clicker.score} help={__HELP__} />
      <div className="flex flex-col items-center gap-3 rounded-xl bg-[__SURFACE__] p-6">
        <p className="text-3xl font-bold" data-testid="clicker-count">
          {item.sprite} {clicker.score}
        </p>
        <div className="relative">
          <button
            type="button"
            className={clicker.per_second > 0 ? 'pile pile-busy' : 'pile'}
            aria-label={'Tap the ' + item.name}
            disabled={paused}
            onClick={collect}
          >
            {item.sprite}
          </button>
          {bursts.map((burst) => (
            <span key={burst.id} className="burst text-[__ACCENT__]" style={{ left: burst.x + '%' }} aria-hidden="true">
              +{burst.amount}
            </span>
          ))}
        </div>
        <Button text={__COLLECT_TEXT__} preset={__PRESET__} disabled={paused} onClick={collect} animation={{ onHover: 'liftHover' }} />
        {helpers > 0 && (
          <p className="text-2xl" aria-label={helpers + ' helpers at work'}>
            {Array.from({ length: Math.min(helpers, MOST_HELPERS_DRAWN) }, () => WORLD.heroSprite).join(' ')}
            {helpers > MOST_HELPERS_DRAWN && <span className="text-base"> +{helpers - MOST_HELPERS_DRAWN}</span>}
          </p>
        )}
        <p className="text-sm">{clicker.per_click} per click · {clicker.per_second} per second</p>
        <ProgressBar value={Math.min(clicker.total, clicker.goal)} max={clicker.goal} color="__PRIMARY__" showValue />
        {won && <p className="text-lg font-bold text-[__ACCENT__]">{__WIN_TEXT__}</p>}
      </div>
      <Divider color="__SURFACE__" />
      <ul className="flex flex-col gap-2">
        {upgrades.map(([id, upgrade], index) => (
          <li key={id} className="flex items-center justify-between gap-2 rounded-lg bg-[__SURFACE__] p-3">
            <span>
              {index + 1}. {upgrade.label} (owned {upgrade.owned})
            </span>
            <Button
              text={'Buy for ' + upgrade.cost}
              preset={__PRESET__}
              disabled={pending || paused || clicker.score < upgrade.cost}
              onClick={() => void dispatch('buy', { key: upgrade.key })}
            />
          </li>
        ))}
      </ul>
      <Button text="Start over" preset={__PRESET__} onClick={() => void dispatch('reset')} />
      {lastError !== null && <p className="text-sm text-red-400">{lastError}</p>}
    </main>
  );
}
