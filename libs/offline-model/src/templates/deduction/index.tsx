import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { useKeyActions, type KeyAction } from './hooks';
import './styles.css';

type Suspect = { name: string; role: string; room: number; trait: string; answers: string[] };
type Case = {
  place: string;
  item: string;
  rooms: { title: string; text: string }[];
  room: number;
  suspects: Suspect[];
  questions: string[];
  asked: string[];
  notes: string[];
  culprit: number;
  accused: number;
  solved: boolean;
  over: boolean;
  score: number;
  moves: number;
  message: string;
};

const KEYS: Record<string, KeyAction> = __KEYS__;
const WORLD = __WORLD__;

export default function App() {
  const c = useEntitiesWith<Case>('case')[0]?.[1];
  const { dispatch, pending } = useGameAction();
  useKeyActions(KEYS);

  if (c === undefined) {
    return <p className="p-6">Waiting for the game state…</p>;
  }
  const room = c.rooms[c.room];
  const here = c.suspects.find((s) => s.room === c.room);
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col gap-4 bg-[__BACKGROUND__] p-6 text-[__TEXT__]">
      <Hud score={c.score} label="Clues" help={__HELP__} />
      <nav className="flex flex-wrap gap-2" aria-label={'Rooms of the ' + c.place}>
        {c.rooms.map((r, i) => (
          <Button key={r.title} text={(i === c.room ? '● ' : '') + r.title} preset={__PRESET__} disabled={pending || c.over} onClick={() => void dispatch('go', { room: i })} />
        ))}
      </nav>
      <section className="flex flex-col gap-3 rounded-xl bg-[__SURFACE__] p-5">
        <h2 className="text-xl font-bold text-[__ACCENT__]">
          {WORLD.placeSprite} {room?.title ?? 'Nowhere'}
        </h2>
        <p>{room?.text}</p>
        {here === undefined ? (
          <p className="opacity-80">Nobody is here. The {c.item} was kept here.</p>
        ) : (
          <div className="flex flex-col gap-2">
            <p className="font-semibold">
              {here.name}, the {here.role}: you notice {here.trait}.
            </p>
            <div className="flex flex-wrap gap-2">
              {c.questions.map((q, i) => (
                <Button key={q} text={i + 1 + '. ' + q} preset={__PRESET__} disabled={pending || c.over} onClick={() => void dispatch('ask', { question: i })} />
              ))}
              <Button text={'Accuse the ' + here.role + ' (X)'} preset={__PRESET__} disabled={pending || c.over} onClick={() => void dispatch('accuse')} />
            </div>
          </div>
        )}
        {c.message !== '' && <p className="font-semibold text-[__ACCENT__]">{c.message}</p>}
        <div className="flex gap-2">
          <Button text="◀ Walk" preset={__PRESET__} disabled={pending || c.over} onClick={() => void dispatch('walk', { step: -1 })} />
          <Button text="Walk ▶" preset={__PRESET__} disabled={pending || c.over} onClick={() => void dispatch('walk', { step: 1 })} />
        </div>
      </section>
      <section className="rounded-xl bg-[__SURFACE__] p-4">
        <h3 className="font-bold">Notebook</h3>
        {c.notes.length === 0 ? <p className="text-sm opacity-80">No answers yet.</p> : null}
        <ul className="list-disc pl-5 text-sm">
          {c.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
      {c.solved && <p className="banner">{__WIN_TEXT__}</p>}
      {c.over && !c.solved && <p className="banner">{__GAME_OVER_TEXT__}</p>}
      <Button text="Start over" preset={__PRESET__} onClick={() => void dispatch('reset')} />
    </main>
  );
}
