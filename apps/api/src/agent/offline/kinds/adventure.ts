import { capital, lit, shellClass } from '../frontend-common.js';
import { entity, singular, type KindBuilder } from './kind.js';

const PYTHON = `def go(state, direction='north'):
    hero = _find(state, 'adventurer')
    room = next((r for r in _all(state, 'room') if r['key'] == hero['room']), None)
    if room is None or _time_up(state) or hero['won']:
        return
    target = room['exits'].get(direction)
    if target is None:
        hero['message'] = 'You cannot go ' + direction + '.'
        return
    hero['room'] = target
    hero['moves'] += 1
    hero['message'] = ''
    if target == 'start' and len(hero['inventory']) >= hero['goal']:
        hero['won'] = True
        hero['message'] = 'You made it back with everything. You win!'


def take(state):
    hero = _find(state, 'adventurer')
    room = next((r for r in _all(state, 'room') if r['key'] == hero['room']), None)
    if room is None or room['item'] == '' or room['item'] in hero['inventory']:
        hero['message'] = 'There is nothing here to take.'
        return
    hero['inventory'].append(room['item'])
    hero['message'] = 'You take the ' + room['item'] + '.'


def reset(state):
    hero = _find(state, 'adventurer')
    hero.update({'room': 'start', 'inventory': [], 'moves': 0, 'won': False, 'message': ''})
    _reset_timer(state)
`;

const KEYS: Record<string, string> = { ArrowUp: 'north', ArrowDown: 'south', ArrowLeft: 'west', ArrowRight: 'east', w: 'north', s: 'south', a: 'west', d: 'east' };

/** Text adventure: five rooms around a hall; find the items and bring them back. */
export const buildAdventure: KindBuilder = (plan) => {
  const place = plan.themeWords[0] ?? plan.setting;
  const item = singular(plan.items[0]);
  const enemy = singular(plan.enemies[0]);
  const second = plan.items[1];
  const rooms = [
    { key: 'start', title: `The ${place} hall`, text: `You, a ${plan.hero}, stand in the heart of the ${place}. Paths lead in every direction.`, exits: { north: 'north', south: 'south', east: 'east', west: 'west' }, item: '' },
    { key: 'north', title: 'The high tower', text: `Wind howls. A ${enemy} sleeps in the corner.`, exits: { south: 'start' }, item: `golden ${item}` },
    { key: 'east', title: 'The long corridor', text: 'Dusty portraits watch you pass.', exits: { west: 'start' }, item: `silver ${item}` },
    { key: 'south', title: 'The cellar', text: `It is damp and dark. Something glitters.`, exits: { north: 'start' }, item: plan.difficulty === 'easy' ? '' : `old ${item}` },
    // A second item type hides in the garden; on hard, a lost one of the first does.
    { key: 'west', title: 'The garden', text: `Strange flowers sway although there is no wind.`, exits: { east: 'start' }, item: second !== undefined ? `shiny ${singular(second)}` : plan.difficulty === 'hard' ? `lost ${item}` : '' },
  ];
  const goal = rooms.filter((r) => r.item !== '').length;
  const keymap = Object.fromEntries([...Object.entries(KEYS).map(([key, direction]) => [key, { action: 'go', args: { direction } }]), [' ', { action: 'take' }], ['t', { action: 'take' }]]);
  const app = `import { Button, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
import { Hud } from './components/Hud';
import { useKeyActions, type KeyAction } from './hooks';
import './styles.css';

type Hero = { room: string; inventory: string[]; moves: number; won: boolean; message: string; goal: number };
type Room = { key: string; title: string; text: string; exits: Record<string, string>; item: string };

const KEYS: Record<string, KeyAction> = ${JSON.stringify(keymap)};

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
    <main className="${shellClass(plan)}">
      <Hud score={hero.inventory.length} label="Found" help="Arrow keys or WASD to walk, Space or T to take." />
      <section className="flex flex-col gap-3 rounded-xl bg-[${plan.palette.surface}] p-5">
        <h2 className="text-xl font-bold text-[${plan.palette.accent}]">{room?.title ?? 'Nowhere'}</h2>
        <p>{room?.text}</p>
        {itemHere && <p>You see a {room.item}.</p>}
        {hero.message !== '' && <p className="font-semibold">{hero.message}</p>}
        <div className="flex flex-wrap gap-2">
          {Object.keys(room?.exits ?? {}).map((direction) => (
            <Button key={direction} text={'Go ' + direction} preset="${plan.preset}" disabled={pending} onClick={() => void dispatch('go', { direction })} />
          ))}
          {itemHere && <Button text="Take" preset="${plan.preset}" onClick={() => void dispatch('take')} />}
        </div>
      </section>
      <p>
        Carrying: {hero.inventory.join(', ') || 'nothing'} ({hero.inventory.length}/{hero.goal}) · Moves: {hero.moves}
      </p>
      {hero.won && <p className="text-xl font-bold">{${lit(`Well done, ${plan.hero}!`)}}</p>}
      <Button text="Start over" preset="${plan.preset}" onClick={() => void dispatch('reset')} />
    </main>
  );
}
`;
  return {
    entities: [
      entity('player', capital(plan.hero), { adventurer: { room: 'start', inventory: [], moves: 0, won: false, message: '', goal } }),
      ...rooms.map((r) => entity('room', r.title, { room: r })),
    ],
    python: PYTHON,
    actions: ['go', 'take', 'reset'],
    files: [{ filename: 'index.tsx', content: app }],
    controls: 'walk with the arrow keys or WASD (or the buttons) and press Space or T to take things',
    goal: `find ${goal} treasures and bring them back to the hall`,
  };
};
