import { GAME_KINDS, KIND_WORDING, MECHANIC_WORDING, type Difficulty, type GameKind, type GamePlan, type Mechanic, type Palette } from './game-plan.js';
import { mechanicOf, verbBase, verbKind } from './prompt-verbs.js';
import { plural, singular } from './inflect.js';
import { isIng, phrasesOf, worldOfPrompt, type PromptWorld } from './prompt-grammar.js';
import { emojiOf, isPlace } from './sprite-emoji.js';
import { ARCADE, COLOURS, ENEMIES, HEROES, ITEMS, KIND_WORDS, MOODS, SETTINGS, STOP_WORDS, HAZARDS, type Setting } from './prompt-words.js';

/** Lower-case words of the prompt (letters, digits, apostrophes and dashes kept). */
export const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? [];

const titleCase = (text: string): string =>
  text
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

/** Whether a word is a cue of a kind, or the first word of one ("grow" of "grow longer"). */
const isCue = (w: string): boolean => GAME_KINDS.some((kind) => KIND_WORDS[kind][w] !== undefined || Object.keys(KIND_WORDS[kind]).some((cue) => cue.startsWith(`${w} `)));

/** Pure: the prompt's words, each in its base form when that is a cue of a kind ("cannons" → cannon, "grows longer" → grow longer, "avoiding" → avoid). */
const cueWords = (prompt: string): string[] =>
  words(prompt).map((w) => [w, singular(w), w.replace(/ing$/, ''), w.replace(/ing$/, 'e'), w.replace(/ed$/, ''), w.replace(/(.)\1(?:ing|ed)$/, '$1')].find(isCue) ?? w);

/** Scores every kind by its words and phrases; the default (nothing recognised) is a clicker. */
export const scoreKinds = (prompt: string): Record<GameKind, number> => {
  const list = cueWords(prompt);
  const joined = ` ${list.join(' ')} `;
  const scores = Object.fromEntries(GAME_KINDS.map((k) => [k, 0])) as Record<GameKind, number>;
  for (const kind of GAME_KINDS) {
    for (const [phrase, weight] of Object.entries(KIND_WORDS[kind])) {
      if (phrase.includes(' ') || phrase.includes('-')) {
        if (joined.includes(` ${phrase} `)) scores[kind] += weight;
      } else {
        scores[kind] += weight * list.filter((w) => w === phrase).length;
      }
    }
  }
  return scores;
};

/** Pure: the words and phrases of the prompt that voted for `kind` (KIND_WORDS), in prompt order, each once. */
export const kindCues = (prompt: string, kind: GameKind): string[] => {
  const cues = cueWords(prompt);
  const own = words(prompt);
  const joined = ` ${cues.join(' ')} `;
  // Said in the prompt's own words ("pollinating", not the cue "pollinate").
  const said = (phrase: string, at: number): string => {
    const first = joined.slice(0, at + 1).split(' ').length - 2;
    return own.slice(first, first + phrase.split(' ').length).join(' ');
  };
  return Object.keys(KIND_WORDS[kind])
    .map((phrase) => ({ phrase, at: joined.indexOf(` ${phrase} `) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at || b.phrase.length - a.phrase.length)
    .filter(({ phrase }, i, all) => !all.slice(0, i).some((longer) => longer.phrase.includes(phrase)))
    .map(({ phrase, at }) => said(phrase, at));
};

export const pickKind = (prompt: string): GameKind => {
  const scores = scoreKinds(prompt);
  let best: GameKind = 'clicker';
  for (const kind of GAME_KINDS) if (scores[kind] > scores[best]) best = kind;
  // A tie between kinds goes to the one the prompt's verb asks for (prompt-verbs.ts: "race", "jump", "collect" …).
  const verb = verbKind(prompt);
  return verb !== null && scores[best] > 0 && scores[verb] === scores[best] ? verb : best;
};

const QUOTED = /["“”'‘’]([^"“”'‘’]{2,40})["“”'‘’]/;
const CALLED = /\b(?:called|named|titled|name it|call it)\s+([A-Za-z0-9][A-Za-z0-9' -]{0,60})/i;

/** A name the prompt gives: quoted, or after "called"/"named"/"titled" (up to 5 words, stopping at joining words). */
export const namedTitle = (prompt: string): string | null => {
  const quoted = QUOTED.exec(prompt);
  if (quoted !== null && quoted[1].trim().split(/\s+/).length <= 6) return titleCase(quoted[1].trim());
  const called = CALLED.exec(prompt);
  if (called === null) return null;
  const picked: string[] = [];
  for (const word of called[1].split(/\s+/)) {
    const clean = word.replace(/[^A-Za-z0-9'-]/g, '');
    if (clean === '' || (picked.length > 0 && STOP_WORDS.has(clean.toLowerCase())) || picked.length === 5) break;
    picked.push(clean);
  }
  return picked.length === 0 ? null : titleCase(picked.join(' '));
};

/** Compound nouns whose first word names no setting ("ice cream" is not ice, a "fire truck" is no volcano). */
const COMPOUNDS = ['ice cream', 'ice lolly', 'ice pop', 'ice skates', 'fire truck', 'fire engine', 'fire station', 'fire hydrant', 'snow cone', 'sugar cane', 'space bar', 'star fruit', 'moon cake'];

const findSetting = (list: string[]): { setting: Setting; themeWords: string[] } => {
  const joined = ` ${list.join(' ')} `;
  const themeWords = list.filter((w, i) => SETTINGS.some((s) => s.words.includes(w)) && !COMPOUNDS.some((c) => joined.includes(` ${c} `) && c.startsWith(`${w} `) && list[i + 1] === c.split(' ')[1]));
  const first = themeWords[0];
  const setting = first === undefined ? ARCADE : (SETTINGS.find((s) => s.words.includes(first)) ?? ARCADE);
  return { setting, themeWords: [...new Set(themeWords)] };
};

/** The phrase after a cue ("collect", "against"): the next one or two words, skipping articles. */
const afterCue = (list: string[], cues: string[]): string[] => {
  const found: string[] = [];
  list.forEach((word, i) => {
    if (!cues.includes(word)) return;
    let j = i + 1;
    while (j < list.length && ['a', 'an', 'the', 'some', 'all', 'of', 'evil', 'angry', 'giant', 'little', 'cute', 'shiny', 'falling', 'flying', 'hungry', 'busy', 'wild', 'scary', 'sneaky', 'big', 'tiny'].includes(list[j])) j += 1;
    const noun = list[j];
    if (noun !== undefined && !STOP_WORDS.has(noun) && !/^\d+$/.test(noun)) found.push(noun);
  });
  return found;
};

const unique = (list: string[]): string[] => [...new Set(list)];

/** Drops a word that another entry names with more words ("ghost librarians" and "librarians" are one foe). */
const distinct = (list: string[]): string[] =>
  list.filter((w) => !list.some((other) => other !== w && other.includes(' ') && singular(other.split(' ').at(-1) ?? other) === singular(w)));

const ARTICLES = ['a', 'an', 'the', 'my', 'your', 'its', 'his', 'her', 'their'];

/** The one a prompt opens with, before its first verb in -ing ("a snail racing a turtle" → snail), or the one it asks to help ("help the duckling"). */
const openingSubject = (list: string[]): string | undefined => {
  const help = list.indexOf('help');
  const helped = help >= 0 && ARTICLES.includes(list[help + 1]) ? list[help + 2] : undefined;
  if (helped !== undefined && !STOP_WORDS.has(helped)) return helped;
  const start = list.findIndex((w, i) => i <= 3 && ['a', 'an', 'the'].includes(w));
  if (start < 0) return undefined;
  const verb = list.findIndex((w, i) => i >= start + 2 && i <= start + 4 && /^[a-z]{2,}ing$/.test(w));
  const subject = verb < 0 ? undefined : list[verb - 1];
  return subject === undefined || STOP_WORDS.has(subject) || subject.endsWith('ing') ? undefined : subject;
};

export const PLACE_CUES = ['reach', 'reaches', 'reaching', 'guard', 'guarding', 'protect', 'protecting', 'defend', 'defends', 'defending', 'escape', 'through', 'across', 'down', 'in', 'on'];

/**
 * Pure: the place a prompt names after a cue of where the game happens or leads ("guard the beehive", "defending the
 * castle gate", "reach the other side of the pond" → "pond"), one or two words; reaching cues first.
 */
export const namedPlace = (prompt: string, cues: string[] = PLACE_CUES): string | null => {
  const list = words(prompt);
  for (const [at, cue] of cues.flatMap((c) => list.flatMap((w, i) => (w === c ? [[i, c] as const] : [])))) {
    let i = at + 1;
    // "to" leads to a place only before an article ("to the pond", not "to collect").
    if (cue === 'to' && !ARTICLES.includes(list[i] ?? '')) continue;
    while (ARTICLES.includes(list[i] ?? '')) i += 1;
    // "the end of the garden path", "the other side of the pond"
    if (['end', 'other', 'edge', 'top', 'side'].includes(list[i] ?? '')) {
      const of = list.indexOf('of', i);
      if (of < 0 || of > i + 2) continue;
      i = of + 1;
      while (ARTICLES.includes(list[i] ?? '')) i += 1;
    }
    const picked: string[] = [];
    while (picked.length < 2 && list[i] !== undefined && !STOP_WORDS.has(list[i]) && !list[i].endsWith('ing') && !/\d/.test(list[i])) picked.push(list[(i += 1) - 1]);
    if (picked.length > 0) return picked.join(' ');
  }
  return null;
};

/** Plural words after an enemy cue that are not enemies ("from waves of goblins"). */
const NOT_ENEMIES = new Set(['thousands', 'hundreds', 'dozens', 'millions', 'waves', 'hordes', 'swarms', 'lots', 'hours', 'minutes', 'seconds', 'levels', 'rounds', 'points', 'lives', 'times', 'days', 'nights', 'friends', 'others']);

/** Who chases the player ("while a ghost librarian chases you" → librarians, "the gardener right behind" → gardeners). */
const chaserOf = (list: string[]): string | undefined => {
  let i = list.findIndex((w) => ['chases', 'chase', 'behind'].includes(w)) - 1;
  while (i >= 0 && ['right', 'close', 'just', 'always', 'is', 'are', 'will', 'who'].includes(list[i])) i -= 1;
  const chaser = i >= 0 ? list[i] : undefined;
  return chaser === undefined || STOP_WORDS.has(chaser) || ARTICLES.includes(chaser) ? undefined : plural(chaser);
};

/** The hazard the prompt's weather or place brings ("through a stormy night" → storm clouds, "through traffic" → cars), or undefined. */
const weatherFoe = (list: string[]): string | undefined => HAZARDS[list.find((w) => HAZARDS[w] !== undefined) ?? ''];

/** Pure: the palette of the prompt's mood (its first mood word: "stormy", "carnival", "spooky", "cozy" …), else its setting's. */
export const moodPalette = (list: string[], setting: Setting): Palette => MOODS.find((m) => m.words.includes(list.find((w) => MOODS.some((n) => n.words.includes(w))) ?? ''))?.palette ?? setting.palette;

/** Pure: the noun phrase after "chasing"/"chases" when the hero is who chases (its object, plural), or none. */
const chasedBy = (list: string[], hero: string): string[] => {
  const at = list.findIndex((w, i) => ['chasing', 'chases', 'chase'].includes(w) && singular(list[i - 1] ?? '') === singular(hero));
  if (at < 0) return [];
  const phrase = phrasesOf(list).find((p) => p.at > at && p.at <= at + 3);
  return phrase === undefined ? [] : [plural(phrase.name)];
};

const findCharacters = (list: string[], setting: Setting, world: PromptWorld) => {
  const heroCue = afterCue(list, ['as', 'are', 'play', 'drive', 'driving', 'ride', 'riding']).filter((w) => !['fast', 'quickly', 'long', 'many', 'much', 'the', 'possible'].includes(w));
  // The prompt's grammar names the hero first ("a drummer crab keeping the beat on bongos"); known heroes and cues after it.
  const hero = world.hero ?? heroCue.find((w) => HEROES.includes(w)) ?? list.find((w) => HEROES.includes(w)) ?? heroCue[0] ?? openingSubject(list) ?? setting.hero;
  const enemyCue = afterCue(list, ['against', 'avoid', 'avoiding', 'dodge', 'dodging', 'fight', 'fighting', 'defeat', 'escape', 'from', 'beat', 'battle', 'vs', 'versus', 'stop', 'stopping']);
  const chaser = chaserOf(list);
  // Words after those cues that are not known enemies count when they read as a plural noun ("avoiding the guards", "stop slugs").
  const named = enemyCue.filter((w) => /[^s]s$/.test(w) && !w.endsWith('ing') && !ITEMS.includes(w) && !NOT_ENEMIES.has(w) && w !== plural(hero));
  const enemies = distinct(unique([
    ...world.foes,
    ...(chaser === undefined ? [] : [chaser]),
    ...enemyCue.filter((w) => ENEMIES.includes(plural(w))).map(plural),
    ...list.filter((w) => ENEMIES.includes(w) && !world.things.includes(w)),
    ...named,
  ]));
  const itemCue = afterCue(list, ['collect', 'collecting', 'collects', 'gather', 'find', 'grab', 'eat', 'eats', 'eating', 'earn', 'catch', 'bake', 'baking']);
  // A word after an item cue counts when the grammar reads it as a noun too ("find out" and "new shapes" do not give "outs" and "news").
  const heads = new Set(world.phrases.map((p) => singular(p.split(' ').at(-1) ?? p)));
  // What the hero chases is what it catches ("a kitten chasing laser dots" → laser dots), not a foe.
  const chased = chasedBy(list, hero);
  const items = distinct(unique([...chased, ...world.things.filter((w) => w !== plural(hero) && !enemies.includes(w)), ...itemCue.filter((w) => ITEMS.includes(plural(w)) || (heads.has(singular(w)) && !NOT_ENEMIES.has(plural(w)))).filter((w) => !ENEMIES.includes(plural(w)) && w !== hero).map(plural), ...list.filter((w) => ITEMS.includes(w))]));
  // Things (not places) the prompt names in no role that can be drawn ("seashells and starfish on the beach") are what the game collects, before its setting's.
  const used = new Set([hero, ...enemies, ...world.foes, ...world.things, world.place ?? ''].map((w) => singular(w)));
  const leftovers = world.phrases.map((p) => plural(p)).filter((p) => !used.has(singular(p)) && !used.has(singular(p.split(' ').at(-1) ?? p)) && emojiOf(p, '') !== '' && !isPlace(p) && !p.split(' ').some((w) => SETTINGS.some((s) => s.words.includes(w) || s.words.includes(singular(w)))));
  // Never none: a foe list that only named the hero again ("a kitten chasing laser dots") falls back like an empty one.
  const foes = enemies.filter((e) => e !== plural(hero)).slice(0, 3);
  return {
    hero: hero === 'hero' ? setting.hero : singular(hero.replace(/'s?$/, '')),
    enemies: foes.length > 0 ? foes : [weatherFoe(list) ?? setting.enemies],
    items: items.length > 0 ? items.slice(0, 3) : leftovers.length > 0 ? leftovers.slice(0, 2) : [setting.items],
  };
};

const findDifficulty = (list: string[]): Difficulty => {
  if (list.some((w) => ['easy', 'simple', 'relaxing', 'casual', 'kids', 'children', 'beginner', 'gentle', 'cozy'].includes(w))) return 'easy';
  if (list.some((w) => ['hard', 'difficult', 'challenging', 'brutal', 'insane', 'expert', 'tough', 'impossible', 'hardcore'].includes(w))) return 'hard';
  return 'normal';
};

const findSpeed = (list: string[], difficulty: Difficulty): number => {
  const base = difficulty === 'easy' ? 2 : difficulty === 'hard' ? 4 : 3;
  if (list.some((w) => ['fast', 'frantic', 'quick', 'speedy', 'rapid', 'hectic'].includes(w))) return Math.min(5, base + 1);
  if (list.some((w) => ['slow', 'calm', 'chill', 'relaxed', 'slowly'].includes(w))) return Math.max(1, base - 1);
  return base;
};

const findTimer = (prompt: string): number | null => {
  const seconds = /(\d{1,3})\s*(?:seconds|second|secs|sec|s)\b/i.exec(prompt);
  if (seconds !== null) return Math.min(600, Math.max(10, Number(seconds[1])));
  const minutes = /(\d{1,2})\s*(?:minutes|minute|mins|min)\b/i.exec(prompt);
  if (minutes !== null) return Math.min(600, Number(minutes[1]) * 60);
  // A deadline the world sets ("before winter comes", "until sunrise") is a round's timer too.
  const deadline = /\b(?:before|until|till)\s+(?:the\s+)?(?:winter|night|nightfall|sunset|sunrise|dawn|dark|morning|midnight|closing time|storm|time)\b/i;
  return /\b(timer|time limit|timed|against the clock|countdown)\b/i.test(prompt) || deadline.test(prompt) ? 60 : null;
};

const findLevels = (prompt: string): number => {
  const levels = /(\d{1,2}|two|three|four|five)\s+(?:levels|stages|rooms|rounds)/i.exec(prompt);
  if (levels === null) return 1;
  const named: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
  return Math.min(9, Math.max(1, named[levels[1].toLowerCase()] ?? Number(levels[1])));
};

/** Named colours recolour the palette: the first is the primary colour, the second the accent. */
export const recolour = (palette: Palette, colourWords: string[]): Palette => {
  const [first, second] = colourWords.map((w) => COLOURS[w]).filter((c): c is string => c !== undefined);
  if (first === undefined) return palette;
  const background = colourWords[0] === 'black' ? '#000000' : colourWords[0] === 'white' ? '#f1f5f9' : palette.background;
  const surface = colourWords[0] === 'black' ? '#1c1c1c' : colourWords[0] === 'white' ? '#e2e8f0' : palette.surface;
  const text = colourWords[0] === 'white' ? '#0f172a' : palette.text;
  return { ...palette, background, surface, text, primary: first, accent: second ?? palette.accent };
};

export const colourWordsOf = (list: string[]): string[] => unique(list.filter((w) => COLOURS[w] !== undefined));

/** Pure: whether the prompt's words name a noun (its last word, singular or plural): a hero the prompt chose, not its setting's. */
const names = (list: string[], noun: string): boolean => {
  const last = noun.split(' ').at(-1) ?? noun;
  return list.some((w) => w === last || singular(w) === last);
};

/**
 * Pure: the title of a game the prompt gives no name: what the prompt names (its hero, else the foe, thing or place,
 * with the hero's place when both are one word: "Kangaroo Highway Race", "Minotaur Maze"), else its setting's word,
 * and the kind's noun; "Tempest" only when the prompt names nothing.
 */
export const titleOf = (kind: GameKind, world: PromptWorld, hero: string | null, themeWords: string[], prompt = '', mechanic: Mechanic | null = null): string => {
  const noun = mechanic === null ? KIND_WORDING[kind].noun : MECHANIC_WORDING[mechanic.kind].noun;
  // A name is a noun phrase, never a bare verb the grammar left as a phrase ("breathes", "stole") nor an adverbial.
  const not = (w: string | null | undefined): string | null => (w === null || w === undefined || w.toLowerCase() === noun.toLowerCase() || isBareVerb(w) ? null : w);
  // A composed mechanic names its game by what the verb acts on: the plant it grows ("Bonsai Tree"), the thing its case is about ("Diamond Mystery").
  if (mechanic?.kind === 'timing' && not(mechanic.subject) !== null) {
    const subject = mechanic.subject ?? '';
    return titleCase(subject.includes(' ') ? subject : `${subject} ${noun}`);
  }
  if (mechanic?.kind === 'deduction' && not(mechanic.purpose) !== null) return titleCase(`${mechanic.purpose} ${noun}`);
  // A foe or thing as the prompt writes it ("a minotaur" → Minotaur, "baking cookies" → Cookies).
  const asWritten = (name: string | undefined): string | undefined => (name === undefined ? undefined : (world.phrases.find((p) => singular(p) === singular(name)) ?? name));
  const named = not(hero) ?? not(asWritten(world.foes[0])) ?? not(world.place) ?? not(asWritten(world.things[0])) ?? world.phrases.map(not).find((p) => p !== null) ?? null;
  // A place keeps the setting's word that describes it in the prompt ("a haunted mansion" → Haunted Mansion).
  const described = named !== null && named === world.place && themeWords.some((t) => ` ${words(prompt).join(' ')} `.includes(` ${t} ${named} `) && t !== named);
  const subject = named === null ? (themeWords[0] ?? 'Tempest') : described ? `${themeWords.find((t) => ` ${words(prompt).join(' ')} `.includes(` ${t} ${named} `))} ${named}` : named;
  const place = not(mechanic?.kind === 'shoot' ? (mechanic.purpose ?? world.place) : world.place);
  const where = hero !== null && place !== null && !subject.includes(' ') && !place.includes(' ') && place !== subject && !noun.toLowerCase().includes(place) ? ` ${place}` : '';
  // "a pirate snake" is a "Pirate Snake", not a "Pirate Snake Snake".
  const kindNoun = subject.toLowerCase().split(' ').at(-1) === noun.toLowerCase() && where === '' ? '' : ` ${noun}`;
  return titleCase(`${subject}${where}${kindNoun}`);
};

/** Pure: whether a one-word name is a verb as written ("breathes", "stole", "watering"), which names nothing. */
const isBareVerb = (name: string): boolean => !name.includes(' ') && (isIng(name) || ['stole', 'stolen', 'took', 'taken'].includes(name) || (verbBase(name) !== null && name !== verbBase(name) && !ITEMS.includes(name) && !ENEMIES.includes(name)));

/** Who plays a mystery: the prompt's detective ("an inspector", "a cat detective"), else a detective. */
const DETECTIVES = ['detective', 'inspector', 'sleuth', 'investigator', 'sherlock', 'constable', 'agent'];

/** Pure: the plan's people and things as the composed mechanic casts them (the verb's objects are its actors, the purpose its goal). */
const castFor = (mechanic: Mechanic | null, characters: { hero: string; enemies: string[]; items: string[] }, list: string[]): { hero: string; enemies: string[]; items: string[] } => {
  if (mechanic === null) return characters;
  if (mechanic.kind === 'deduction') {
    const hero = list.find((w) => DETECTIVES.includes(w)) ?? 'detective';
    const suspects = mechanic.objects.filter((o) => !DETECTIVES.includes(singular(o)));
    return { hero, enemies: suspects.length > 0 ? suspects : ['suspects'], items: [plural(mechanic.purpose ?? 'diamond')] };
  }
  if (mechanic.kind === 'timing') return { ...characters, hero: singular(mechanic.subject ?? characters.hero) };
  return { ...characters, enemies: mechanic.objects.length > 0 ? mechanic.objects.slice(0, 3) : characters.enemies };
};

/** Reads a prompt into a game plan; the same prompt always gives the same plan. */
export const analyzePrompt = (prompt: string): GamePlan => {
  const list = words(prompt);
  const kind = pickKind(prompt);
  const { setting, themeWords } = findSetting(list);
  const colourWords = colourWordsOf(list);
  const world = worldOfPrompt(prompt);
  const mechanic = mechanicOf(prompt, kind);
  const characters = castFor(mechanic, findCharacters(list, setting, world), list);
  const difficulty = findDifficulty(list);
  return {
    prompt,
    kind,
    ...(mechanic === null ? {} : { mechanic }),
    title: namedTitle(prompt) ?? titleOf(kind, world, names(list, characters.hero) ? characters.hero : null, themeWords, prompt, mechanic),
    setting: setting.key,
    themeWords,
    colourWords,
    palette: recolour(moodPalette(list, setting), colourWords),
    preset: setting.preset,
    ...characters,
    difficulty,
    speed: findSpeed(list, difficulty),
    levels: findLevels(prompt),
    timer: findTimer(prompt),
  };
};
