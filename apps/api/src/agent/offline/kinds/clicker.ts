import { capital, lit, shellClass, tickSeconds } from '../frontend-common.js';
import { byDifficulty, entity, singular, type KindBuilder } from './kind.js';

const PYTHON = `def click(state, times=1):
    clicker = _find(state, 'clicker')
    if clicker is None or _time_up(state):
        return
    clicker['score'] += clicker['per_click'] * times
    clicker['total'] += clicker['per_click'] * times


def buy(state, key='u1'):
    clicker = _find(state, 'clicker')
    for upgrade in _all(state, 'upgrade'):
        if upgrade['key'] == key and clicker['score'] >= upgrade['cost']:
            clicker['score'] -= upgrade['cost']
            upgrade['owned'] += 1
            clicker['per_click'] += upgrade['per_click']
            clicker['per_second'] += upgrade['per_second']
            upgrade['cost'] = upgrade['cost'] * 3 // 2 + 1


def tick(state, seconds=1):
    clicker = _find(state, 'clicker')
    if clicker is None or _time_up(state):
        return
    clicker['score'] += clicker['per_second'] * seconds
    clicker['total'] += clicker['per_second'] * seconds


def reset(state):
    clicker = _find(state, 'clicker')
    clicker.update({'score': 0, 'total': 0, 'per_click': 1, 'per_second': 0})
    for upgrade in _all(state, 'upgrade'):
        upgrade['owned'] = 0
        upgrade['cost'] = upgrade['base_cost']
    _reset_timer(state)
`;

/** Clicker / idle: click for points, buy upgrades that click harder or earn every second. */
export const buildClicker: KindBuilder = (plan) => {
  const item = plan.items[0];
  const upgrades = [
    { key: 'u1', label: `Bigger ${singular(item)} scoop`, base_cost: byDifficulty(plan, 10), per_click: 1, per_second: 0 },
    { key: 'u2', label: `${capital(plan.hero)} helper`, base_cost: byDifficulty(plan, 25), per_click: 0, per_second: 1 },
    { key: 'u3', label: `${capital(singular(plan.enemies[0]))} trap`, base_cost: byDifficulty(plan, 120), per_click: 0, per_second: 5 },
  ].slice(0, 2 + Math.min(1, plan.levels));
  const keymap = Object.fromEntries([
    [' ', { action: 'click' }],
    ['Enter', { action: 'click' }],
    ...upgrades.map((u, i) => [String(i + 1), { action: 'buy', args: { key: u.key } }]),
  ]);
  // Each level of the plan raises the goal by another 500 (scaled by difficulty).
  const goal = byDifficulty(plan, 500) * plan.levels;
  const app = `import { Button, Divider, ProgressBar, Symbol, useEntitiesWith, useGameAction, usePaused } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Clicker = { score: number; total: number; per_click: number; per_second: number; goal: number };
type Upgrade = { key: string; label: string; cost: number; owned: number; per_click: number; per_second: number };

const KEYS: Record<string, KeyAction> = ${JSON.stringify(keymap)};

export default function App() {
  const clicker = useEntitiesWith<Clicker>('clicker')[0]?.[1];
  const upgrades = useEntitiesWith<Upgrade>('upgrade');
  const { dispatch, pending, lastError } = useGameAction();
  const [paused] = usePaused();
  useKeyActions(KEYS);
  useTicker('tick', ${tickSeconds(plan.speed) * 3}, clicker !== undefined && clicker.per_second > 0);

  if (clicker === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const won = clicker.total >= clicker.goal;
  return (
    <main className="${shellClass(plan)}">
      <Hud score={clicker.score} help="Click or press Space to collect; press 1-${upgrades.length} to buy upgrades." />
      <div className="flex flex-col items-center gap-3 rounded-xl bg-[${plan.palette.surface}] p-6">
        <Symbol icon="Gem" iconColor="${plan.palette.accent}" iconSize={48} text={clicker.score} dataType="int" />
        <Button
          text={${lit(`Collect ${item}`)}}
          preset="${plan.preset}"
          disabled={paused}
          onClick={() => void dispatch('click')}
          animation={{ onHover: 'liftHover' }}
        />
        <p className="text-sm">{clicker.per_click} per click · {clicker.per_second} per second</p>
        <ProgressBar value={Math.min(clicker.total, clicker.goal)} max={clicker.goal} color="${plan.palette.primary}" showValue />
        {won && <p className="text-lg font-bold text-[${plan.palette.accent}]">You reached the goal!</p>}
      </div>
      <Divider color="${plan.palette.surface}" />
      <ul className="flex flex-col gap-2">
        {upgrades.map(([id, upgrade], index) => (
          <li key={id} className="flex items-center justify-between gap-2 rounded-lg bg-[${plan.palette.surface}] p-3">
            <span>
              {index + 1}. {upgrade.label} (owned {upgrade.owned})
            </span>
            <Button
              text={'Buy for ' + upgrade.cost}
              preset="${plan.preset}"
              disabled={pending || paused || clicker.score < upgrade.cost}
              onClick={() => void dispatch('buy', { key: upgrade.key })}
            />
          </li>
        ))}
      </ul>
      <Button text="Start over" preset="${plan.preset}" onClick={() => void dispatch('reset')} />
      {lastError !== null && <p className="text-sm text-red-400">{lastError}</p>}
    </main>
  );
}
`;
  return {
    entities: [
      entity('player', capital(plan.hero), { clicker: { score: 0, total: 0, per_click: 1, per_second: 0, goal } }),
      ...upgrades.map((u) => entity('upgrade', u.label, { upgrade: { ...u, cost: u.base_cost, owned: 0 } })),
    ],
    python: PYTHON,
    actions: ['click', 'buy', 'tick', 'reset'],
    files: [{ filename: 'index.tsx', content: app }],
    controls: `click the button or press Space to collect ${item}, and press 1-${upgrades.length} to buy upgrades`,
    goal: `collect ${goal} ${item}`,
  };
};
