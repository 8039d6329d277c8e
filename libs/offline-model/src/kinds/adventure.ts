import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital } from '../frontend-common.js';
import { entity, type KindBuilder } from './kind.js';
import { isUncountable, singular, withArticle } from '../inflect.js';
import { placeOf } from '../prompt-words.js';
import { worldOfPrompt } from '../prompt-grammar.js';

const KEYS: Record<string, string> = { ArrowUp: 'north', ArrowDown: 'south', ArrowLeft: 'west', ArrowRight: 'east', w: 'north', s: 'south', a: 'west', d: 'east' };

/** Text adventure: five rooms around a hall; find the items and bring them back. */
export const buildAdventure: KindBuilder = (plan) => {
  // Where the prompt's story happens ("searching the enchanted forest"), else its setting's place.
  const place = worldOfPrompt(plan.prompt).place ?? placeOf(plan.themeWords, plan.setting);
  const item = singular(plan.items[0]);
  const enemy = singular(plan.enemies[0]);
  const second = plan.items[1];
  // One of a thing ("golden acorn"), or a measure of a heap ("bag of gold", never "golden gold").
  const one = (adjective: string, measure: string, noun = item) => (isUncountable(noun) ? `${measure} of ${noun}` : `${adjective} ${noun}`);
  const rooms = [
    { key: 'start', title: `The ${place} hall`, text: `You, ${withArticle(plan.hero)}, stand in the heart of the ${place}. Paths lead in every direction.`, exits: { north: 'north', south: 'south', east: 'east', west: 'west' }, item: '' },
    { key: 'north', title: 'The high tower', text: `Wind howls. ${capital(withArticle(enemy))} sleeps in the corner.`, exits: { south: 'start' }, item: one('golden', 'bag') },
    { key: 'east', title: 'The long corridor', text: 'Faded portraits watch you pass.', exits: { west: 'start' }, item: one('silver', 'chest') },
    { key: 'south', title: 'The cellar', text: `It is damp and dark. Something glitters.`, exits: { north: 'start' }, item: plan.difficulty === 'easy' ? '' : one('dusty', 'jar') },
    // A second item type hides in the garden; on hard, a lost one of the first does.
    { key: 'west', title: 'The garden', text: `Strange flowers sway although there is no wind.`, exits: { east: 'start' }, item: second !== undefined ? one('shiny', 'basket', singular(second)) : plan.difficulty === 'hard' ? one('lost', 'sack') : '' },
  ];
  const goal = rooms.filter((r) => r.item !== '').length;
  const keymap = Object.fromEntries([...Object.entries(KEYS).map(([key, direction]) => [key, { action: 'go', args: { direction } }]), [' ', { action: 'take' }], ['t', { action: 'take' }]]);
  return {
    entities: [
      entity('player', capital(plan.hero), { adventurer: { room: 'start', inventory: [], moves: 0, won: false, message: '', goal } }),
      ...rooms.map((r) => entity('room', r.title, { room: r })),
    ],
    python: templateText('adventure/rules.py'),
    actions: ['go', 'take', 'reset'],
    files: [templateFile('index.tsx', 'adventure/index.tsx', { ...styleSlots(plan), KEYS: keymap, WIN_TEXT: `Every treasure is back in the ${place} hall. Well done, ${plan.hero}!` })],
    onScreenKeys: [],
    controls: 'walk with the arrow keys or WASD (or the buttons) and press Space or T to take things',
    goal: `find ${goal} treasures and bring them back to the hall`,
  };
};
