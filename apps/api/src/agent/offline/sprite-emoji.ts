import { singular } from './inflect.js';

/**
 * Sprites of the offline agent's games (issue 17): the emoji that draws a noun of the prompt
 * ("troll" → 🧌), or the role's own when the noun has none, so that every game shows pictures of its world.
 */
const EMOJI: Record<string, string> = {
  // Heroes and people
  cat: '🐱', dog: '🐶', fox: '🦊', frog: '🐸', bunny: '🐰', rabbit: '🐰', robot: '🤖', wizard: '🧙', witch: '🧙‍♀️', knight: '🛡️', ninja: '🥷',
  astronaut: '🧑‍🚀', pirate: '🏴‍☠️', princess: '👸', king: '🤴', dragon: '🐉', penguin: '🐧', unicorn: '🦄', bear: '🐻', duck: '🦆', duckling: '🐥',
  mouse: '🐭', hamster: '🐹', panda: '🐼', owl: '🦉', alien: '👽', monkey: '🐒', chef: '🧑‍🍳', farmer: '🧑‍🌾', viking: '🪓', samurai: '⚔️', bee: '🐝',
  snail: '🐌', turtle: '🐢', horse: '🐴', goat: '🐐', squirrel: '🐿️', raccoon: '🦝', thief: '🦹', detective: '🕵️', firefighter: '🧑‍🚒', diver: '🤿',
  ranger: '🏹', explorer: '🧭', nomad: '🐪', survivor: '🔦', archer: '🏹', chicken: '🐔', cow: '🐄', pig: '🐷', sheep: '🐑', crab: '🦀', octopus: '🐙',
  submarine: '🚢', taxi: '🚕', car: '🚗', kart: '🏎️', 'go-kart': '🏎️', bike: '🚲', bicycle: '🚲', sled: '🛷', skateboard: '🛹', kangaroo: '🦘',
  spaceship: '🚀', rocket: '🚀', ship: '⛵', train: '🚂', lizard: '🦎', chameleon: '🦎', gummy: '🧸', 'gummy bear': '🧸', 'fire knight': '🔥',
  goalkeeper: '🧤', gardener: '🧑‍🌾', librarian: '🧑‍🏫', guard: '💂', minotaur: '🐂', kid: '🧒', girl: '👧', boy: '👦', hero: '🦸',
  // Enemies and hazards
  zombie: '🧟', ghost: '👻', goblin: '👺', orc: '👹', troll: '🧌', skeleton: '💀', bat: '🦇', spider: '🕷️', slime: '🟢', asteroid: '🪨', meteor: '☄️',
  comet: '☄️', shark: '🦈', wolf: '🐺', monster: '👾', vampire: '🧛', bug: '🐛', beetle: '🪲', rat: '🐀', bomb: '💣', fireball: '🔥', drone: '🛸',
  snake: '🐍', demon: '😈', dinosaur: '🦖', wasp: '🐝', slug: '🐌', jellyfish: '🪼', plane: '✈️', bird: '🐦', crow: '🐦‍⬛', scorpion: '🦂', ant: '🐜',
  snowball: '⛄', cannonball: '💣', truck: '🚚', rock: '🪨', cloud: '🌩️', storm: '🌩️', icicle: '🧊', fence: '🚧', cone: '🚧', log: '🪵', shot: '⚽',
  cactus: '🌵', tornado: '🌪️', mummy: '🧟', cop: '🚓', police: '🚓', fly: '🪰', mosquito: '🦟', eagle: '🦅',
  // Items
  coin: '🪙', 'gold coin': '🪙', gem: '💎', star: '⭐', apple: '🍎', cookie: '🍪', key: '🔑', crystal: '🔮', diamond: '💎', heart: '❤️', mushroom: '🍄',
  fish: '🐟', banana: '🍌', carrot: '🥕', candy: '🍬', potion: '🧪', shell: '🐚', pearl: '🫧', berry: '🍓', donut: '🍩', bone: '🦴', feather: '🪶',
  ruby: '♦️', orb: '🔮', cheese: '🧀', pizza: '🍕', gold: '🪙', jewel: '💎', acorn: '🌰', ember: '✨', scarab: '🪲', doubloon: '🪙', chip: '💾',
  snowflake: '❄️', flower: '🌸', sunflower: '🌻', sandwich: '🥪', pinecone: '🌲', torpedo: '🚀', arrow: '🏹', candle: '🕯️', passenger: '🧍', mail: '✉️',
  bolt: '🔩', fruit: '🍎', honey: '🍯', egg: '🥚', bread: '🍞', lemon: '🍋', trophy: '🏆', flag: '🏁', book: '📕', treasure: '💰', crown: '👑',
  // Places, used for goals and bases
  castle: '🏰', base: '🏯', beehive: '🐝', garden: '🌻', pond: '🪷', house: '🏠', home: '🏠', classroom: '🏫', forest: '🌲', summit: '🏔️', mountain: '⛰️',
  city: '🏙️', island: '🏝️', farm: '🏡', moon: '🌕', library: '📚', museum: '🏛️', kitchen: '🍳', exit: '🚪', lighthouse: '🗼',
  // Shops, songs, words and broods
  lemonade: '🍋', sugar: '🧂', tulip: '🌷', 'ice cream': '🍦', cream: '🍦', animal: '🦒', ticket: '🎟️', goldfish: '🐠', rooster: '🐓', parrot: '🦜',
  bongo: '🪘', drum: '🥁', note: '🎵', firework: '🎆', caterpillar: '🐛', ingredient: '🌿', word: '📜', captain: '🏴‍☠️', hippo: '🦛', whale: '🐋',
  butterfly: '🦋', ladybug: '🐞',
};

/** Each role's sprite when its noun has no emoji. */
export const ROLE_EMOJI = { hero: '🙂', enemy: '👾', item: '⭐', goal: '🏁', base: '🏰' } as const;

/** Pure: the emoji of a noun (singular or plural, or its last word: "gold coins" → 🪙), or `fallback`. */
export const emojiOf = (noun: string, fallback: string): string => {
  const word = noun.toLowerCase().trim();
  const one = singular(word);
  const last = one.split(/\s+/).at(-1) ?? one;
  return EMOJI[word] ?? EMOJI[one] ?? EMOJI[last] ?? EMOJI[singular(last)] ?? fallback;
};
