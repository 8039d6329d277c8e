import { words } from '../analyze-prompt.js';
import { KIND_WORDS, STOP_WORDS } from '../prompt-words.js';

/** Words that sit between a cue and its noun ("breed the baby dinosaurs"). */
const FILLERS = new Set(['a', 'an', 'the', 'some', 'all', 'of', 'new', 'baby', 'little', 'cute', 'rare', 'fresh', 'two', 'more', 'your', 'my', 'their', 'own', 'hungry',
  'they', 'them', 'their', 'you', 'its', 'his', 'her', 'him', 'she', 'he', 'we', 'our', 'us', 'this', 'these', 'those', 'there', 'here', 'when', 'then',
  'than', 'what', 'each', 'every', 'very', 'just', 'also', 'can', 'will', 'get', 'gets', 'not', 'one', 'ones', 'out', 'over', 'up', 'down', 'has', 'have']);
/** Verbs that come before a place noun without naming what is sold there ("manage a bakery"). */
const VERBS = new Set(['run', 'runs', 'running', 'manage', 'own', 'open', 'build', 'start', 'buy', 'sell', 'set', 'keep', 'grow', 'make', 'play', 'help']);
const KIND_VOCABULARY = new Set(Object.values(KIND_WORDS).flatMap((w) => Object.keys(w)));

const isNoun = (word: string | undefined): word is string => word !== undefined && !STOP_WORDS.has(word) && !FILLERS.has(word) && !VERBS.has(word) && /^[a-z]{3,}$/.test(word);

/** Pure: the noun after the first of `cues` in the prompt that has one ("breed rabbits" → rabbits), or null. */
export const nounAfter = (prompt: string, cues: string[]): string | null => {
  const list = words(prompt);
  for (let i = 0; i < list.length; i++) {
    if (!cues.includes(list[i])) continue;
    let j = i + 1;
    while (j < list.length && FILLERS.has(list[j])) j += 1;
    if (isNoun(list[j])) return isNoun(list[j + 1]) && !cues.includes(list[j + 1]) && !KIND_VOCABULARY.has(list[j + 1]) ? `${list[j]} ${list[j + 1]}` : list[j];
  }
  return null;
};

/** Pure: the one or two nouns before the first of `places` ("an ice cream truck" → ice cream), and that place; or null. */
export const nounBefore = (prompt: string, places: string[]): { noun: string; place: string } | null => {
  const list = words(prompt);
  for (let i = 1; i < list.length; i++) {
    if (!places.includes(list[i]) || !isNoun(list[i - 1]) || KIND_VOCABULARY.has(list[i - 1])) continue;
    const noun = isNoun(list[i - 2]) && !KIND_VOCABULARY.has(list[i - 2]) ? `${list[i - 2]} ${list[i - 1]}` : list[i - 1];
    return { noun, place: list[i] };
  }
  return null;
};

/** Pure: the prompt's own words that are neither joining words nor words that name a kind of game, in order, once each. */
export const promptWords = (prompt: string): string[] => [...new Set(words(prompt).filter((w) => isNoun(w) && !KIND_VOCABULARY.has(w)))];
