import { styleSlots, templateFile, templateText } from '../fill-template.js';
import { capital, worldOf } from '../frontend-common.js';
import type { GamePlan } from '../game-plan.js';
import { singular, withArticle } from '../inflect.js';
import { roomsOf } from '../place-rooms.js';
import { worldOfPrompt } from '../prompt-grammar.js';
import { entity, type KindBuilder } from './kind.js';

/** Names the suspects go by, in order (the prompt names roles, rarely people). */
const NAMES = ['Ada Ashdown', 'Basil Crane', 'Cora Finch', 'Dexter Vane', 'Elsie Moss', 'Felix Hart'];
/** Roles when the prompt only says "suspects". */
const ROLES = ['butler', 'cook', 'gardener', 'heiress', 'chauffeur', 'maid'];
/** What a witness can see of the culprit, and each suspect has one: the clue that decides the case. */
const TRAITS = ['muddy boots', 'a torn red glove', 'ink-stained fingers', 'a smell of pipe smoke', 'a limp', 'a gold pocket watch'];

/** Pure: a stable number of a text (the same prompt always has the same culprit). */
const hashOf = (text: string): number => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** The place a mystery happens in: the prompt's place (its rooms from the table, else named after it), else a mansion. */
export const mysteryPlace = (plan: GamePlan): string => worldOfPrompt(plan.prompt).place ?? 'mansion';

/**
 * Dialogue and deduction (the verb "interrogate", "question", "accuse"): walk the rooms of the prompt's place,
 * ask each suspect three questions, note the clues, and accuse one. The witnesses saw the culprit's trait; the
 * right accusation solves the case, a wrong one ends it.
 */
export const buildDeduction: KindBuilder = (plan) => {
  const place = mysteryPlace(plan);
  const item = singular(plan.items[0] ?? 'diamond');
  const named = plan.enemies.map(singular).filter((r) => r !== 'suspect' && r !== 'witness' && r !== 'person' && r !== 'people');
  const count = Math.min(5, Math.max(3, named.length, plan.difficulty === 'hard' ? 5 : 4));
  const roles = [...named, ...ROLES.filter((r) => !named.includes(r))].slice(0, count);
  const rooms = roomsOf(place, count + 1);
  const culprit = hashOf(plan.prompt) % count;
  const traits = TRAITS.slice(0, count);
  const seen = traits[culprit];
  const suspects = roles.map((role, i) => {
    const other = roles[(i + 1) % count];
    const innocent = i !== culprit;
    return {
      name: NAMES[i],
      role,
      room: i + 1,
      trait: traits[i],
      answers: [
        innocent ? `I was in the ${rooms[(i % (rooms.length - 1)) + 1].name} with the ${other} all evening; ask them.` : `I was alone. Reading. Nobody saw me, but that proves nothing.`,
        innocent ? `Someone with ${seen} hurried out of the ${rooms[0].name} just before the ${item} vanished.` : `I saw the ${other} near the ${item}, I'm sure of it.`,
        innocent ? `Not me, and not the ${other}. Look for ${seen}.` : `Why ask me? Ask the ${other}!`,
      ],
    };
  });
  const world = worldOf(plan, place);
  const keymap = {
    ArrowLeft: { action: 'walk', args: { step: -1 } },
    ArrowRight: { action: 'walk', args: { step: 1 } },
    a: { action: 'walk', args: { step: -1 } },
    d: { action: 'walk', args: { step: 1 } },
    '1': { action: 'ask', args: { question: 0 } },
    '2': { action: 'ask', args: { question: 1 } },
    '3': { action: 'ask', args: { question: 2 } },
    x: { action: 'accuse' },
  };
  return {
    entities: [
      entity('player', capital(plan.hero), {
        case: {
          place,
          item,
          rooms: rooms.map((r) => ({ title: capital(r.name), text: r.text })),
          room: 0,
          suspects,
          questions: ['Where were you this evening?', 'What did you see?', 'Who do you suspect?'],
          asked: [],
          notes: [],
          culprit,
          accused: -1,
          solved: false,
          over: false,
          score: 0,
          moves: 0,
          message: `The ${item} has been stolen from the ${rooms[0].name}! Question the suspects.`,
        },
      }),
      ...suspects.map((s) => entity('suspect', `${s.name} (${s.role})`, { suspect: { name: s.name, role: s.role } })),
    ],
    python: templateText('deduction/rules.py'),
    actions: ['ask', 'walk', 'go', 'accuse', 'reset'],
    files: [
      templateFile('index.tsx', 'deduction/index.tsx', {
        ...styleSlots(plan),
        KEYS: keymap,
        WORLD: world,
        HELP: `Left/Right or A/D walk between the rooms of the ${place}; 1-3 ask the person here a question; X accuses them. One accusation: make it count.`,
        WIN_TEXT: `Case closed! You, ${withArticle(plan.hero)}, found who stole the ${item}.`,
        GAME_OVER_TEXT: `Wrong person: the thief got away with the ${item}.`,
      }),
    ],
    onScreenKeys: [],
    controls: `walk between the rooms with the arrow keys or A/D, ask questions with 1-3 and accuse with X (or the buttons)`,
    goal: `question ${count} suspects in the ${place} and accuse the one who stole the ${item}`,
  };
};
