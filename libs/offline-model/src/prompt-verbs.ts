import type { GameKind, Mechanic, MechanicKind } from './game-plan.js';
import { plural, singular } from './inflect.js';
import { isVerbForm, phrasesOf, tokens, type Phrase } from './prompt-grammar.js';

/*
 * The prompt's verbs as mechanics (issue 31 §2): a game is a movement × goal × verb. The kinds (game-plan.ts)
 * bring a movement and a goal; the verb phrase of the prompt can bring a mechanic of its own, its objects the
 * actors and its purpose clause the goal:
 *   "interrogate suspects to find who stole the diamond"       → deduction (dialogue with suspects, accuse one)
 *   "grow a bonsai tree by watering it at the right time"       → timing (a moisture and growth cycle)
 *   "a dragon that breathes fire at falling meteors to protect" → shoot (aim and fire to protect a place)
 * The verb table also names the kinds whose own movement a verb asks for ("collect", "dodge", "race", "jump"):
 * those verbs break a tie between kinds (analyze-prompt.ts) and are how the agent explains its choice.
 */

/** What a verb asks for: a composed mechanic, or a kind whose own game is that verb. */
export type VerbMeaning = { mechanic: MechanicKind } | { kind: GameKind };

/** The verb table, base forms. A verb needs a timing cue (TIMING_CUES) where `timed` says so ("feed" alone is a snake's or a breeder's). */
export const VERB_TABLE: Record<string, VerbMeaning & { timed?: boolean; at?: boolean }> = {
  // aim and shoot: "shoot X", "fire at X", "breathes fire at X", "throw snowballs at X"
  shoot: { mechanic: 'shoot' }, fire: { mechanic: 'shoot', at: true }, breathe: { mechanic: 'shoot', at: true }, blast: { mechanic: 'shoot' },
  zap: { mechanic: 'shoot' }, spit: { mechanic: 'shoot', at: true }, throw: { mechanic: 'shoot', at: true }, launch: { mechanic: 'shoot', at: true },
  aim: { mechanic: 'shoot', at: true }, hurl: { mechanic: 'shoot', at: true },
  // timing and growth: "water it at the right time", "tend the seedlings", "feed the baby dragon before it gets hungry"
  water: { mechanic: 'timing' }, tend: { mechanic: 'timing' }, nurture: { mechanic: 'timing' }, prune: { mechanic: 'timing' }, mist: { mechanic: 'timing', timed: true },
  feed: { mechanic: 'timing', timed: true }, fertilize: { mechanic: 'timing' }, grow: { mechanic: 'timing', timed: true },
  // dialogue and deduction: "interrogate suspects", "question the witnesses", "accuse the thief"
  interrogate: { mechanic: 'deduction' }, interview: { mechanic: 'deduction' }, question: { mechanic: 'deduction' }, accuse: { mechanic: 'deduction' },
  deduce: { mechanic: 'deduction' }, investigate: { mechanic: 'deduction' }, ask: { mechanic: 'deduction' },
  // the kinds' own verbs
  collect: { kind: 'clicker' }, gather: { kind: 'clicker' }, avoid: { kind: 'dodge' }, dodge: { kind: 'dodge' }, race: { kind: 'racing' },
  jump: { kind: 'platformer' }, match: { kind: 'match' }, swap: { kind: 'match' }, answer: { kind: 'quiz' }, quiz: { kind: 'quiz' }, type: { kind: 'typing' },
  breed: { kind: 'breeding' }, sell: { kind: 'tycoon' }, defend: { kind: 'defense' }, hop: { kind: 'hop' }, explore: { kind: 'adventure' }, slither: { kind: 'snake' },
};

/** Cues that an act must come at the right moment ("at the right time", "before it wilts"). */
const TIMING_CUES = /\b(?:right (?:time|moment)|just in time|in time|on time|timing|too (?:early|late)|before (?:it|they) (?:wilts?|dries|dry|withers?|gets? hungry|starves?)|when (?:it|they) (?:needs?|is|are) (?:it|thirsty|dry|hungry))\b/;

/** Words that are no verb's object ("it", "them") or no actor ("fire" in "breathes fire at"). */
const NOT_OBJECTS = new Set(['fire', 'flames', 'it', 'them', 'time', 'moment', 'stole', 'stolen', 'took', 'taken', 'killed', 'murdered', 'poisoned']);

/** Kinds each mechanic composes onto: kinds whose own game is not already that verb (the lane defense already aims and shoots; the rhythm game is timing). */
const COMPOSES_ON: Record<MechanicKind, GameKind[]> = {
  shoot: ['dodge', 'clicker', 'hop', 'adventure', 'snake', 'tycoon', 'breeding'],
  // A rhythm game keeps time to music; watering at the right time is the plant's timing, not the beat's.
  timing: ['clicker', 'snake', 'tycoon', 'breeding', 'adventure', 'maze', 'rhythm'],
  deduction: ['adventure', 'clicker', 'quiz', 'maze', 'dodge', 'tycoon', 'cards'],
};

/** Pure: the verb's base form, or null when the word is no verb of the table ("breathes" → breathe, "watering" → water, "interrogating" → interrogate). */
export const verbBase = (w: string): string | null =>
  [w, w.replace(/s$/, ''), w.replace(/es$/, ''), w.replace(/ing$/, ''), w.replace(/ing$/, 'e'), w.replace(/(.)\1ing$/, '$1'), w.replace(/ed$/, ''), w.replace(/ed$/, 'e'), w.replace(/ies$/, 'y')].find(
    (b) => Object.hasOwn(VERB_TABLE, b),
  ) ?? null;

/** One verb of the prompt that the table knows, where it stands, and what it asks for. */
export type VerbUse = { base: string; at: number; said: string; meaning: VerbMeaning };

/** Words before which a verb's spelling names a thing ("a water park", "the fire", "with fire"). */
const NOUN_BEFORE = new Set(['a', 'an', 'the', 'some', 'your', 'my', 'his', 'her', 'its', 'their', 'of', 'with', 'in', 'on', 'into', 'through', 'under', 'over', 'across', 'from', 'by', 'near', 'like']);

/** A word the prompt uses as a noun though it is spelt as a verb ("answer questions", "a water park"). */
const asNoun = (list: string[], i: number): boolean => {
  // "through water" is a thing, "by watering it" an act.
  if (NOUN_BEFORE.has(list[i - 1] ?? '') && !/ing$/.test(list[i])) return true;
  if (list[i] === 'questions') return true;
  // "question" is a verb only before whom it questions ("question the butler", "question suspects").
  if (list[i] === 'question') return !(['the', 'every', 'each', 'all'].includes(list[i + 1] ?? '') || /[^s]s$/.test(list[i + 1] ?? ''));
  return false;
};

/** Pure: the prompt's verbs that the verb table knows, in prompt order. */
export const verbUses = (prompt: string): VerbUse[] => {
  const list = tokens(prompt);
  return list.flatMap((w, i) => {
    const base = verbBase(w);
    if (base === null || asNoun(list, i)) return [];
    // "fire" and "water" are verbs before whom they act on, not as things ("fire at", "water it"; not "breathes fire").
    if ((base === 'fire' || base === 'water') && (verbBase(list[i - 1] ?? '') !== null || isVerbForm(list[i - 1] ?? ''))) return [];
    // "ask the butler" questions someone; "asks questions", "ask me about" are a quiz's.
    if (base === 'ask' && (['questions', 'question', 'me', 'you', 'about', 'for', 'to', 'trivia'].includes(list[i + 1] ?? '') || ['questions', 'question', 'trivia'].includes(list[i + 2] ?? ''))) return [];
    return [{ base, at: i, said: w, meaning: VERB_TABLE[base] }];
  });
};

/** The noun phrase that starts at or after token `from` (within `reach` tokens), skipping joining words. */
const phraseAfter = (phrases: Phrase[], from: number, reach = 4): Phrase | undefined => phrases.find((p) => p.at >= from && p.at <= from + reach && !NOT_OBJECTS.has(p.head));

/** Pure: the purpose clause's object ("to protect a village" → village, "to find who stole the diamond" → diamond): the first of `verbs`, in their order, that has a noun phrase after it. */
const purposeOf = (list: string[], phrases: Phrase[], verbs: string[]): string | null => {
  for (const verb of verbs) {
    const i = list.indexOf(verb);
    if (i < 0) continue;
    // "the missing cake": the describing word opens the phrase it describes.
    const found = ['missing', 'lost'].includes(verb) ? phrases.find((p) => p.at === i) : phraseAfter(phrases, i + 1, 3);
    if (found !== undefined && !NOT_ACTORS.has(found.head)) return found.name;
  }
  return null;
};

/** Nouns that name the case, not someone in it ("find the culprit", "solve the case"). */
const NOT_ACTORS = new Set(['culprit', 'culprits', 'thief', 'thieves', 'killer', 'case', 'cases', 'crime', 'mystery', 'murder', 'theft', 'robbery', 'who']);
/** Verbs whose objects are people to talk to (not "investigate a castle", "solve the case"). */
const PEOPLE_VERBS = ['interrogate', 'interview', 'question', 'accuse', 'ask'];

const PROTECT = ['protect', 'protecting', 'defend', 'defending', 'save', 'saving', 'guard', 'guarding', 'shield'];
const SOUGHT = ['stole', 'stolen', 'steals', 'took', 'taken', 'theft', 'robbery', 'killed', 'poisoned', 'murdered', 'missing', 'lost', 'recover', 'find'];

/**
 * Pure: the mechanic a prompt's verb phrase composes onto `kind` (null: none, the kind's own game). The first
 * verb that names a mechanic decides; a verb that needs a timing cue counts only with one; "fire at" only with "at".
 */
export const mechanicOf = (prompt: string, kind: GameKind): Mechanic | null => {
  const list = tokens(prompt);
  const text = ` ${list.join(' ')} `;
  const timed = TIMING_CUES.test(text);
  const phrases = phrasesOf(list);
  // A verb of care decides before "grow" ("grow a bonsai by watering it": the watering is the act).
  const uses = verbUses(prompt).filter((u) => 'mechanic' in u.meaning).sort((a, b) => Number(a.base === 'grow') - Number(b.base === 'grow'));
  const use = uses.find((u) => {
    const entry = VERB_TABLE[u.base];
    if (entry.timed === true && !timed) return false;
    if (entry.at === true && !list.slice(u.at + 1, u.at + 4).includes('at')) return false;
    return true;
  });
  // Who did it ("whodunit", "who stole the diamond", "solve the murder") is a deduction without a verb of the table.
  const whodunit = /\b(?:whodunit|whodunnit|who (?:stole|took|killed|poisoned|did it)|solve the (?:case|crime|murder|theft|mystery)|find the (?:culprit|thief|killer))\b/.test(text);
  const mechanic: MechanicKind | null = use !== undefined && 'mechanic' in use.meaning ? use.meaning.mechanic : whodunit ? 'deduction' : null;
  if (mechanic === null || !COMPOSES_ON[mechanic].includes(kind)) return null;
  const at = use?.at ?? list.findIndex((w) => ['who', 'whodunit', 'whodunnit', 'solve', 'find'].includes(w));
  const verbEnd = mechanic === 'shoot' && list.slice(at + 1, at + 4).includes('at') ? list.indexOf('at', at + 1) + 1 : at + 1;
  const verb = list.slice(at, verbEnd).join(' ');
  const object = phraseAfter(phrases, verbEnd);
  // Its objects, and those joined to them ("question the butler and the maid").
  const joined = (first: Phrase): Phrase[] => {
    const next = phrases.find((p) => p.at > first.end && p.at <= first.end + 2 && ['and', 'or', ','].includes(list[first.end]));
    return next === undefined ? [first] : [first, ...joined(next)];
  };
  // A mystery's actors are whom its verbs of talk name ("accuse the knight"), not what it investigates ("a castle").
  const talk = mechanic === 'deduction' ? verbUses(prompt).find((u) => PEOPLE_VERBS.includes(u.base)) : undefined;
  const actor = talk === undefined ? (mechanic === 'deduction' ? undefined : object) : phraseAfter(phrases, talk.at + 1);
  const objects = actor === undefined || ['who', 'what'].includes(list[verbEnd] ?? '') ? [] : joined(actor).filter((p) => !NOT_ACTORS.has(p.head)).map((p) => plural(p.name));
  if (mechanic === 'timing') {
    // What grows: the verb's object, or what the prompt grows ("grow a bonsai tree by watering it"), else its first noun.
    const grown = list.findIndex((w) => ['grow', 'growing', 'raise', 'raising'].includes(w));
    const pronoun = ['it', 'them', 'her', 'him'].includes(list[verbEnd] ?? '');
    const subject = (objects.length > 0 && !pronoun ? singular(objects[0]) : undefined) ?? (grown >= 0 ? phraseAfter(phrases, grown + 1)?.name : undefined) ?? phrases[0]?.name ?? null;
    return { kind: 'timing', verb, objects: [], purpose: null, subject };
  }
  const purpose = purposeOf(list, phrases, mechanic === 'shoot' ? PROTECT : SOUGHT);
  return { kind: mechanic, verb, objects, purpose, subject: null };
};

/** Pure: the kind a prompt's verbs ask for, by the verb table (the first verb of a kind), or null. */
export const verbKind = (prompt: string): GameKind | null => {
  const use = verbUses(prompt).find((u) => 'kind' in u.meaning);
  return use !== undefined && 'kind' in use.meaning ? use.meaning.kind : null;
};
