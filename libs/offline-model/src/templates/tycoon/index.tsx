import { Button, ProgressBar, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { useKeyActions, useTicker, type KeyAction } from './hooks';
import './styles.css';

type Shop = {
  item: string;
  item_sprite: string;
  keeper_sprite: string;
  place: string;
  day: number;
  days: number;
  money: number;
  goal: number;
  cost: number;
  fair_price: number;
  price: number;
  stock: number;
  forecast: number;
  phase: string;
  queue: number;
  served: number;
  sold_today: number;
  over: boolean;
  won: boolean;
  message: string;
};

const KEYS: Record<string, KeyAction> = __KEYS__;
const PEOPLE = ['🧑', '👩', '👨', '🧒', '👵', '🧔', '👧', '👴'];
const SKY: Record<string, string> = { morning: 'linear-gradient(#fde68a, #7dd3fc)', open: 'linear-gradient(#38bdf8, #bae6fd)', night: 'linear-gradient(#020617, #312e81)' };

export default function App() {
  const shop = useEntitiesWith<Shop>('shop')[0]?.[1];
  const { dispatch } = useGameAction();
  useKeyActions(KEYS);
  useTicker('tick', __TICK_SECONDS__, shop !== undefined && shop.phase === 'open' && !shop.over);

  if (shop === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const morning = shop.phase === 'morning' && !shop.over;
  const waiting = Math.max(0, Math.min(8, shop.queue - shop.served));
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-3 bg-[__BACKGROUND__] p-4 text-[__TEXT__] sm:p-6">
      <Hud score={shop.money} label="Money" help={__HELP__} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          Day {shop.day}/{shop.days}
        </span>
        <span>
          Goal: {shop.money}/{shop.goal}
        </span>
        <span>
          {__SCORE_LABEL__} in stock: {shop.stock}
        </span>
      </div>
      <ProgressBar value={Math.min(shop.money, shop.goal)} max={Math.max(1, shop.goal)} color="__PRIMARY__" gradientColor="__ACCENT__" />
      <div className="relative h-48 overflow-hidden rounded-xl border-2 border-[__PRIMARY__]" style={{ background: SKY[shop.phase] ?? SKY.morning, transition: 'background 0.6s' }}>
        <span className="absolute right-4 top-3 text-4xl">{shop.phase === 'night' ? '🌙' : '☀️'}</span>
        <div className="absolute bottom-0 left-0 h-10 w-full bg-[__SURFACE__]" />
        <div className="absolute bottom-6 left-4 flex flex-col items-center rounded-t-lg bg-[__PRIMARY__] px-3 pb-2 pt-1 text-center">
          <span className="text-xs font-bold text-[__BACKGROUND__]">{shop.phase === 'open' ? 'OPEN' : 'CLOSED'}</span>
          <span className="text-4xl">{shop.keeper_sprite}</span>
          <span className="text-2xl">
            {shop.item_sprite}×{shop.stock}
          </span>
        </div>
        {shop.phase === 'open' &&
          Array.from({ length: waiting }, (_, i) => (
            <span key={shop.served + i} className="absolute bottom-8 text-4xl" style={{ left: 130 + i * 44, transition: 'left 0.3s' }}>
              {PEOPLE[(shop.served + i + shop.day) % PEOPLE.length]}
            </span>
          ))}
        {shop.phase === 'night' && <span className="absolute bottom-12 left-1/2 text-lg font-bold text-white">Sold {shop.sold_today} today 💰</span>}
      </div>
      <p className="min-h-[1.5rem] font-semibold">{shop.message}</p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex items-center gap-2">
          <Button text={'Buy 1 (' + shop.cost + ')'} preset={__PRESET__} disabled={!morning} onClick={() => void dispatch('buy', { amount: 1 })} />
          <Button text={'Buy 5 (' + shop.cost * 5 + ')'} preset={__PRESET__} disabled={!morning} onClick={() => void dispatch('buy', { amount: 5 })} />
        </div>
        <div className="flex items-center gap-2">
          <Button text="−" title="Lower the price" preset={__PRESET__} disabled={!morning} onClick={() => void dispatch('set_price', { delta: -1 })} />
          <span className="rounded-lg bg-[__SURFACE__] px-3 py-2 font-bold">Price: {shop.price}</span>
          <Button text="+" title="Raise the price" preset={__PRESET__} disabled={!morning} onClick={() => void dispatch('set_price', { delta: 1 })} />
        </div>
      </div>
      {morning && (
        <p className="text-sm">
          At this price about {shop.forecast} customers will come; stock costs {shop.cost} each.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {morning && <Button text="Open the shop" preset={__PRESET__} onClick={() => void dispatch('open_shop')} />}
        {shop.phase === 'night' && !shop.over && <Button text="Next day" preset={__PRESET__} onClick={() => void dispatch('sleep')} />}
        <Button text="Start over" preset={__PRESET__} onClick={() => void dispatch('reset')} />
      </div>
      {shop.over && shop.won && <p className="text-center text-2xl font-bold text-[__ACCENT__]">{__WIN_TEXT__} Money: {shop.money}</p>}
      {shop.over && !shop.won && <p className="text-center text-2xl font-bold text-[#ef4444]">{__GAME_OVER_TEXT__} {shop.message}</p>}
    </main>
  );
}
