// A held-out relevance set (issue 17 item 2): forty prompts written before the agent's noun, role, title and
// flavour mechanisms were changed for item 2, and never used to fit word lists. Same shape and rules as
// relevance-prompts.ts: the genres a reader would accept, and the prompt's nouns (singular) its game should name.
//
// BEFORE (2026-11-28, agent as on main at 2943658): genre match 77.5 % (31 of 40), games naming ≥ 2 nouns 35.0 % (14 of 40).

import type { RelevanceCase } from './relevance-prompts.js';

export const HOLDOUT_CASES: RelevanceCase[] = [
  // defense
  { prompt: 'scarecrows protect the cornfield from hungry crows', genres: ['defense'], nouns: ['scarecrow', 'cornfield', 'crow'] },
  { prompt: 'build cannons on the city wall to hold back the orc army', genres: ['defense'], nouns: ['cannon', 'wall', 'orc', 'army'] },
  { prompt: 'octopi squirting ink to defend their reef from divers', genres: ['defense'], nouns: ['octopus', 'ink', 'reef', 'diver'] },
  // racing
  { prompt: 'a fire truck speeding through traffic to reach the burning barn', genres: ['racing', 'dodge'], nouns: ['fire truck', 'traffic', 'barn'] },
  { prompt: 'ostriches racing across the savanna', genres: ['racing'], nouns: ['ostrich', 'savanna'] },
  { prompt: 'a penguin sliding down an icy slope racing a walrus', genres: ['racing'], nouns: ['penguin', 'slope', 'walrus'] },
  // typing
  { prompt: 'type the spells to stop the dragons burning the village', genres: ['typing'], nouns: ['spell', 'dragon', 'village'] },
  { prompt: 'a librarian typing book titles before the shelves fall over', genres: ['typing'], nouns: ['librarian', 'book', 'shelf'] },
  // rhythm
  { prompt: 'a jellyfish disco where you pulse to the beat', genres: ['rhythm'], nouns: ['jellyfish', 'disco'] },
  { prompt: 'a drummer crab keeping the beat on bongos', genres: ['rhythm'], nouns: ['drummer', 'crab', 'bongo'] },
  { prompt: 'conduct the orchestra of frogs in the swamp by tapping in time', genres: ['rhythm'], nouns: ['orchestra', 'frog', 'swamp'] },
  // hop
  { prompt: 'a kitten hopping across stepping stones in the stream', genres: ['hop', 'platformer'], nouns: ['kitten', 'stone', 'stream'] },
  { prompt: 'geese crossing the motorway to get to the lake', genres: ['hop', 'dodge'], nouns: ['goose', 'motorway', 'lake'] },
  { prompt: 'leap from cloud to cloud as a tiny angel to reach heaven', genres: ['hop', 'platformer'], nouns: ['cloud', 'angel', 'heaven'] },
  // tycoon
  { prompt: 'run an ice cream parlour on the boardwalk, set prices and serve tourists', genres: ['tycoon'], nouns: ['ice cream', 'parlour', 'boardwalk', 'tourist'] },
  { prompt: 'a coffee cart that sells lattes to sleepy students', genres: ['tycoon'], nouns: ['coffee', 'cart', 'latte', 'student'] },
  { prompt: 'open a pet shop and sell hamsters and parrots for profit', genres: ['tycoon'], nouns: ['pet', 'shop', 'hamster', 'parrot'] },
  // breeding
  { prompt: 'breed glowing mushrooms in a cave to find new shapes', genres: ['breeding'], nouns: ['mushroom', 'cave', 'shape'] },
  { prompt: 'crossbreed chickens on grandma\'s farm for fancy feathers', genres: ['breeding'], nouns: ['chicken', 'farm', 'feather', 'grandma'] },
  // maze
  { prompt: 'escape a maze while a minotaur chases you', genres: ['maze'], nouns: ['maze', 'minotaur'] },
  { prompt: 'a hamster lost in the pipes of the sewer, hunted by a cat', genres: ['maze', 'dodge'], nouns: ['hamster', 'pipe', 'sewer', 'cat'] },
  { prompt: 'pac-man style: a ghost hunter eating candy corn in a haunted house', genres: ['maze'], nouns: ['hunter', 'candy corn', 'house'] },
  // quiz
  { prompt: 'a trivia game about dinosaurs', genres: ['quiz'], nouns: ['dinosaur'] },
  { prompt: 'quiz me on the bones of the human body', genres: ['quiz'], nouns: ['bone', 'body'] },
  // clicker
  { prompt: 'click the piggy bank to save pennies and buy a mansion', genres: ['clicker', 'tycoon'], nouns: ['piggy bank', 'penny', 'mansion'] },
  { prompt: 'an idle game where gnomes dig for gold under the hills', genres: ['clicker'], nouns: ['gnome', 'gold', 'hill'] },
  // adventure
  { prompt: 'explore an old lighthouse and solve the mystery of the missing keeper', genres: ['adventure'], nouns: ['lighthouse', 'keeper'] },
  { prompt: 'a knight searching the enchanted forest for a lost unicorn', genres: ['adventure'], nouns: ['knight', 'forest', 'unicorn'] },
  // dodge
  { prompt: 'an umbrella keeping a grumpy cat dry from raindrops', genres: ['dodge'], nouns: ['umbrella', 'cat', 'raindrop'] },
  { prompt: 'dodge the snowballs thrown by yetis on the mountain', genres: ['dodge'], nouns: ['snowball', 'yeti', 'mountain'] },
  // platformer
  { prompt: 'a platformer where a lumberjack jumps over logs in the woods', genres: ['platformer'], nouns: ['lumberjack', 'log', 'woods'] },
  { prompt: 'side-scrolling monkey swinging through the treetops grabbing mangoes', genres: ['platformer', 'hop'], nouns: ['monkey', 'treetop', 'mango'] },
  // snake
  { prompt: 'a dragon that grows longer with every sheep it eats', genres: ['snake'], nouns: ['dragon', 'sheep'] },
  { prompt: 'a conga line of party guests snaking round the dance floor', genres: ['snake', 'rhythm'], nouns: ['guest', 'floor'] },
  // cards
  { prompt: 'a card game where samurai duel with cherry blossom cards', genres: ['cards'], nouns: ['samurai', 'cherry blossom'] },
  { prompt: 'deck of bugs: beetles battle ants for the anthill', genres: ['cards'], nouns: ['beetle', 'ant', 'anthill'] },
  // match
  { prompt: 'a match-3 with seashells and starfish on the beach', genres: ['match'], nouns: ['seashell', 'starfish', 'beach'] },
  { prompt: 'swap the buttons in grandma\'s sewing box to make rows', genres: ['match'], nouns: ['button', 'box', 'grandma'] },
  // odd phrasing, short and long
  { prompt: 'bongos!!', genres: ['rhythm'], nouns: ['bongo'] },
  {
    prompt: 'so basically you are a tiny mailman who has to dash down the long main street on a bike delivering letters and parcels while dogs try to stop you',
    genres: ['racing', 'dodge'],
    nouns: ['mailman', 'street', 'bike', 'letter', 'parcel', 'dog'],
  },
];
