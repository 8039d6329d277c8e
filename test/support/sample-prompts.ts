import type { GameKind } from '@tempest/offline-model';

/** Prompts the offline agent is tested with, and what it should read from them (test fixture). */
export type SamplePrompt = { prompt: string; kind: GameKind; title: string; primary?: string; hero?: string; enemy?: string; item?: string };

export const SAMPLE_PROMPTS: SamplePrompt[] = [
  { prompt: 'Make an idle clicker game about baking cookies', kind: 'clicker', title: 'Cookies Clicker', item: 'cookies' },
  { prompt: 'A tycoon game called Gem Empire where you tap to mine gems, in gold and purple', kind: 'clicker', title: 'Gem Empire', primary: '#fbbf24', item: 'gems' },
  { prompt: 'incremental farm game, earn carrots per second', kind: 'clicker', title: 'Carrots Clicker', item: 'carrots' },
  { prompt: 'A space trivia quiz with 10 questions', kind: 'quiz', title: 'Space Quiz' },
  { prompt: 'Make a math quiz for kids named "Number Ninja"', kind: 'quiz', title: 'Number Ninja' },
  { prompt: 'ocean trivia: answer questions about sharks and fish, blue theme', kind: 'quiz', title: 'Sharks Quiz', primary: '#3b82f6' },
  { prompt: 'A text adventure in a haunted mansion where you collect keys', kind: 'adventure', title: 'Haunted Mansion Quest', item: 'keys' },
  { prompt: 'explore the rooms of an ancient pyramid and find the treasure', kind: 'adventure', title: 'Pyramid Quest' },
  { prompt: 'interactive fiction about a wizard in a castle', kind: 'adventure', title: 'Wizard Castle Quest', hero: 'wizard' },
  { prompt: 'Make a space dodge game called Star Hopper where you avoid asteroids', kind: 'dodge', title: 'Star Hopper', enemy: 'asteroids' },
  { prompt: 'survive in the arena against zombies as a cat, collect coins', kind: 'dodge', title: 'Cat Arena Dodge', hero: 'cat', enemy: 'zombies', item: 'coins' },
  { prompt: 'a fast bullet hell in a neon city, pink and cyan', kind: 'dodge', title: 'Neon City Dodge', primary: '#ec4899' },
  { prompt: 'dodge falling fireballs in a volcano', kind: 'dodge', title: 'Volcano Dodge', enemy: 'fireballs' },
  { prompt: 'A platformer where a frog jumps between platforms in the forest', kind: 'platformer', title: 'Frog Forest Jump', hero: 'frog' },
  { prompt: 'side scroller called Lava Leap, jump over lava and collect gems', kind: 'platformer', title: 'Lava Leap', item: 'gems' },
  { prompt: 'hard platformer with 3 levels of ice', kind: 'platformer', title: 'Ice Jump' },
  { prompt: 'classic snake game', kind: 'snake', title: 'Tempest Snake' },
  { prompt: 'a worm that eats apples and grows longer, green and yellow', kind: 'snake', title: 'Worm Snake', primary: '#22c55e', item: 'apples' },
  { prompt: 'slither through space eating stars, slow and relaxing', kind: 'snake', title: 'Space Snake', item: 'stars' },
  { prompt: 'A card battle game against goblins in a medieval kingdom', kind: 'cards', title: 'Goblins Duel', enemy: 'goblins' },
  { prompt: 'deckbuilder duel between a wizard and dragons', kind: 'cards', title: 'Wizard Duel', hero: 'wizard', enemy: 'dragons' },
  { prompt: 'turn-based card game named "Spell Clash" with red cards', kind: 'cards', title: 'Spell Clash', primary: '#ef4444' },
  { prompt: 'match-3 puzzle with candy', kind: 'match', title: 'Candy Match' },
  { prompt: 'a jewel puzzle: swap jewels to make three in a row', kind: 'match', title: 'Jewel Match', item: 'jewels' },
  { prompt: 'match ocean shells puzzle in teal', kind: 'match', title: 'Ocean Shells Match', primary: '#14b8a6' },
  { prompt: 'asdf qwerty zxcv', kind: 'clicker', title: 'Tempest Clicker' },
  { prompt: 'make me a game', kind: 'clicker', title: 'Tempest Clicker' },
  { prompt: 'A game titled Moon Miner: click the moon to mine rocks', kind: 'clicker', title: 'Moon Miner' },
  { prompt: 'a quiz about animals with a 30 second timer', kind: 'quiz', title: 'Animals Quiz' },
  { prompt: 'play as a robot dodging drones in a cyberpunk city', kind: 'dodge', title: 'Robot Dodge', hero: 'robot', enemy: 'drones' },
  { prompt: 'a pirate snake collecting doubloons on an island', kind: 'snake', title: 'Pirate Snake' },
  { prompt: 'escape room mystery in a haunted castle', kind: 'adventure', title: 'Haunted Castle Quest' },
  // Issue 17's genres.
  { prompt: 'a typing game in a haunted castle: type the names of the ghosts before they reach you', kind: 'typing', title: 'Ghosts Typer', enemy: 'ghosts' },
  { prompt: 'a rhythm game where a penguin dances to the beat of the music', kind: 'rhythm', title: 'Penguin Beat', hero: 'penguin' },
  { prompt: 'a pizza shop tycoon in the city: set the price and sell to customers', kind: 'tycoon', title: 'City Tycoon' },
  { prompt: 'breed bunnies in a magic garden and discover rare patterns', kind: 'breeding', title: 'Magic Garden Breeder' },
  // Issue 17: lane, hop and maze genres.
  { prompt: 'tower defense: a knight defends the castle from waves of goblins', kind: 'defense', title: 'Knight Defense', hero: 'knight', enemy: 'goblins' },
  { prompt: 'a racing game where a fox races through the forest and collects berries', kind: 'racing', title: 'Fox Forest Race', hero: 'fox', item: 'berries' },
  { prompt: 'a frog hopping across the busy road and the river to the pond', kind: 'hop', title: 'Frog Pond Hop', hero: 'frog' },
  { prompt: 'a mouse in a maze collecting cheese while cats chase it', kind: 'maze', title: 'Mouse Maze', hero: 'mouse', item: 'cheese' },
];
