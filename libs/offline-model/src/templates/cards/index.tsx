import { Button, ProgressBar, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { useKeyActions, type KeyAction } from './hooks';
import './styles.css';

type Card = { name: string; kind: string; value: number; cost: number };
type Duel = {
  hero_hp: number;
  max_hp: number;
  enemy_hp: number;
  enemy_max: number;
  energy: number;
  max_energy: number;
  block: number;
  deck: Card[];
  hand: number[];
  enemy_moves: number[];
  turn: number;
  over: boolean;
  won: boolean;
  message: string;
};

const KEYS: Record<string, KeyAction> = __KEYS__;
const VERB: Record<string, string> = { attack: 'Deal', heal: 'Heal', block: 'Block' };

export default function App() {
  const duel = useEntitiesWith<Duel>('duel')[0]?.[1];
  const { dispatch, pending } = useGameAction();
  useKeyActions(KEYS);

  if (duel === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const nextHit = duel.enemy_moves[duel.turn % duel.enemy_moves.length];
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={duel.turn} label="Turn" help={__HELP__} />
      <section className="grid grid-cols-2 gap-4 rounded-xl bg-[__SURFACE__] p-4">
        <div className="flex flex-col gap-1">
          <h2 className="font-bold">{__HERO_NAME__} · Block {duel.block}</h2>
          <ProgressBar value={duel.hero_hp} max={duel.max_hp} color="__PRIMARY__" showValue />
        </div>
        <div className="flex flex-col gap-1">
          <h2 className="font-bold">{__ENEMY_NAME__} · next hit {nextHit}</h2>
          <ProgressBar value={duel.enemy_hp} max={duel.enemy_max} color="#ef4444" showValue />
        </div>
      </section>
      <p>
        Energy: {duel.energy}/{duel.max_energy}
      </p>
      <div className="flex flex-wrap gap-3">
        {duel.hand.map((deckIndex, i) => {
          const card = duel.deck[deckIndex];
          return (
            <button
              key={i + '-' + deckIndex}
              type="button"
              disabled={pending || duel.over || card.cost > duel.energy}
              className="flex w-28 flex-col gap-1 rounded-lg border-2 border-[__ACCENT__] bg-[__SURFACE__] p-3 text-left disabled:opacity-50"
              onClick={() => void dispatch('play', { card: i })}
            >
              <span className="text-xs opacity-70">[{i + 1}] cost {card.cost}</span>
              <span className="font-bold">{card.name}</span>
              <span className="text-sm">
                {VERB[card.kind] ?? card.kind} {card.value}
              </span>
            </button>
          );
        })}
      </div>
      {duel.message !== '' && <p className="font-semibold">{duel.message}</p>}
      {duel.over && <p className="text-xl font-bold">{duel.won ? __WIN_TEXT__ : __GAME_OVER_TEXT__}</p>}
      <div className="flex gap-2">
        <Button text="End turn" preset={__PRESET__} disabled={pending || duel.over} onClick={() => void dispatch('end_turn')} />
        <Button text="New duel" preset={__PRESET__} onClick={() => void dispatch('reset')} />
      </div>
    </main>
  );
}
