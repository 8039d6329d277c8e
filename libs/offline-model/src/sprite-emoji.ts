import { singular } from './inflect.js';

/**
 * Sprites of the offline agent's games (issue 17): the emoji that draws a noun of the prompt
 * ("troll" → 🧌), or the role's own when the noun has none, so that every game shows pictures of its world.
 */
const THING_EMOJI: Record<string, string> = {
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
  // Shops, songs, words and broods
  lemonade: '🍋', sugar: '🧂', tulip: '🌷', 'ice cream': '🍦', cream: '🍦', animal: '🦒', ticket: '🎟️', goldfish: '🐠', rooster: '🐓', parrot: '🦜',
  bongo: '🪘', drum: '🥁', note: '🎵', firework: '🎆', caterpillar: '🐛', ingredient: '🌿', word: '📜', captain: '🏴‍☠️', hippo: '🦛', whale: '🐋',
  butterfly: '🦋', ladybug: '🐞',
  // More animals and people
  kitten: '🐱', puppy: '🐶', goose: '🪿', worm: '🪱', walrus: '🦭', seal: '🦭', ostrich: '🐦', yeti: '🦍', gorilla: '🦍', angel: '😇', gnome: '🍄',
  scarecrow: '🎃', lumberjack: '🪓', mailman: '📬', postman: '📬', zookeeper: '🧑‍🌾', hunter: '🔦', keeper: '🔦', grandma: '👵', grandpa: '👴',
  mother: '👩', father: '👨', baby: '👶', student: '🧑‍🎓', tourist: '📸', customer: '🧑', guest: '🥳', neighbour: '🏡', neighbor: '🏡', umbrella: '☂️',
  starfish: '⭐', seashell: '🐚', lion: '🦁', tiger: '🐯', elephant: '🐘', giraffe: '🦒', zebra: '🦓', koala: '🐨', sloth: '🦥', otter: '🦦',
  hedgehog: '🦔', deer: '🦌', camel: '🐪', llama: '🦙', flamingo: '🦩', peacock: '🦚', swan: '🦢', dove: '🕊️', dolphin: '🐬', seahorse: '🐠',
  lobster: '🦞', shrimp: '🦐', squid: '🦑', crocodile: '🐊', alligator: '🐊', dodo: '🦤', mammoth: '🦣', bison: '🦬', boar: '🐗',
  doctor: '🧑‍⚕️', nurse: '🧑‍⚕️', teacher: '🧑‍🏫', scientist: '🧑‍🔬', artist: '🧑‍🎨', singer: '🧑‍🎤', drummer: '🥁', baker: '🧑‍🍳', cook: '🧑‍🍳',
  mechanic: '🧑‍🔧', pilot: '🧑‍✈️', soldier: '💂', prince: '🤴', queen: '👸', fairy: '🧚', mermaid: '🧜', elf: '🧝',
  // More food and things
  vegetable: '🥦', mango: '🥭', coconut: '🥥', latte: '☕', coffee: '☕', tea: '🍵', penny: '🪙', cherry: '🍒', blossom: '🌸', corn: '🌽', 'candy corn': '🍬',
  raindrop: '💧', spell: '✨', shape: '🔷', button: '🔘', letter: '✉️', parcel: '📦', package: '📦', pipe: '🔧', sock: '🧦', balloon: '🎈', lamp: '💡',
  ink: '🫧', grape: '🍇', watermelon: '🍉', peach: '🍑', pear: '🍐', strawberry: '🍓', cupcake: '🧁', cake: '🍰', burger: '🍔', taco: '🌮', sushi: '🍣',
  noodle: '🍜', milk: '🥛', juice: '🧃', leaf: '🍃', seed: '🌱', nut: '🥜', stone: '🪨', pumpkin: '🎃', present: '🎁', gift: '🎁', toy: '🧸',
  ball: '⚽', kite: '🪁', magnet: '🧲', battery: '🔋', gear: '⚙️', money: '💰', dollar: '💵', map: '🗺️', compass: '🧭',
  sword: '🗡️', shield: '🛡️', bow: '🏹', wand: '🪄', scroll: '📜', ring: '💍', bell: '🔔', guitar: '🎸', piano: '🎹', trumpet: '🎺', violin: '🎻', microphone: '🎤',
  // Hazards the weather and the night bring
  'storm cloud': '🌩️', shadow: '👤', gust: '💨', 'lightning bolt': '⚡', lightning: '⚡', wave: '🌊', 'fog bank': '🌫️', fog: '🌫️', hailstone: '🧊', blob: '🟣',
  flame: '🔥', lava: '🌋', spike: '📌', saw: '🪚', bus: '🚌', motorbike: '🏍️', skateboarder: '🛹', tongue: '👅', sewing: '🧵', wagon: '🚃',
};

/** Places, used for goals and bases; a place is where a game happens, never a thing it collects. */
const PLACE_EMOJI: Record<string, string> = {
  castle: '🏰', base: '🏯', beehive: '🐝', garden: '🌻', pond: '🪷', house: '🏠', home: '🏠', classroom: '🏫', forest: '🌲', summit: '🏔️', mountain: '⛰️',
  city: '🏙️', island: '🏝️', farm: '🏡', moon: '🌕', library: '📚', museum: '🏛️', kitchen: '🍳', exit: '🚪', lighthouse: '🗼',
  gate: '🚪', path: '🛤️', tundra: '🏔️', alley: '🏚️', track: '🏁', prairie: '🌾', harbor: '⚓', harbour: '⚓', sunrise: '🌅', sunset: '🌇', pad: '🪷',
  shop: '🏪', store: '🏪', stand: '🍋', bakery: '🥐', workshop: '🛠️', factory: '🏭', garage: '🔧', summer: '☀️', meadow: '🌼', cauldron: '🧪', nursery: '🥚',
  maze: '🌀', labyrinth: '🌀', corridor: '🚪', planet: '🪐', ocean: '🌊', sea: '🌊', orchard: '🌳', jar: '🫙', station: '🛰️', temple: '🛕',
  scrapyard: '🔩', wheel: '🎡', zoo: '🦁', beach: '🏖️', cornfield: '🌽', field: '🌾', wall: '🧱', reef: '🪸', barn: '🛖', savanna: '🦒', slope: '⛷️',
  swamp: '🐊', lake: '🏞️', river: '🏞️', stream: '🏞️', heaven: '☁️', parlour: '🍦', parlor: '🍦', cart: '🛒', cave: '🕳️', sewer: '🕳️', hill: '⛰️', treetop: '🌳',
  tree: '🌳', floor: '🪩', disco: '🪩', anthill: '🐜', street: '🛣️', highway: '🛣️', road: '🛣️', motorway: '🛣️', carnival: '🎪', circus: '🎪', village: '🏘️',
  town: '🏘️', school: '🏫', hospital: '🏥', church: '⛪', tower: '🗼', bridge: '🌉', desert: '🏜️', volcano: '🌋', jungle: '🌴', space: '🌌', galaxy: '🌌',
  mars: '🔴', box: '📦', night: '🌙', sky: '🌤️', hive: '🐝', nest: '🪺', pyramid: '🔺', mansion: '🏚️', arena: '🏟️', stadium: '🏟️', final: '🏆',
  restaurant: '🍽️', cafe: '☕', market: '🏪', mine: '⛏️', tunnel: '🚇', boardwalk: '🎡', tank: '🐠',
};

const EMOJI: Record<string, string> = { ...THING_EMOJI, ...PLACE_EMOJI };

/** Pure: whether a noun (or its last word) names a place ("motorway", "ice cave"), not a thing. */
export const isPlace = (noun: string): boolean => {
  const last = singular(noun.toLowerCase().trim()).split(/\s+/).at(-1) ?? '';
  return PLACE_EMOJI[last] !== undefined;
};

/** Each role's sprite when its noun has no emoji. */
export const ROLE_EMOJI = { hero: '🙂', enemy: '👾', item: '⭐', goal: '🏁', base: '🏰' } as const;

/** Pure: the emoji of a noun (singular or plural, else its words from the last: "gold coins" → 🪙, "castle gate" → 🚪, "sled dog" → 🐶), or `fallback`. */
export const emojiOf = (noun: string, fallback: string): string => {
  const word = noun.toLowerCase().trim();
  const one = singular(word);
  const parts = one.split(/\s+/).reverse();
  return EMOJI[word] ?? EMOJI[one] ?? parts.map((part) => EMOJI[part] ?? EMOJI[singular(part)]).find((e) => e !== undefined) ?? fallback;
};
