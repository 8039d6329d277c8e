import type { GameKind, Palette, StylePreset } from './game-plan.js';

/** Words and phrases that vote for a kind of game; a phrase (with a space) weighs 3, a word 2 or 1. */
export const KIND_WORDS: Record<GameKind, Record<string, number>> = {
  clicker: { click: 2, clicker: 3, clicking: 2, idle: 3, incremental: 3, tap: 2, tapping: 2, cookie: 2, tycoon: 3, upgrades: 1, 'per second': 3, empire: 1, bakery: 1, mine: 1 },
  quiz: { quiz: 3, trivia: 3, question: 2, questions: 2, answer: 2, answers: 2, exam: 2, test: 1, flashcards: 3, 'multiple choice': 3, knowledge: 1, learn: 1 },
  adventure: { search: 2, enchanted: 1, adventure: 2, 'text adventure': 4, explore: 2, exploring: 2, rooms: 2, story: 2, 'interactive fiction': 4, 'escape room': 3, mystery: 2, quest: 1, mansion: 1, treasure: 1 },
  dodge: { pollinate: 2, gather: 1, raindrops: 2, rain: 1, hail: 2, dodge: 3, dodging: 3, avoid: 2, arena: 2, survive: 2, asteroids: 2, asteroid: 2, meteors: 2, falling: 2, bullet: 2, 'bullet hell': 4, shooter: 2, incoming: 1 },
  platformer: { 'side-scrolling': 4, swing: 2, platformer: 4, platform: 2, platforms: 2, jump: 2, jumping: 2, 'side scroller': 4, 'side-scroller': 4, ledges: 2, mario: 3, runner: 1, climb: 1 },
  snake: { snake: 4, snakes: 2, worm: 3, slither: 3, tail: 2, 'grow longer': 4, centipede: 3, 'gets longer': 4 },
  cards: { card: 3, cards: 3, deck: 3, duel: 2, 'card battle': 4, spells: 1, 'turn-based': 2, 'turn based': 2, deckbuilder: 4, hand: 1, battle: 1 },
  match: { 'line up': 3, match: 2, 'match-3': 4, 'match 3': 4, puzzle: 2, gems: 1, jewels: 2, swap: 2, tiles: 2, candy: 1, bejeweled: 4, 'three in a row': 4, combo: 1 },
  typing: {
    type: 3, typing: 4, typed: 2, typist: 4, keyboard: 3, spell: 2, spelling: 3, letters: 2, words: 2, word: 1, 'type the': 2, 'typing game': 4, 'touch typing': 4,
  },
  rhythm: {
    rhythm: 4, beat: 3, beats: 3, music: 3, song: 3, songs: 3, dance: 3, dancing: 3, drum: 3, drums: 3, bongo: 3, bongos: 3, guitar: 3, piano: 3,
    melody: 3, tempo: 3, notes: 1, 'on the beat': 3, 'in time': 3, 'tap when': 3, 'tapping when': 3, 'press when': 3, 'along with': 1, 'guitar hero': 4,
  },
  tycoon: {
    tycoon: 4, shop: 3, store: 2, stand: 1, customers: 3, customer: 3, price: 3, prices: 3, profit: 3, sell: 2, selling: 2, sells: 2, buy: 1, manage: 3,
    management: 3, business: 2, market: 2, restaurant: 2, cafe: 2, workshop: 2, factory: 2, tickets: 1, 'lemonade stand': 4, 'closing time': 2,
  },
  breeding: {
    breed: 4, breeding: 4, breeds: 3, crossbreed: 4, offspring: 3, hatch: 3, genetics: 4, traits: 3, trait: 3, mutations: 3, species: 2, nursery: 2,
    pairing: 3, pair: 2, raise: 2, discover: 2, mix: 2, patterns: 2, rare: 1, eggs: 2, 'new colours': 2, 'new colors': 2,
  },
  defense: {
    'tower defense': 5, 'tower defence': 5, defense: 3, defence: 3, defend: 3, defending: 3, defends: 3, protect: 3, protecting: 3, guard: 3, guarding: 3,
    waves: 2, invaders: 2, siege: 2, turrets: 3, turret: 3, shoot: 2, shooting: 2, 'shoot down': 3, shooter: 3, firing: 2, fire: 1, throwing: 2,
    lit: 2, alive: 1, crossbow: 2, cannon: 2, archer: 2, torpedoes: 2, stop: 1, stopping: 2, fortress: 2, gate: 1, base: 1,
  },
  racing: {
    race: 3, racing: 3, racer: 3, races: 3, 'race car': 4, 'endless runner': 5, runner: 2, drive: 2, driving: 2, kart: 2, 'go-kart': 3, track: 2, lap: 2,
    laps: 2, speed: 2, dash: 2, bike: 1, 'finish line': 4, galloping: 2, highway: 2, taxi: 2, motorbike: 2, sled: 1, weaving: 1, rival: 1,
  },
  hop: {
    cross: 2, crossing: 3, hop: 3, hops: 3, hopping: 3, leap: 2, leaps: 2, leaping: 2, frogger: 5, 'cross the road': 4, road: 2, traffic: 2, 'other side': 3,
    'lily pads': 3, logs: 1, rooftops: 2, summit: 2, 'reach the top': 3, climbing: 1,
  },
  maze: {
    maze: 4, mazes: 4, labyrinth: 4, chase: 2, chases: 3, chased: 3, chasing: 2, 'pac-man': 5, pacman: 5, corridors: 2, sneak: 2, sneaking: 2,
    'find the exit': 3, 'way out': 3, minotaur: 2, escape: 1, hunt: 2, 'lost in': 2,
  },
};

export type Setting = { key: string; words: string[]; palette: Palette; preset: StylePreset; hero: string; enemies: string; items: string };

const p = (background: string, surface: string, primary: string, accent: string, text: string): Palette => ({ background, surface, primary, accent, text });

/** Settings, first match in prompt order wins. */
export const SETTINGS: Setting[] = [
  { key: 'space', words: ['space', 'galaxy', 'planet', 'planets', 'star', 'stars', 'astronaut', 'alien', 'aliens', 'rocket', 'spaceship', 'cosmic', 'asteroid', 'asteroids', 'moon', 'mars'], palette: p('#0b1026', '#1e2a5a', '#3b82f6', '#a5b4fc', '#e0e7ff'), preset: 'scifi', hero: 'astronaut', enemies: 'asteroids', items: 'stars' },
  { key: 'ocean', words: ['ocean', 'sea', 'underwater', 'fish', 'shark', 'sharks', 'reef', 'beach', 'submarine', 'mermaid', 'ship', 'ships', 'boat', 'boats', 'lighthouse', 'harbor', 'harbour'], palette: p('#082f49', '#0c4a6e', '#06b6d4', '#67e8f9', '#ecfeff'), preset: 'elemental', hero: 'diver', enemies: 'sharks', items: 'pearls' },
  { key: 'forest', words: ['forest', 'woods', 'tree', 'trees', 'nature', 'garden', 'elf', 'elves', 'mushroom', 'mushrooms'], palette: p('#052e16', '#14532d', '#22c55e', '#bef264', '#f0fdf4'), preset: 'fantasy', hero: 'ranger', enemies: 'wolves', items: 'acorns' },
  { key: 'jungle', words: ['jungle', 'monkey', 'monkeys', 'tropical', 'rainforest'], palette: p('#022c22', '#065f46', '#10b981', '#fde047', '#ecfdf5'), preset: 'cartoon', hero: 'explorer', enemies: 'snakes', items: 'bananas' },
  { key: 'lava', words: ['lava', 'volcano', 'fire', 'inferno', 'magma', 'dragon', 'dragons', 'flame', 'flames'], palette: p('#1c0a05', '#450a0a', '#ef4444', '#f97316', '#fff7ed'), preset: 'elemental', hero: 'fire knight', enemies: 'fireballs', items: 'embers' },
  { key: 'ice', words: ['ice', 'snow', 'winter', 'frozen', 'arctic', 'penguin', 'penguins', 'christmas', 'polar'], palette: p('#0f172a', '#1e3a5f', '#7dd3fc', '#e0f2fe', '#f8fafc'), preset: 'modern', hero: 'penguin', enemies: 'snowballs', items: 'snowflakes' },
  { key: 'desert', words: ['desert', 'sand', 'egypt', 'pyramid', 'pyramids', 'mummy', 'mummies', 'oasis'], palette: p('#292524', '#57534e', '#f59e0b', '#fde68a', '#fffbeb'), preset: 'ancient', hero: 'nomad', enemies: 'scorpions', items: 'scarabs' },
  { key: 'horror', words: ['haunted', 'horror', 'zombie', 'zombies', 'ghost', 'ghosts', 'spooky', 'halloween', 'vampire', 'vampires', 'graveyard', 'skeleton', 'skeletons'], palette: p('#0a0a0a', '#27272a', '#a855f7', '#84cc16', '#f4f4f5'), preset: 'horror', hero: 'survivor', enemies: 'zombies', items: 'candles' },
  { key: 'cyber', words: ['cyber', 'cyberpunk', 'neon', 'city', 'robot', 'robots', 'hacker', 'future', 'futuristic', 'synthwave'], palette: p('#0f0720', '#2e1065', '#ec4899', '#22d3ee', '#fdf4ff'), preset: 'cyberpunk', hero: 'robot', enemies: 'drones', items: 'chips' },
  { key: 'castle', words: ['castle', 'medieval', 'knight', 'knights', 'kingdom', 'wizard', 'wizards', 'magic', 'dungeon', 'fantasy', 'princess', 'king'], palette: p('#1c1917', '#44403c', '#eab308', '#a78bfa', '#fafaf9'), preset: 'fantasy', hero: 'knight', enemies: 'goblins', items: 'gold coins' },
  { key: 'candy', words: ['candy', 'sweet', 'sweets', 'chocolate', 'cake', 'cupcake', 'sugar', 'dessert', 'cookies'], palette: p('#500724', '#831843', '#f472b6', '#fde68a', '#fdf2f8'), preset: 'cartoon', hero: 'gummy bear', enemies: 'ants', items: 'candies' },
  { key: 'pirate', words: ['pirate', 'pirates', 'island', 'treasure'], palette: p('#1e1b4b', '#312e81', '#f59e0b', '#38bdf8', '#fef3c7'), preset: 'vintage', hero: 'pirate', enemies: 'cannonballs', items: 'doubloons' },
  { key: 'farm', words: ['farm', 'farmer', 'cow', 'cows', 'chicken', 'chickens', 'crops', 'harvest', 'barn'], palette: p('#1a2e05', '#365314', '#84cc16', '#facc15', '#f7fee7'), preset: 'cartoon', hero: 'farmer', enemies: 'crows', items: 'carrots' },
];

/**
 * Moods: a word of the prompt's feel picks the game's palette over its setting's (a stormy night is dark blue
 * whatever the setting); the prompt's colour words still win over both. First match in prompt order.
 */
export type Mood = { key: string; words: string[]; palette: Palette };
export const MOODS: Mood[] = [
  { key: 'stormy', words: ['storm', 'stormy', 'thunder', 'thunderstorm', 'rain', 'rainy', 'gloomy', 'night', 'midnight', 'moonlit', 'foggy'], palette: p('#0b1220', '#1e293b', '#60a5fa', '#facc15', '#e2e8f0') },
  { key: 'carnival', words: ['carnival', 'circus', 'funfair', 'festival', 'party', 'disco', 'parade', 'birthday', 'fiesta', 'celebration', 'confetti'], palette: p('#3b0764', '#6b21a8', '#facc15', '#f472b6', '#fefce8') },
  { key: 'spooky', words: ['spooky', 'creepy', 'haunted', 'halloween', 'eerie', 'cursed', 'ghostly', 'scary'], palette: p('#14051f', '#2e1a47', '#c084fc', '#84cc16', '#f5f3ff') },
  { key: 'cozy', words: ['cozy', 'cosy', 'warm', 'autumn', 'autumnal', 'cottage', 'fireplace', 'snug', 'hygge', 'grandma', "grandma's"], palette: p('#2a1a12', '#4a2c1d', '#f59e0b', '#fb7185', '#fff7ed') },
  { key: 'sunny', words: ['sunny', 'summer', 'sunshine', 'tropical', 'boardwalk', 'savanna'], palette: p('#134e4a', '#115e59', '#facc15', '#fb923c', '#f0fdfa') },
  { key: 'cute', words: ['cute', 'kawaii', 'pastel', 'dreamy', 'fairy', 'cuddly', 'adorable', 'fluffy'], palette: p('#3b1d4a', '#5b2a6e', '#f9a8d4', '#a5f3fc', '#fdf2f8') },
  { key: 'calm', words: ['calm', 'peaceful', 'zen', 'relaxing', 'serene', 'chill', 'gentle', 'meditative'], palette: p('#0f2a24', '#1f4037', '#6ee7b7', '#c4b5fd', '#ecfdf5') },
  { key: 'fiery', words: ['angry', 'furious', 'burning', 'fiery', 'rage', 'blazing'], palette: p('#1c0a05', '#450a0a', '#f87171', '#fb923c', '#fff7ed') },
];

/** Hazards the weather or the place of a prompt brings, when it names no foe ("a stormy night" → storm clouds, "a highway" → cars). */
export const HAZARDS: Record<string, string> = {
  traffic: 'cars', highway: 'cars', road: 'cars', motorway: 'cars', street: 'cars', freeway: 'cars',
  storm: 'storm clouds', stormy: 'storm clouds', thunder: 'lightning bolts', thunderstorm: 'lightning bolts', lightning: 'lightning bolts', rain: 'raindrops',
  rainy: 'raindrops', hail: 'hailstones', wind: 'gusts', windy: 'gusts', fog: 'fog banks', foggy: 'fog banks', winter: 'snowflakes', blizzard: 'snowflakes',
  snowy: 'snowflakes', tornado: 'tornadoes', flood: 'waves', tide: 'waves', night: 'shadows', midnight: 'shadows', dark: 'shadows',
};

export const ARCADE: Setting = { key: 'arcade', words: [], palette: p('#111827', '#1f2937', '#6366f1', '#f59e0b', '#f9fafb'), preset: 'retro', hero: 'hero', enemies: 'blobs', items: 'coins' };

export const COLOURS: Record<string, string> = {
  red: '#ef4444', crimson: '#dc2626', scarlet: '#dc2626', orange: '#f97316', amber: '#f59e0b', yellow: '#eab308', gold: '#fbbf24', golden: '#fbbf24',
  lime: '#84cc16', green: '#22c55e', emerald: '#10b981', teal: '#14b8a6', cyan: '#06b6d4', turquoise: '#2dd4bf', blue: '#3b82f6', navy: '#1e3a8a',
  indigo: '#6366f1', purple: '#a855f7', violet: '#8b5cf6', magenta: '#d946ef', pink: '#ec4899', rose: '#f43f5e', brown: '#a16207',
  black: '#111111', white: '#f8fafc', gray: '#9ca3af', grey: '#9ca3af', silver: '#cbd5e1',
};

/** Well-known creatures and things: a found word becomes the hero, an enemy or an item. */
export const HEROES = ['cat', 'dog', 'fox', 'frog', 'bunny', 'rabbit', 'robot', 'wizard', 'knight', 'ninja', 'astronaut', 'pirate', 'princess', 'dragon', 'penguin', 'unicorn', 'bear', 'duck', 'mouse', 'hamster', 'panda', 'owl', 'alien', 'monkey', 'chef', 'farmer', 'witch', 'viking', 'samurai', 'bee'];
export const ENEMIES = ['zombies', 'ghosts', 'aliens', 'robots', 'goblins', 'orcs', 'skeletons', 'bats', 'spiders', 'slimes', 'asteroids', 'meteors', 'sharks', 'wolves', 'dragons', 'bees', 'monsters', 'vampires', 'pirates', 'ninjas', 'bugs', 'rats', 'bombs', 'fireballs', 'drones', 'snakes', 'trolls', 'demons', 'dinosaurs', 'wasps'];
export const ITEMS = ['coins', 'gems', 'stars', 'apples', 'cookies', 'keys', 'crystals', 'diamonds', 'hearts', 'mushrooms', 'fish', 'bananas', 'carrots', 'candies', 'potions', 'shells', 'pearls', 'berries', 'donuts', 'bones', 'feathers', 'rubies', 'orbs', 'cheese', 'pizzas', 'gold', 'jewels'];

/** The place each setting happens in, a noun ("the heart of the mansion", never "of the haunted"). */
const SETTING_PLACES: Record<string, string> = {
  space: 'space station', ocean: 'coral reef', forest: 'forest', jungle: 'jungle', lava: 'volcano', ice: 'ice cave', desert: 'desert', horror: 'mansion',
  cyber: 'city', castle: 'castle', candy: 'candy land', pirate: 'island', farm: 'farm', arcade: 'arcade',
};
// Setting words that name a place themselves.
const PLACE_WORDS = new Set(['galaxy', 'planet', 'ocean', 'sea', 'reef', 'beach', 'forest', 'woods', 'garden', 'jungle', 'rainforest', 'volcano', 'inferno', 'desert', 'oasis', 'pyramid', 'graveyard', 'city', 'castle', 'kingdom', 'dungeon', 'island', 'ship', 'farm', 'barn']);
// Setting words that describe a place: they come before the setting's place noun ("haunted mansion", "frozen ice cave").
const PLACE_ADJECTIVES = new Set(['haunted', 'spooky', 'frozen', 'arctic', 'polar', 'tropical', 'medieval', 'cosmic', 'futuristic', 'cyberpunk', 'neon', 'underwater', 'sweet', 'magic', 'fantasy', 'synthwave', 'cyber', 'sugar']);

/** Pure: the place a game happens in, as a noun phrase: a place the prompt names, or its setting's place (described by the prompt's word). */
export const placeOf = (themeWords: string[], setting: string): string => {
  const base = SETTING_PLACES[setting] ?? SETTING_PLACES.arcade;
  const first = themeWords[0];
  if (first === undefined) return base;
  if (PLACE_WORDS.has(first)) return first;
  if (PLACE_ADJECTIVES.has(first) && !base.startsWith(`${first} `)) return `${first} ${base}`;
  return base;
};

export const STOP_WORDS = new Set(['where', 'in', 'with', 'about', 'that', 'and', 'for', 'who', 'which', 'to', 'of', 'on', 'at', 'from', 'by', 'while', 'the', 'a', 'an', 'it', 'game', 'please', 'make', 'set', 'using', 'but', 'or', 'so', 'as', 'you', 'your', 'my', 'is', 'are', 'into', 'through', 'before']);
