// The offline agent's relevance suite (issue 17, "Measure"): prompts it has never been tuned on, each with the
// genres a reader would accept for it and the nouns its game should name. Written for this suite; none of them
// appears in the agent's word lists' own tests.

/**
 * The genres the offline agent should be able to make: the eight kinds it built before issue 17 and the eight issue 17
 * adds. A label names genres, not kinds, so the suite stays the same when kinds are composed from mechanics.
 */
export const GENRES = [
  'clicker', 'quiz', 'adventure', 'dodge', 'platformer', 'snake', 'cards', 'match',
  'defense', 'racing', 'typing', 'rhythm', 'hop', 'tycoon', 'breeding', 'maze',
] as const;
export type Genre = (typeof GENRES)[number];

export type RelevanceCase = {
  prompt: string;
  /** Any of these is a fair reading of the prompt. */
  genres: Genre[];
  /** Nouns of the prompt (singular); a game should name at least two of them where the player sees them. */
  nouns: string[];
};

export const RELEVANCE_CASES: RelevanceCase[] = [
  { prompt: 'a knight defending the castle gate from waves of trolls with a crossbow', genres: ['defense'], nouns: ['knight', 'castle', 'troll', 'crossbow'] },
  { prompt: 'plant sunflowers to stop slugs from eating the vegetable garden', genres: ['defense'], nouns: ['sunflower', 'slug', 'garden'] },
  { prompt: 'robots build turrets to protect the moon base from meteors', genres: ['defense', 'dodge'], nouns: ['robot', 'turret', 'moon', 'meteor'] },
  { prompt: 'shoot down paper planes with a water pistol before they reach the classroom', genres: ['defense'], nouns: ['plane', 'pistol', 'classroom'] },
  { prompt: 'a submarine firing torpedoes at incoming jellyfish', genres: ['defense', 'dodge'], nouns: ['submarine', 'torpedo', 'jellyfish'] },
  { prompt: 'guard the beehive from hungry bears by throwing pinecones', genres: ['defense'], nouns: ['beehive', 'bear', 'pinecone'] },
  { prompt: 'a snail racing a turtle to the end of the garden path', genres: ['racing'], nouns: ['snail', 'turtle', 'garden'] },
  { prompt: 'drive a taxi through the rainy city and pick up passengers before the meter runs out', genres: ['racing', 'dodge'], nouns: ['taxi', 'city', 'passenger'] },
  { prompt: 'a sled dog race across the frozen tundra', genres: ['racing'], nouns: ['sled', 'dog', 'tundra'] },
  { prompt: 'endless runner: a raccoon stealing sandwiches and escaping down the alley', genres: ['racing', 'dodge'], nouns: ['raccoon', 'sandwich', 'alley'] },
  { prompt: 'go-kart racing on a rainbow track with banana peels', genres: ['racing'], nouns: ['kart', 'track', 'banana'] },
  { prompt: 'a horse galloping through the prairie jumping over fences', genres: ['racing', 'hop', 'platformer'], nouns: ['horse', 'prairie', 'fence'] },
  { prompt: 'type the names of fruits to feed a hungry caterpillar', genres: ['typing'], nouns: ['fruit', 'caterpillar'] },
  { prompt: 'a typing game where each correct word launches a firework over the harbor', genres: ['typing'], nouns: ['word', 'firework', 'harbor'] },
  { prompt: 'spell the ingredients correctly to finish the witch potion before midnight', genres: ['typing'], nouns: ['ingredient', 'witch', 'potion'] },
  { prompt: 'a keyboard duel against a pirate captain: type faster than him to win the treasure', genres: ['typing', 'cards'], nouns: ['pirate', 'captain', 'treasure'] },
  { prompt: 'help the penguin dance by pressing the arrows in time with the music', genres: ['rhythm'], nouns: ['penguin', 'arrow', 'music'] },
  { prompt: 'a rooster crowing on the beat to wake the farm at sunrise', genres: ['rhythm'], nouns: ['rooster', 'farm', 'sunrise'] },
  { prompt: 'tap when the lighthouse beam passes the ship to guide it home', genres: ['rhythm'], nouns: ['lighthouse', 'beam', 'ship'] },
  { prompt: 'play the bongos along with the jungle parrots', genres: ['rhythm'], nouns: ['bongo', 'jungle', 'parrot'] },
  { prompt: 'a frog hopping across lily pads to reach the other side of the pond', genres: ['hop', 'platformer'], nouns: ['frog', 'lily', 'pond'] },
  { prompt: 'a goat climbing the mountain ledge by ledge to reach the summit', genres: ['hop', 'platformer'], nouns: ['goat', 'mountain', 'ledge', 'summit'] },
  { prompt: 'help the duckling cross the busy road to its mother', genres: ['hop', 'dodge'], nouns: ['duckling', 'road', 'mother'] },
  { prompt: 'a squirrel leaping between rooftops to collect acorns', genres: ['hop', 'platformer'], nouns: ['squirrel', 'rooftop', 'acorn'] },
  { prompt: 'run a lemonade stand: set the price, buy lemons and sugar, sell to the neighbours every day', genres: ['tycoon'], nouns: ['lemonade', 'lemon', 'sugar', 'price'] },
  { prompt: 'manage a bakery: bake bread in the morning and sell it before closing time', genres: ['tycoon'], nouns: ['bakery', 'bread'] },
  { prompt: 'own a flower shop, order tulips from the market and keep customers happy', genres: ['tycoon'], nouns: ['flower', 'shop', 'tulip', 'customer'] },
  { prompt: 'a bicycle repair workshop that grows from a garage into a factory', genres: ['tycoon', 'clicker'], nouns: ['bicycle', 'workshop', 'garage', 'factory'] },
  { prompt: 'an ice cream truck tycoon on a hot summer day', genres: ['tycoon'], nouns: ['ice', 'cream', 'truck', 'summer'] },
  { prompt: 'breed rabbits in the meadow and discover new fur patterns', genres: ['breeding'], nouns: ['rabbit', 'meadow', 'fur'] },
  { prompt: 'mix potions in a cauldron to discover new colours', genres: ['breeding', 'match'], nouns: ['potion', 'cauldron', 'colour'] },
  { prompt: 'raise baby dinosaurs in a volcano nursery and cross the species', genres: ['breeding'], nouns: ['dinosaur', 'volcano', 'nursery'] },
  { prompt: 'grow a fish tank by pairing goldfish to hatch rare ones', genres: ['breeding'], nouns: ['fish', 'tank', 'goldfish'] },
  { prompt: 'escape the haunted library while a ghost librarian chases you', genres: ['maze', 'dodge'], nouns: ['library', 'ghost', 'librarian'] },
  { prompt: 'a mouse finding its way through the kitchen maze to the cheese', genres: ['maze'], nouns: ['mouse', 'kitchen', 'cheese'] },
  { prompt: 'lost in the hedge labyrinth with the gardener right behind', genres: ['maze'], nouns: ['hedge', 'labyrinth', 'gardener'] },
  { prompt: 'a thief sneaking through the museum corridors avoiding the guards', genres: ['maze', 'dodge', 'adventure'], nouns: ['thief', 'museum', 'guard'] },
  { prompt: 'a quiz about the planets of the solar system', genres: ['quiz'], nouns: ['planet'] },
  { prompt: 'test my knowledge of famous inventors', genres: ['quiz'], nouns: ['inventor'] },
  { prompt: 'trivia night about the oceans and the animals in them', genres: ['quiz'], nouns: ['ocean', 'animal'] },
  { prompt: 'a geography quiz: capitals of the world', genres: ['quiz'], nouns: ['capital', 'world'] },
  { prompt: 'catch falling snowflakes on your tongue but dodge the icicles', genres: ['dodge'], nouns: ['snowflake', 'tongue', 'icicle'] },
  { prompt: 'a hot air balloon drifting up while avoiding birds and storm clouds', genres: ['dodge'], nouns: ['balloon', 'bird', 'cloud'] },
  { prompt: 'a spaceship weaving between comets to deliver mail to Mars', genres: ['dodge', 'racing'], nouns: ['spaceship', 'comet', 'mail'] },
  { prompt: 'a worm growing longer as it eats apples in the orchard', genres: ['snake'], nouns: ['worm', 'apple', 'orchard'] },
  { prompt: 'a train that adds a wagon for every passenger it picks up', genres: ['snake'], nouns: ['train', 'wagon', 'passenger'] },
  { prompt: 'swap candies in a jar to make rows of three', genres: ['match'], nouns: ['candy', 'jar'] },
  { prompt: 'line up gems in the dwarf mine to clear the tunnel', genres: ['match'], nouns: ['gem', 'dwarf', 'mine', 'tunnel'] },
  { prompt: 'a card battle between elemental wizards', genres: ['cards'], nouns: ['card', 'wizard'] },
  { prompt: 'a deck-building duel with sea monsters', genres: ['cards'], nouns: ['deck', 'monster'] },
  { prompt: 'a choose-your-path story about a detective solving a mystery on a train', genres: ['adventure'], nouns: ['detective', 'mystery', 'train'] },
  { prompt: 'explore the abandoned space station and find out what happened to the crew', genres: ['adventure'], nouns: ['station', 'crew'] },
  { prompt: 'a text adventure in a sunken pirate ship', genres: ['adventure'], nouns: ['pirate', 'ship'] },
  { prompt: 'a ninja jumping between bamboo platforms to reach the temple', genres: ['platformer', 'hop'], nouns: ['ninja', 'bamboo', 'temple'] },
  { prompt: 'a robot running and jumping through the scrapyard collecting bolts', genres: ['platformer', 'racing'], nouns: ['robot', 'scrapyard', 'bolt'] },
  { prompt: 'tap the cookie jar to bake thousands of cookies and hire grandmas', genres: ['clicker'], nouns: ['cookie', 'jar', 'grandma'] },
  { prompt: 'click to mine crystals and upgrade your pickaxe', genres: ['clicker', 'tycoon'], nouns: ['crystal', 'pickaxe'] },
  { prompt: 'a windmill farm that generates energy idle game', genres: ['clicker', 'tycoon'], nouns: ['windmill', 'farm', 'energy'] },
  { prompt: 'a firefighter spraying water on burning houses before they collapse', genres: ['defense', 'clicker'], nouns: ['firefighter', 'water', 'house'] },
  { prompt: 'a goalkeeper stopping penalty shots in the final', genres: ['defense', 'rhythm', 'dodge'], nouns: ['goalkeeper', 'penalty', 'shot'] },
  { prompt: 'feed the hungry hippos by tapping when the fruit drops', genres: ['rhythm', 'clicker', 'dodge'], nouns: ['hippo', 'fruit'] },
  { prompt: 'a hamster racing on a wheel to power the town lights', genres: ['racing', 'clicker'], nouns: ['hamster', 'wheel', 'town'] },
  { prompt: 'a zookeeper running the zoo: buy animals, sell tickets, keep them fed', genres: ['tycoon'], nouns: ['zookeeper', 'zoo', 'animal', 'ticket'] },
  { prompt: 'dodge the falling coconuts as a crab on the island beach', genres: ['dodge'], nouns: ['coconut', 'crab', 'island', 'beach'] },
];
