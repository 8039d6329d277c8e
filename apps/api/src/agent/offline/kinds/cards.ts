import { capital, lit, shellClass } from '../frontend-common.js';
import { byDifficulty, entity, singular, type KindBuilder } from './kind.js';

const PYTHON = `def _draw(duel):
    while len(duel['hand']) < duel['hand_size']:
        duel['hand'].append(duel['next'] % len(duel['deck']))
        duel['next'] += 1


def play(state, card=0):
    duel = _find(state, 'duel')
    if duel is None or duel['over'] or _time_up(state):
        return
    if not (0 <= card < len(duel['hand'])):
        duel['message'] = 'There is no such card.'
        return
    chosen = duel['deck'][duel['hand'][card]]
    if chosen['cost'] > duel['energy']:
        duel['message'] = 'Not enough energy for ' + chosen['name'] + '.'
        return
    duel['energy'] -= chosen['cost']
    duel['hand'].pop(card)
    if chosen['kind'] == 'attack':
        duel['enemy_hp'] = max(0, duel['enemy_hp'] - chosen['value'])
    elif chosen['kind'] == 'heal':
        duel['hero_hp'] = min(duel['max_hp'], duel['hero_hp'] + chosen['value'])
    else:
        duel['block'] += chosen['value']
    duel['message'] = 'You play ' + chosen['name'] + '.'
    if duel['enemy_hp'] <= 0:
        duel['over'] = True
        duel['won'] = True
        duel['message'] = 'The enemy falls. You win!'


def end_turn(state):
    duel = _find(state, 'duel')
    if duel is None or duel['over'] or _time_up(state):
        return
    hit = duel['enemy_moves'][duel['turn'] % len(duel['enemy_moves'])]
    damage = max(0, hit - duel['block'])
    duel['hero_hp'] = max(0, duel['hero_hp'] - damage)
    duel['message'] = 'The enemy strikes for ' + str(damage) + '.'
    duel['block'] = 0
    duel['turn'] += 1
    duel['energy'] = duel['max_energy']
    _draw(duel)
    if duel['hero_hp'] <= 0:
        duel['over'] = True
        duel['message'] = 'You were defeated.'


def reset(state):
    duel = _find(state, 'duel')
    duel.update({'hero_hp': duel['max_hp'], 'enemy_hp': duel['enemy_max'], 'energy': duel['max_energy'], 'block': 0,
                 'hand': [], 'next': 0, 'turn': 0, 'over': False, 'won': False, 'message': ''})
    _draw(duel)
    _reset_timer(state)
`;

type Card = { name: string; kind: 'attack' | 'heal' | 'block'; value: number; cost: number };

/** Card battle: play cards from a fixed deck against an enemy who strikes back each turn. */
export const buildCards: KindBuilder = (plan) => {
  const enemy = singular(plan.enemies[0]);
  const deck: Card[] = [
    { name: 'Strike', kind: 'attack', value: 3, cost: 1 },
    { name: 'Shield', kind: 'block', value: 3, cost: 1 },
    { name: `${capital(plan.hero)}'s Blast`, kind: 'attack', value: 6, cost: 2 },
    { name: 'Strike', kind: 'attack', value: 3, cost: 1 },
    { name: 'Potion', kind: 'heal', value: 4, cost: 1 },
    { name: 'Fury', kind: 'attack', value: 5, cost: 2 },
    { name: 'Guard', kind: 'block', value: 5, cost: 2 },
    { name: 'Jab', kind: 'attack', value: 2, cost: 0 },
  ];
  const handSize = 3;
  const enemyMax = byDifficulty(plan, 20) + (plan.levels - 1) * 5;
  const maxHp = plan.difficulty === 'easy' ? 25 : 20;
  const enemyMoves = [2, 4, 3, 6].map((hit) => byDifficulty(plan, hit));
  const keymap = Object.fromEntries([
    ...Array.from({ length: handSize }, (_, i) => [String(i + 1), { action: 'play', args: { card: i } }]),
    ['e', { action: 'end_turn' }],
    ['Enter', { action: 'end_turn' }],
    ['r', { action: 'reset' }],
  ]);
  const app = `import { Button, ProgressBar, useEntitiesWith, useGameAction } from '@tempest/game-sdk';
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

const KEYS: Record<string, KeyAction> = ${JSON.stringify(keymap)};
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
    <main className="${shellClass(plan)}">
      <Hud score={duel.turn} label="Turn" help={${lit(`Click a card or press 1-${handSize} to play it; E or Enter ends your turn. Beat the ${enemy}!`)}} />
      <section className="grid grid-cols-2 gap-4 rounded-xl bg-[${plan.palette.surface}] p-4">
        <div className="flex flex-col gap-1">
          <h2 className="font-bold">{${lit(capital(plan.hero))}} · Block {duel.block}</h2>
          <ProgressBar value={duel.hero_hp} max={duel.max_hp} color="${plan.palette.primary}" showValue />
        </div>
        <div className="flex flex-col gap-1">
          <h2 className="font-bold">{${lit(capital(enemy))}} · next hit {nextHit}</h2>
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
              className="flex w-28 flex-col gap-1 rounded-lg border-2 border-[${plan.palette.accent}] bg-[${plan.palette.surface}] p-3 text-left disabled:opacity-50"
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
      {duel.over && <p className="text-xl font-bold">{duel.won ? ${lit(`Victory over the ${enemy}!`)} : 'Defeat…'}</p>}
      <div className="flex gap-2">
        <Button text="End turn" preset="${plan.preset}" disabled={pending || duel.over} onClick={() => void dispatch('end_turn')} />
        <Button text="New duel" preset="${plan.preset}" onClick={() => void dispatch('reset')} />
      </div>
    </main>
  );
}
`;
  return {
    entities: [
      entity('player', capital(plan.hero), {
        duel: {
          hero_hp: maxHp,
          max_hp: maxHp,
          enemy_hp: enemyMax,
          enemy_max: enemyMax,
          energy: 3,
          max_energy: 3,
          block: 0,
          deck,
          hand: Array.from({ length: handSize }, (_, i) => i),
          next: handSize,
          hand_size: handSize,
          enemy_moves: enemyMoves,
          turn: 0,
          over: false,
          won: false,
          message: '',
        },
      }),
    ],
    python: PYTHON,
    actions: ['play', 'end_turn', 'reset'],
    files: [{ filename: 'index.tsx', content: app }],
    controls: `click a card or press 1-${handSize} to play it, and E or Enter to end your turn`,
    goal: `bring the ${enemy}'s ${enemyMax} health to zero before it defeats your ${plan.hero}`,
  };
};
