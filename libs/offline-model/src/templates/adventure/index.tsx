import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { useKeyActions, type KeyAction } from './hooks';
import './styles.css';

type Hero = { room: string; inventory: string[]; moves: number; won: boolean; message: string; goal: number };
type Room = { key: string; title: string; text: string; exits: Record<string, string>; item: string };

const KEYS: Record<string, KeyAction> = __KEYS__;

export default function App() {
  const hero = useEntitiesWith<Hero>('adventurer')[0]?.[1];
  const rooms = useEntitiesWith<Room>('room').map(([, r]) => r);
  const { dispatch, pending } = useGameAction();
  useKeyActions(KEYS);

  if (hero === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const room = rooms.find((r) => r.key === hero.room);
  const itemHere = room !== undefined && room.item !== '' && !hero.inventory.includes(room.item);
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={hero.inventory.length} label="Found" help="Arrow keys or WASD to walk, Space or T to take." />
      <section className="flex flex-col gap-3 rounded-xl bg-[__SURFACE__] p-5">
        <h2 className="text-xl font-bold text-[__ACCENT__]">{room?.title ?? 'Nowhere'}</h2>
        <p>{room?.text}</p>
        {itemHere && <p>You see a {room.item}.</p>}
        {hero.message !== '' && <p className="font-semibold">{hero.message}</p>}
        <div className="flex flex-wrap gap-2">
          {Object.keys(room?.exits ?? {}).map((direction) => (
            <Button key={direction} text={'Go ' + direction} preset={__PRESET__} disabled={pending} onClick={() => void dispatch('go', { direction })} />
          ))}
          {itemHere && <Button text="Take" preset={__PRESET__} onClick={() => void dispatch('take')} />}
        </div>
      </section>
      <p>
        Carrying: {hero.inventory.join(', ') || 'nothing'} ({hero.inventory.length}/{hero.goal}) · Moves: {hero.moves}
      </p>
      {hero.won && <p className="text-xl font-bold">{__WIN_TEXT__}</p>}
      <Button text="Start over" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
