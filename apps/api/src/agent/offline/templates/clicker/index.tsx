import { Button, Divider, ProgressBar, Symbol, useEntitiesWith, useGameAction, usePaused } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Clicker = { score: number; total: number; per_click: number; per_second: number; goal: number };
type Upgrade = { key: string; label: string; cost: number; owned: number; per_click: number; per_second: number };

const KEYS: Record<string, KeyAction> = __KEYS__;

export default function App() {
  const clicker = useEntitiesWith<Clicker>('clicker')[0]?.[1];
  const upgrades = useEntitiesWith<Upgrade>('upgrade');
  const { dispatch, pending, lastError } = useGameAction();
  const [paused] = usePaused();
  useKeyActions(KEYS);
  useTicker('tick', __TICK_SECONDS__, clicker !== undefined && clicker.per_second > 0);

  if (clicker === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const won = clicker.total >= clicker.goal;
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={clicker.score} help={__HELP__} />
      <div className="flex flex-col items-center gap-3 rounded-xl bg-[__SURFACE__] p-6">
        <Symbol icon="Gem" iconColor="__ACCENT__" iconSize={48} text={clicker.score} dataType="int" />
        <Button
          text={__COLLECT_TEXT__}
          preset={__PRESET__}
          disabled={paused}
          onClick={() => void dispatch('click')}
          animation={{ onHover: 'liftHover' }}
        />
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
