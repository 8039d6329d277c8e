import { singular } from '../inflect.js';

/** Emoji sprites for the words a plan names (singular, lower case); anything else gets its setting's or a plain sprite. */
const EMOJI: Record<string, string> = {
  cat: '🐱', dog: '🐶', fox: '🦊', frog: '🐸', bunny: '🐰', rabbit: '🐰', robot: '🤖', wizard: '🧙', knight: '🛡️', ninja: '🥷', astronaut: '🧑‍🚀',
  pirate: '🏴‍☠️', princess: '👸', dragon: '🐉', penguin: '🐧', unicorn: '🦄', bear: '🐻', duck: '🦆', mouse: '🐭', hamster: '🐹', panda: '🐼',
  owl: '🦉', alien: '👽', monkey: '🐒', chef: '🧑‍🍳', farmer: '🧑‍🌾', witch: '🧙‍♀️', viking: '🪓', samurai: '⚔️', bee: '🐝', zombie: '🧟', ghost: '👻',
  goblin: '👺', orc: '👹', skeleton: '💀', bat: '🦇', spider: '🕷️', slime: '🟢', asteroid: '🪨', meteor: '☄️', shark: '🦈', wolf: '🐺', monster: '👾',
  vampire: '🧛', bug: '🐛', rat: '🐀', bomb: '💣', fireball: '🔥', drone: '🛸', snake: '🐍', troll: '🧌', demon: '😈', dinosaur: '🦖', wasp: '🐝',
  coin: '🪙', gem: '💎', star: '⭐', apple: '🍎', cookie: '🍪', key: '🔑', crystal: '🔮', diamond: '💎', heart: '❤️', mushroom: '🍄', fish: '🐟',
  banana: '🍌', carrot: '🥕', candy: '🍬', potion: '🧪', shell: '🐚', pearl: '🫧', berry: '🍓', donut: '🍩', bone: '🦴', feather: '🪶', ruby: '♦️',
  orb: '🔮', cheese: '🧀', pizza: '🍕', gold: '🪙', jewel: '💎', diver: '🤿', ranger: '🏹', explorer: '🧭', nomad: '🐪', survivor: '🔦', scorpion: '🦂',
  scarab: '🪲', acorn: '🌰', ember: '✨', snowball: '⛄', snowflake: '❄️', cannonball: '⚫', doubloon: '🪙', crow: '🐦‍⬛', chip: '💾', candle: '🕯️',
  lemon: '🍋', lemonade: '🍋', sugar: '🧂', bread: '🍞', flower: '🌸', tulip: '🌷', bicycle: '🚲', 'ice cream': '🍦', cream: '🍦', animal: '🦒',
  ticket: '🎟️', dinosaurs: '🦖', goldfish: '🐠', rooster: '🐓', parrot: '🦜', bongo: '🪘', drum: '🥁', note: '🎵', firework: '🎆', caterpillar: '🐛',
  fruit: '🍎', ingredient: '🌿', word: '📜', captain: '🏴‍☠️', treasure: '💰', lighthouse: '🗼', ship: '⛵', hippo: '🦛', chicken: '🐔', cow: '🐄',
  pig: '🐷', sheep: '🐑', horse: '🐴', turtle: '🐢', snail: '🐌', crab: '🦀', octopus: '🐙', whale: '🐋', butterfly: '🦋', ladybug: '🐞',
};

/** The emoji for a noun ("zombies" → 🧟), or `fallback`. */
export const spriteOf = (noun: string, fallback = '⭐'): string => {
  const word = noun.toLowerCase().trim();
  return EMOJI[word] ?? EMOJI[singular(word)] ?? EMOJI[singular(word.split(/\s+/).at(-1) ?? '')] ?? fallback;
};
