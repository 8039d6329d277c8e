import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital } from '../frontend-common.js';
import { entity, type KindBuilder } from './kind.js';
import { isUncountable, plural, singular, withArticle } from '../inflect.js';
import { placeOf } from '../prompt-words.js';
import { worldOfPrompt } from '../prompt-grammar.js';
import { roomsOf, type PlaceRoom } from '../place-rooms.js';

const KEYS: Record<string, string> = { ArrowUp: 'north', ArrowDown: 'south', ArrowLeft: 'west', ArrowRight: 'east', w: 'north', s: 'south', a: 'west', d: 'east' };

/** Text adventure: five rooms of the prompt's place around the first; find the items and bring them back. */
export const buildAdventure: KindBuilder = (plan) => {
  // Where the prompt's story happens ("searching the enchanted forest"), else its setting's place.
  // Where the prompt's story happens ("searching the enchanted forest"), else its setting's place; a prompt that names
  // none explores a mansion, never "the arcade" (issue 31: "The arcade hall").
  const named = worldOfPrompt(plan.prompt).place ?? placeOf(plan.themeWords, plan.setting);
  const place = named === 'arcade' ? 'mansion' : named;
  const item = singular(plan.items[0]);
  const enemy = singular(plan.enemies[0]);
  const second = plan.items[1];
  // One of a thing ("golden acorn"), or a measure of a heap ("bag of gold", never "golden gold").
  // A noun that is described already ("gold coin") comes by the measure too: "bag of gold coins", never "golden gold coin".
  const one = (adjective: string, measure: string, noun = item) => (isUncountable(noun) ? `${measure} of ${noun}` : noun.includes(' ') ? `${measure} of ${plural(noun)}` : `${adjective} ${noun}`);
  // The rooms are the place's own (a mansion's hall, library, study …; place-rooms.ts).
  const [hall, north, east, south, west] = roomsOf(place, 5);
  const title = (r: PlaceRoom): string => `The ${r.name}`;
  const rooms = [
    { key: 'start', title: title(hall), text: `You, ${withArticle(plan.hero)}, stand in the ${hall.name} of the ${place}. ${hall.text} Paths lead in every direction.`, exits: { north: 'north', south: 'south', east: 'east', west: 'west' }, item: '' },
    { key: 'north', title: title(north), text: `${north.text} ${capital(withArticle(enemy))} sleeps in the corner.`, exits: { south: 'start' }, item: one('golden', 'bag') },
    { key: 'east', title: title(east), text: east.text, exits: { west: 'start' }, item: one('silver', 'chest') },
    { key: 'south', title: title(south), text: `${south.text} Something glitters.`, exits: { north: 'start' }, item: plan.difficulty === 'easy' ? '' : one('dusty', 'jar') },
    // A second item type hides in the fifth room; on hard, a lost one of the first does.
    { key: 'west', title: title(west), text: west.text, exits: { east: 'start' }, item: second !== undefined ? one('shiny', 'basket', singular(second)) : plan.difficulty === 'hard' ? one('lost', 'sack') : '' },
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
    files: [templateFile('index.tsx', 'adventure/index.tsx', { ...styleSlots(plan), KEYS: keymap, WIN_TEXT: `Every treasure is back in the ${hall.name}. Well done, ${plan.hero}!` })],
    onScreenKeys: [],
    controls: 'walk with the arrow keys or WASD (or the buttons) and press Space or T to take things',
    goal: `find ${goal} treasures and bring them back to the ${hall.name}`,
  };
};
