import pluralize from 'pluralize';

/**
 * Plurals, singulars and articles for the nouns the offline agent takes from a prompt (issue 17 item 7).
 * The inflection comes from `pluralize` (irregulars such as wolf/wolves, mouse/mice, cactus/cacti, and most
 * uncountables); below are the few game words it gets wrong, added to its rules once when this module loads.
 */

// Materials and foods a game collects by the heap: "collect gold", never "golds".
const UNCOUNTABLE = ['gold', 'silver', 'cheese', 'honey', 'lava', 'magma', 'sushi', 'samurai', 'water', 'snow', 'sand', 'bread', 'popcorn', 'corn', 'wheat', 'money', 'bacon', 'salt', 'sugar', 'loot'];
// Plurals in -ies whose singular ends in -ie (pluralize reads "cookies" as "cooky").
const IE_NOUNS = ['cookie', 'rookie', 'pixie', 'genie', 'bogie', 'brownie', 'smoothie', 'magpie', 'goalie', 'zombie', 'movie', 'hoodie'];

for (const word of UNCOUNTABLE) pluralize.addUncountableRule(word);
for (const word of IE_NOUNS) pluralize.addIrregularRule(word, `${word}s`);
// Latin plurals in -i read as singular by pluralize ("octopi", "fungi").
pluralize.addSingularRule(/(octop|fung|cact|radi|stimul|alumn)i$/i, '$1us');

const lastWord = (phrase: string): string => phrase.trim().split(/\s+/).at(-1) ?? '';

/** Pure: the plural of a noun or a noun phrase's last word ("wolf" → "wolves", "gold coin" → "gold coins", "rice" → "rice"). */
export const plural = (noun: string): string => (noun.trim() === '' ? noun : pluralize.plural(noun));

/** Pure: the singular of a noun or a noun phrase's last word ("wolves" → "wolf", "mice" → "mouse", "zombies" → "zombie"). */
export const singular = (noun: string): string => (noun.trim() === '' ? noun : pluralize.singular(noun));

/** Pure: whether a noun is counted by the heap, not one by one ("gold", "rice", "cheese"; not "coin", "wolves"). */
export const isUncountable = (noun: string): boolean => noun.trim() !== '' && plural(noun) === noun && singular(noun) === noun;

/** Pure: whether a noun reads as more than one ("wolves", "mice"; not "gold", "rice", "cactus"). */
export const isPlural = (noun: string): boolean => noun.trim() !== '' && pluralize.isPlural(lastWord(noun)) && pluralize.singular(lastWord(noun)) !== lastWord(noun);

// Words spelt with a vowel that start with a consonant sound ("a unicorn", "a one-eyed", "a European").
const CONSONANT_SOUND = /^(?:uni(?!nt|mp|nh|nv)|use|usu|ura|uro|uti|ubi|uku|ufo|eu|ewe|one\b|once|ouija)/i;
// Words spelt with a consonant that start with a vowel sound (a silent h: "an hour", "an honest").
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir|herb(?!al)|x-|fbi|mri|nba|nfl)/i;

/** Pure: "a" or "an" for the word that follows, by its sound ("an hour", "a unicorn", "an apple", "a knight"). */
export const article = (word: string): 'a' | 'an' => {
  const first = word.trim().replace(/^[^A-Za-z0-9]+/, '');
  if (first === '') return 'a';
  if (VOWEL_SOUND.test(first)) return 'an';
  if (CONSONANT_SOUND.test(first)) return 'a';
  // A number said with "eight", "eleven" or "eighteen" first takes "an" ("an 8-bit", "an 11").
  if (/^(?:8|1[18](?:\D|$))/.test(first)) return 'an';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
};

/** Pure: a phrase with its indefinite article ("an astronaut", "a unicorn", "an hourglass"). */
export const withArticle = (phrase: string): string => `${article(phrase)} ${phrase.trim()}`;

/** Pure: a list joined for a sentence ("coins", "coins and gems", "coins, gems and keys"). */
export const listOf = (nouns: string[]): string => (nouns.length <= 1 ? (nouns[0] ?? '') : `${nouns.slice(0, -1).join(', ')} and ${nouns.at(-1)}`);
