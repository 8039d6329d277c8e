import { plural, singular } from './inflect.js';
import { COLOURS } from './prompt-words.js';

/*
 * The grammar of a game prompt (issue 17 item 2), enough to tell its people, foes, things and places apart
 * without a dictionary of nouns: a prompt is read as runs of words (noun phrases) between joining words and
 * verbs, and a phrase's role comes from where it stands: the subject before the first verb ("a drummer crab
 * keeping the beat" → the crab is the hero), after "you are" / "play as" / "help", after a cue of a foe
 * ("from", "avoid", "chased by"), of a thing ("collect", "eat", "dig for") or of a place ("in", "through").
 */

/** A noun phrase of the prompt: its words in order (modifiers, then the head noun last) and where it starts. */
export type Phrase = { words: string[]; at: number; end: number; head: string; name: string };

const ARTICLES = new Set(['a', 'an', 'the', 'some', 'any', 'each', 'every', 'all', 'this', 'that', 'these', 'those', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'one', 'two', 'three', 'four', 'five', 'many', 'more', 'lots', 'no', 'another']);
const PRONOUNS = new Set(['you', 'it', 'they', 'them', 'he', 'she', 'him', 'we', 'us', 'i', 'me', 'who', 'which', 'what', 'where', 'when', 'while', 'whose', 'there', 'here']);
const PREPOSITIONS = new Set([
  'in', 'on', 'at', 'to', 'from', 'into', 'onto', 'through', 'across', 'over', 'under', 'between', 'behind', 'around', 'round', 'along', 'with', 'without', 'for',
  'of', 'by', 'down', 'up', 'past', 'toward', 'towards', 'near', 'inside', 'off', 'before', 'after', 'until', 'during', 'against', 'like', 'as', 'than', 'about',
  'among', 'beneath', 'above', 'below', 'beside', 'via', 'out', 'away', 'back', 'vs', 'versus', 'per', 'then', 'home',
]);
const CONJUNCTIONS = new Set(['called', 'named', 'titled', 'and', 'or', 'but', 'so', 'if', 'because', 'though', 'nor', 'yet', 'whilst', 'whenever', 'once', 'basically', 'just', 'also', 'really', 'very', 'too', 'not', 'only', 'even', 'please', 'lol']);
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'am', 'has', 'have', 'had', 'do', 'does', 'did', 'must', 'can', 'could', 'will', 'would', 'should', 'may', 'might', 'shall', 'let', 'lets', 'try', 'tries', 'get', 'gets', 'got', 'make', 'makes']);

/** Common verbs of game prompts, base forms; their -s, -ed and -ing forms are verbs too. A verb that is also a noun ("fire", "race") reads as a noun after an article. */
const VERBS = new Set([
  'type', 'tap', 'click', 'press', 'run', 'build', 'breed', 'crossbreed', 'mix', 'raise', 'dodge', 'avoid', 'escape', 'explore', 'collect', 'gather', 'catch', 'eat',
  'feed', 'guard', 'protect', 'defend', 'shoot', 'fire', 'throw', 'jump', 'hop', 'leap', 'climb', 'race', 'drive', 'ride', 'fly', 'swim', 'dig', 'mine', 'bake', 'sell',
  'buy', 'serve', 'open', 'own', 'manage', 'plant', 'grow', 'set', 'keep', 'help', 'find', 'search', 'solve', 'save', 'steal', 'chase', 'hunt', 'cross', 'reach',
  'hold', 'stop', 'play', 'conduct', 'swap', 'match', 'clear', 'deliver', 'spell', 'pop', 'sort', 'stack', 'swing', 'dash', 'slide', 'pulse', 'dance', 'sing', 'cook',
  'brew', 'order', 'hire', 'upgrade', 'combine', 'discover', 'hatch', 'pair', 'survive', 'fight', 'battle', 'duel', 'beat', 'defeat', 'win', 'launch', 'pass',
  'fall', 'steer', 'land', 'follow', 'carry', 'push', 'pull', 'spray', 'squirt', 'quiz', 'test', 'learn', 'answer', 'add', 'pick', 'wake', 'guide', 'finish',
  'cast', 'reach', 'attack', 'invade', 'sneak', 'wander', 'roam', 'drift', 'weave', 'grab', 'lose', 'burn', 'destroy', 'blast', 'zap', 'pop', 'smash', 'rescue',
  'drop', 'bounce', 'roll', 'spin', 'glide', 'sail', 'paddle', 'skate', 'ski', 'surf', 'shop', 'trade', 'earn', 'spend', 'repair', 'fix', 'clean', 'wash', 'water',
  'harvest', 'farm', 'tend', 'care', 'pet', 'train', 'tame', 'ride', 'line', 'keep', 'go', 'come', 'become', 'turn', 'work', 'live', 'stay', 'hide', 'seek', 'wait',
  'crash', 'speed', 'zoom', 'hurry', 'rush', 'flee', 'lead', 'bring', 'take', 'use', 'kill', 'stomp', 'squash', 'pollinate', 'crow', 'howl', 'chew', 'bite',
  'stole', 'stolen', 'took', 'interrogate', 'interview', 'accuse', 'deduce', 'investigate', 'breathe', 'spit', 'hurl', 'aim', 'tend', 'nurture', 'prune', 'fertilize',
  'thrown', 'hunted', 'chased', 'lost', 'stuck', 'trapped', 'generate', 'power', 'light', 'shine', 'pass', 'need', 'want', 'has', 'dry', 'snake', 'conga',
]);
/** Words in -ing that are nouns ("king", "ring"), not verbs. */
const ING_NOUNS = new Set(['duckling', 'sapling', 'darling', 'seedling', 'earthling', 'gosling', 'yearling', 'starling', 'king', 'ring', 'wing', 'thing', 'string', 'spring', 'ceiling', 'building', 'sibling', 'pudding', 'evening', 'morning', 'wedding', 'icing', 'stuffing', 'viking', 'dumpling', 'earring', 'lightning', 'painting', 'sling', 'swing', 'ping', 'ding', 'sing', 'bling']);
/** Words that describe a noun, not name it (a run's last noun is its head). */
const ADJECTIVES = new Set([
  'tiny', 'little', 'small', 'big', 'giant', 'huge', 'hungry', 'angry', 'grumpy', 'sleepy', 'old', 'new', 'young', 'lost', 'missing', 'enchanted', 'busy', 'long', 'main',
  'hot', 'cold', 'icy', 'frozen', 'glowing', 'fancy', 'evil', 'cute', 'wild', 'brave', 'magical', 'ancient', 'abandoned', 'sunken', 'famous', 'elemental', 'correct',
  'rainy', 'stormy', 'dark', 'bright', 'happy', 'sad', 'scary', 'sneaky', 'shiny', 'golden', 'wooden', 'secret', 'hidden', 'dry', 'wet', 'fast', 'slow', 'quick',
  'easy', 'hard', 'simple', 'endless', 'classic', 'cozy', 'cosy', 'spooky', 'haunted', 'silly', 'crazy', 'funny', 'mighty', 'lonely', 'clumsy', 'fluffy', 'baby',
  'rare', 'fresh', 'sweet', 'sour', 'heavy', 'light', 'high', 'low', 'deep', 'open', 'final', 'last', 'first', 'next', 'other', 'own', 'whole', 'entire', 'hungry',
  'idle', 'incremental', 'retro', 'pixel', 'cute', 'colourful', 'colorful', 'random', 'poor', 'rich', 'royal', 'tropical', 'sunny', 'snowy', 'windy', 'foggy',
  'muddy', 'dusty', 'rusty', 'creepy', 'cursed', 'mysterious', 'strange', 'weird', 'odd', 'lazy', 'greedy', 'clever', 'wise', 'noisy', 'quiet', 'loud', 'real',
  'right', 'wrong', 'perfect', 'exact', 'great', 'good', 'bad', 'best', 'worst', 'fun', 'cool', 'awesome', 'epic', 'tough', 'brutal', 'relaxing', 'casual', 'chill', 'calm', 'frantic', 'hectic', 'hot',
]);
/** Words that name the game rather than something in it ("a typing game", "pac-man style"). */
const META = new Set(['knowledge', 'kids', 'children', 'beginners', 'adults', 'family', 'everyone', 'toddlers', 'room', 'race', 'ones', 'one', 'game', 'games', 'style', 'version', 'kind', 'sort', 'type', 'genre', 'clone', 'something', 'thing', 'things', 'stuff', 'idea', 'way', 'time', 'times', 'level', 'levels', 'round', 'rounds', 'score', 'points', 'point', 'lives', 'life', 'day', 'days', 'night', 'name', 'names', 'title', 'titles', 'side', 'end', 'edge', 'top', 'bottom', 'middle', 'rows', 'row', 'fun', 'quiz', 'trivia', 'puzzle', 'platformer', 'runner', 'tycoon', 'clicker', 'match-3', 'side-scroller', 'adventure', 'story', 'mystery', 'duel', 'battle', 'beat', 'rhythm', 'music', 'song', 'pac-man', 'frogger', 'theme', 'mode', 'screen', 'player', 'profit', 'money', 'price', 'prices', 'correctly', 'fast', 'faster']);

const isJoining = (w: string): boolean => /^[,:;.!?]$/.test(w) || ARTICLES.has(w) || PRONOUNS.has(w) || PREPOSITIONS.has(w) || CONJUNCTIONS.has(w) || AUXILIARIES.has(w) || /^\d+$/.test(w);
const baseForms = (w: string): string[] => [w, singular(w), w.replace(/ed$/, ''), w.replace(/ed$/, 'e'), w.replace(/(.)\1ed$/, '$1'), w.replace(/ing$/, ''), w.replace(/ing$/, 'e'), w.replace(/(.)\1ing$/, '$1'), w.replace(/es$/, ''), w.replace(/s$/, '')];
export const isVerbForm = (w: string): boolean => baseForms(w).some((b) => VERBS.has(b));
export const isIng = (w: string): boolean => /^[a-z]{3,}ing$/.test(w) && !ING_NOUNS.has(w);
/** "side-scrolling", "deck-building", "one-eyed": a hyphenated word in -ing or -ed describes. */
const isCompoundAdjective = (w: string): boolean => /^[a-z]+-[a-z]+(?:ing|ed)$/.test(w);
const isPunctuation = (w: string | undefined): boolean => w !== undefined && /^[,:;.!?]$/.test(w);

type Tag = 'noun' | 'adj' | 'verb' | 'join';

/** Words that say how a noun is after it ("keep the lamp lit", "keep customers happy"): no part of a noun. */
const PREDICATIVE = new Set(['lit', 'alive', 'safe', 'dry', 'happy', 'fed', 'clean', 'warm', 'busy', 'full', 'awake', 'asleep', 'afloat']);

/** Verbs followed by someone and a bare verb ("help the penguin dance"). */
const BARE_INFINITIVE = new Set(['help', 'helps', 'let', 'lets', 'watch', 'make', 'makes', 'see']);

/** Pure: each word's part of speech, read from its neighbours where a word can be more than one. */
export const tagWords = (list: string[]): Tag[] => {
  const tags: Tag[] = [];
  list.forEach((w, i) => {
    const prev = i === 0 ? undefined : list[i - 1];
    const prevTag = i === 0 ? undefined : tags[i - 1];
    const next = list[i + 1];
    const afterDeterminer = prev !== undefined && (ARTICLES.has(prev) || (PREPOSITIONS.has(prev) && prev !== 'to'));
    const nextStartsPhrase = next === undefined || ARTICLES.has(next) || PRONOUNS.has(next) || PREPOSITIONS.has(next) || CONJUNCTIONS.has(next);
    if (isJoining(w) || (PREDICATIVE.has(w) && prevTag === 'noun')) tags.push('join');
    else if ((ADJECTIVES.has(w) || isCompoundAdjective(w)) && next !== undefined && !isJoining(next)) tags.push('adj');
    else if (isIng(w)) {
      // "the burning barn", "across stepping stones": an -ing word between a determiner and a noun describes it.
      tags.push(afterDeterminer && next !== undefined && !isJoining(next) && !isIng(next) ? 'adj' : 'verb');
    } else if (isVerbForm(w)) {
      // "a dragon that breathes fire": after a noun and "that"/"which"/"who", a verb of a relative clause.
      if (['that', 'which', 'who'].includes(prev ?? '') && tags[i - 2] === 'noun') tags.push('verb');
      else if (afterDeterminer || prevTag === 'adj') tags.push('noun');
      else if (i === 0 || isPunctuation(prev) || BARE_INFINITIVE.has(list[i - 2] ?? '') || (BARE_INFINITIVE.has(list[i - 3] ?? '') && ARTICLES.has(list[i - 2])) || ['to', 'and', 'or', 'that', 'which'].includes(prev ?? '') || (prev !== undefined && (PRONOUNS.has(prev) || AUXILIARIES.has(prev)))) tags.push('verb');
      else if (prevTag === 'verb') tags.push('noun');
      // After a noun: a verb when its object follows ("the beam passes the ship") or it agrees with a plural subject
      // ("scarecrows protect", "gnomes dig"), else part of the noun ("card battle", "fire truck", "pet shop").
      else if (next !== undefined && (ARTICLES.has(next) || PRONOUNS.has(next)) && !['that', 'which', 'who', 'where', 'when', 'while'].includes(next)) tags.push('verb');
      else if (prev !== undefined && plural(prev) === prev && !w.endsWith('s')) tags.push('verb');
      else tags.push(prev !== undefined && plural(prev) !== prev && w.endsWith('s') && nextStartsPhrase ? 'verb' : 'noun');
    } else tags.push(/^[a-z][a-z'-]*$/.test(w) && w.length >= 2 ? 'noun' : 'join');
  });
  return tags;
};

/** Heads of adverbials of time ("at the right time", "each night"): their runs name nothing in the game. */
const ADVERBIAL_HEADS = new Set(['possible', 'usual', 'ever', 'time', 'times', 'moment', 'moments', 'day', 'days', 'night', 'nights', 'pace', 'speed', 'rate', 'once', 'twice']);

/** Pure: the prompt's noun phrases, in order: runs of describing words and nouns ending in a noun, without words that name the game itself. */
export const phrasesOf = (list: string[]): Phrase[] => {
  const tags = tagWords(list);
  const phrases: Phrase[] = [];
  let run: number[] = [];
  const close = () => {
    // "at the right time", "every night": a run ending in a word of time is an adverbial, no noun phrase.
    if (run.length > 0 && ADVERBIAL_HEADS.has(list[run[run.length - 1]])) run = [];
    const nouns = run.filter((i) => tags[i] === 'noun' && !META.has(list[i]) && !list[i].endsWith("'"));
    if (nouns.length > 0) {
      const last = nouns[nouns.length - 1];
      const kept = run.filter((i) => i <= last && tags[i] === 'noun' && !META.has(list[i])).map((i) => list[i].replace(/'s$/, ''));
      const head = kept[kept.length - 1];
      // Up to three nouns name it ("drummer crab", "fire truck", "ice cream parlour"); its head is the last.
      phrases.push({ words: kept, at: run[0], end: last + 1, head, name: kept.slice(-3).join(' ') });
    }
    run = [];
  };
  list.forEach((_, i) => {
    if (tags[i] === 'noun' || tags[i] === 'adj') run.push(i);
    else close();
    // A possessive ends its phrase ("grandma's farm": grandma, then farm).
    if (/'s$/.test(list[i])) close();
  });
  close();
  return phrases;
};

/** Words that stand for a number of the noun after "of" ("waves of trolls", "the names of fruits"): its role is theirs. */
const COLLECTIVE = new Set(['knowledge', 'rooms', 'room', 'halls', 'depths', 'heart', 'middle', 'edge', 'end', 'side', 'top', 'bottom', 'waves', 'wave', 'hordes', 'horde', 'swarms', 'swarm', 'army', 'armies', 'flock', 'pack', 'group', 'bunch', 'crowd', 'herd', 'thousands', 'hundreds', 'dozens', 'lots', 'piles', 'heaps', 'bags', 'loads', 'kinds', 'names', 'types']);

const cueBefore = (list: string[], phrase: Phrase): string[] => {
  const cue: string[] = [];
  for (let i = phrase.at - 1; i >= 0 && cue.length < 3; i -= 1) {
    if (ARTICLES.has(list[i]) || list[i].endsWith("'s")) continue;
    if (cue.length === 0 && list[i] === 'of' && (COLLECTIVE.has(list[i - 1] ?? '') || META.has(list[i - 1] ?? ''))) {
      i -= 1;
      continue;
    }
    cue.unshift(list[i]);
    if (!PREPOSITIONS.has(list[i]) || cue.length >= 2) break;
  }
  return cue;
};

const HERO_CUES = [['are'], ['am'], ['as'], ['play', 'as'], ['be'], ['help'], ['control'], ['you', 'are'], ['playing', 'as']];
const PARTICLES = new Set(['down', 'up', 'out', 'off', 'back', 'away']);
const FOE_CUES = new Set(['hold', 'holding', 'fend', 'fending', 'against', 'avoid', 'avoiding', 'avoids', 'dodge', 'dodging', 'dodges', 'stop', 'stopping', 'stops', 'fight', 'fighting', 'defeat', 'defeating', 'beat', 'beating', 'battle', 'battling', 'vs', 'versus', 'shoot', 'shooting', 'shoots', 'outrun', 'squash', 'stomp', 'zap', 'blast', 'destroy', 'attack', 'attacking']);
const FOE_VERBS = new Set(['chase', 'chases', 'chasing', 'hunt', 'hunts', 'hunting', 'attack', 'attacks', 'attacking', 'invade', 'invades', 'throw', 'throws', 'stop', 'catch', 'catches', 'follow', 'follows', 'steal', 'steals', 'try', 'tries', 'burn', 'burning']);
const BY_VERBS = /^(chased|hunted|thrown|followed|attacked|watched|guarded|haunted|stalked|pursued)$/;
const ITEM_CUES = new Set(['about', 'breed', 'breeding', 'crossbreed', 'raise', 'raising', 'hatch', 'hatching', 'pollinate', 'pollinating', 'pollinates', 'collect', 'collecting', 'collects', 'gather', 'gathering', 'gathers', 'grab', 'grabbing', 'grabs', 'catch', 'catching', 'catches', 'eat', 'eating', 'eats', 'find', 'finding', 'finds', 'save', 'saving', 'deliver', 'delivering', 'delivers', 'pick', 'picking', 'earn', 'earning', 'bake', 'baking', 'sell', 'selling', 'sells', 'loot', 'mine', 'mining', 'harvest', 'harvesting', 'brew', 'brewing', 'cook', 'cooking', 'launch', 'launches', 'type', 'typing', 'spell', 'spelling', 'swap', 'match', 'matching', 'pop', 'popping', 'plant', 'planting']);
/** Cues of a place, strongest first: where the game leads, then where it happens. */
const PLACE_CUES: string[][] = [
  ['keep', 'keeping', 'run', 'running', 'manage', 'managing', 'own', 'owning', 'open', 'opening', 'reach', 'reaching', 'reaches', 'guard', 'guarding', 'protect', 'protecting', 'defend', 'defending', 'escape', 'escaping', 'explore', 'exploring', 'searching', 'search'],
  ['to', 'toward', 'towards', 'into'],
  ['in', 'inside', 'at', 'through', 'across', 'around', 'round', 'under', 'beneath', 'along', 'down', 'up', 'on', 'over', 'near'],
];

/** What a prompt names, by role: the hero (singular), foes and things (plural), the place, and all its noun phrases in order, each once. */
export type PromptWorld = { hero: string | null; foes: string[]; things: string[]; place: string | null; phrases: string[] };

/** Pure: the prompt's words and its punctuation that ends a clause, lower case. */
export const tokens = (prompt: string): string[] => prompt.toLowerCase().replace(/[’‘]/g, "'").match(/[a-z0-9][a-z0-9'-]*|[,:;.!?]/g) ?? [];

/** Pure: the prompt without the name it gives its game ("… called Star Hopper where …", "named \"Spell Clash\""), which names no one in it. */
const withoutName = (prompt: string): string =>
  prompt.replace(/["“”][^"“”]{1,60}["“”]/g, ' , ').replace(/\b(?:called|named|titled)\s+(?:[A-Za-z0-9'-]+\s*){1,5}?(?=\s(?:where|in|with|about|that|and|for|who|which|to|of|on|at|from|by|while)\b|[,.:;!?]|$)/gi, ' , ');

/** Pure: the prompt's world, read from its grammar (see above). */
export const worldOfPrompt = (prompt: string): PromptWorld => {
  const list = tokens(withoutName(prompt));
  const tags = tagWords(list);
  const phrases = phrasesOf(list);
  const firstVerb = tags.indexOf('verb');
  let hero: string | null = null;
  const foes: string[] = [];
  const things: string[] = [];
  const places: { name: string; rank: number }[] = [];
  // A phrase after "and" or "or" that follows a foe or a thing is one too ("hamsters and parrots").
  let previous: { end: number; role: 'foe' | 'thing' | 'other' } = { end: -1, role: 'other' };
  for (const phrase of phrases) {
    if (list[phrase.end - 1].endsWith("'s")) continue;
    if (COLLECTIVE.has(phrase.head) && list[phrase.end] === 'of') continue;
    // A colour names the look, not a thing ("in gold and purple"), unless it is dug for or collected.
    const colour = phrase.words.every((w) => COLOURS[w] !== undefined);
    const cue = cueBefore(list, phrase);
    // A verb's particle is part of it ("shoot down paper planes", "hold back the army"): the cue is the verb.
    const particle = PARTICLES.has(cue.at(-1) ?? '') && cue.length > 1 && (FOE_CUES.has(cue.at(-2) ?? '') || ITEM_CUES.has(cue.at(-2) ?? ''));
    const last = particle ? (cue.at(-2) ?? '') : (cue.at(-1) ?? '');
    const joined = ['and', 'or'].includes(last) && phrase.at - previous.end <= 2 ? previous.role : 'other';
    previous = { end: phrase.end, role: 'other' };
    if (joined !== 'other') {
      (joined === 'foe' ? foes : things).push(plural(phrase.name));
      previous.role = joined;
      continue;
    }
    const after = list[phrase.end];
    const afterTag = tags[phrase.end];
    const many = plural(phrase.head) === phrase.head;
    if (colour && !ITEM_CUES.has(last) && last !== 'for') continue;
    if (hero === null && HERO_CUES.some((c) => c.join(' ') === cue.slice(-c.length).join(' '))) hero = phrase.name;
    else if (hero === null && (phrase.at < firstVerb || firstVerb < 0) && ['who', 'that'].includes(after ?? '') && cue.length === 0) hero = phrase.name;
    // The subject: a phrase that opens the prompt (or a "where" clause) and does something ("a drummer crab keeping …", "where gnomes dig …").
    else if (hero === null && afterTag === 'verb' && !FOE_VERBS.has(after ?? '') && (cue.length === 0 || ['where', ':', ',', 'who', 'that'].includes(last))) hero = phrase.name;
    // Foes: after a cue of a fight, many of them coming "from" somewhere, or doing something to the player ("dogs try to stop you").
    else if (FOE_CUES.has(last) || (last === 'from' && many) || (last === 'by' && BY_VERBS.test(cue.at(-2) ?? '')) || (FOE_VERBS.has(after ?? '') && phrase.name !== hero) || (afterTag === 'verb' && ['you', 'your'].includes(list[phrase.end + 1] ?? '') && !['help', 'helps', 'guide', 'guides'].includes(after ?? ''))) {
      foes.push(plural(phrase.name));
      previous.role = 'foe';
    } else if (ITEM_CUES.has(last) || (last === 'for' && cue.length > 1)) {
      things.push(plural(phrase.name));
      previous.role = 'thing';
    }
    else {
      const rank = PLACE_CUES.findIndex((cues) => cues.includes(last));
      // Many after "to" are whom the hero serves ("sell to the neighbours"), not where it goes.
      if (rank >= 0 && !((rank === 1 || ['keep', 'keeping'].includes(last)) && many)) places.push({ name: phrase.name, rank });
    }
  }
  const place = places.sort((a, b) => a.rank - b.rank)[0]?.name ?? null;
  // "… the ghosts before they reach you": the many that "they" stands for, doing something to the player, are foes.
  const they = list.findIndex((w, i) => w === 'they' && ((tags[i + 1] === 'verb' && ['you', 'your'].includes(list[i + 2] ?? '')) || FOE_VERBS.has(list[i + 1] ?? '')));
  const meant = they < 0 ? undefined : phrases.filter((p) => p.end <= they && plural(p.head) === p.head).at(-1);
  if (meant !== undefined) {
    const name = plural(meant.name);
    if (!foes.includes(name)) foes.push(name);
    things.splice(0, things.length, ...things.filter((t) => t !== name));
  }
  // Neither colours nor keyboard mash ("asdf zxcv": a word without a vowel) name anything.
  const named = [...new Set(phrases.filter((p) => !p.words.every((w) => COLOURS[w] !== undefined) && p.words.every((w) => /[aeiouy]/.test(w))).map((p) => p.name))];
  return { hero: hero === null ? null : singular(hero), foes: [...new Set(foes)], things: [...new Set(things)].filter((t) => !foes.includes(t)), place, phrases: named };
};

const LEAD = /^(?:so\s+|basically\s+|ok(?:ay)?\s+|please\s+|(?:make|create|build|design)\s+(?:me\s+|us\s+)?)*/i;
const META_LEAD = /^(?:an?\s+|the\s+)?(?:(?:[\w-]+\s+){0,3}?(?:game|quiz|puzzle|platformer|clicker|runner|style|adventure|story|tycoon|match-3|trivia|defen[cs]e|shooter|racer|simulator)\b\s*)+(?:where|in which|with|about|:|-|,)?\s*/i;

/**
 * Pure: the game's premise in the prompt's own words, as a line the game shows under its title ("You are a drummer
 * crab keeping the beat on bongos."): the prompt without its request and its genre words, the hero as "you".
 */
export const premiseOf = (prompt: string, name: string): string => {
  const hero = name.replace(/[^a-z' -]/gi, '') || 'hero';
  let text = prompt.trim().replace(/\s+/g, ' ').replace(LEAD, '');
  const rest = text.replace(META_LEAD, '');
  if (rest.split(' ').length >= 3) text = rest;
  text = text.replace(/[.!?\s]+$/, '');
  if (text.split(' ').length > 28) text = `${text.split(' ').slice(0, 28).join(' ')}…`;
  const opens = new RegExp(`^(?:an?|the)\\s+(?:[\\w-]+\\s+){0,2}?${hero.split(' ').at(-1)}\\b`, 'i');
  const plurals = new RegExp(`^(?:[\\w-]+\\s+)?${plural(hero.split(' ').at(-1) ?? hero)}\\b`, 'i');
  // "a drummer crab keeping the beat" → "You play a drummer crab keeping the beat"; "mushrooms guard a forest" stays as it is.
  const opening = opens.exec(text) ?? plurals.exec(text);
  const next = opening === null ? '' : (text.slice(opening[0].length).trim().split(/[\s,]+/)[0] ?? '');
  // Many without an article are "the" ones: "You play the geese crossing the motorway".
  if (opening !== null && (next === '' || /ing$/i.test(next) || ['who', 'that', 'with', 'in', 'on', 'at'].includes(next.toLowerCase()))) text = `You play ${/^(an?|the)\s/i.test(text) ? '' : 'the '}${text}`;
  return text === '' ? '' : `${text[0].toUpperCase()}${text.slice(1)}${/…$/.test(text) ? '' : '.'}`;
};
