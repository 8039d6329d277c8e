import type { GameTypeInterest } from '@tempest/contracts';

/** The embedded screen's typewriter placeholder cycles through these four (docs/api-agent.md, The prompt screen). */
export const TYPEWRITER_SUGGESTIONS = [
  'A space dodge game called Star Hopper',
  'A cozy clicker where a cat runs a bakery',
  'A quiz about the planets of the solar system',
  'A haunted-house text adventure with three endings',
] as const;

/** The full-page screen's rotating examples; a click puts one in the box. */
export const EXAMPLE_PROMPTS = [
  'A neon snake game where the snake speeds up with every apple',
  'A card battle between wizards with fire, ice and storm spells',
  'A match-three puzzle set in an underwater coral city',
  'A platformer about a robot climbing a volcano',
  'An idle game where you grow a forest from a single seed',
  'A pirate trivia quiz with a treasure map for a score board',
  'A text adventure in a lighthouse during a storm',
  'An arena game where a knight dodges falling meteors',
  'A memory game with tiles from ancient Egypt',
] as const;

/** Examples for each kind of game a creator can say they like in onboarding (stage 3). */
export const INTEREST_PROMPTS: Record<GameTypeInterest, readonly string[]> = {
  arcade: ['A snake game in a neon city that speeds up with every battery', 'A dodge game where a comet weaves between falling asteroids', 'A racing game with go-karts on a candy track'],
  puzzle: ['A match-three puzzle with gems in a dragon cave', 'A maze where a mouse escapes a cat through the cheese cellar', 'A memory game with tiles of deep-sea creatures'],
  quiz: ['A quiz about the planets of the solar system', 'A trivia quiz about famous paintings', 'A quiz about animals of the rainforest'],
  adventure: ['A text adventure in an abandoned space station', 'A platformer about a fox climbing a snowy mountain', 'A haunted-house adventure with three endings'],
  strategy: ['A tower defense where mushrooms defend a forest from beetles', 'A card battle between pirates with cannon and sword cards', 'A tower defense on a castle wall against waves of goblins'],
  idle: ['A clicker where a cat runs a bakery', 'A tycoon game about running a lemonade stand', 'An idle game where you grow a forest from a single seed'],
};

/** Pure: the chosen kinds' examples first, taken in turn (one of each, then the next of each), then the rest. */
export const examplePromptsFor = (interests: readonly GameTypeInterest[], rest: readonly string[] = EXAMPLE_PROMPTS): string[] => {
  const lists = interests.map((interest) => INTEREST_PROMPTS[interest]);
  const depth = Math.max(0, ...lists.map((list) => list.length));
  const picked = Array.from({ length: depth }, (_, i) => lists.map((list) => list[i]).filter((p): p is string => p !== undefined)).flat();
  return [...picked, ...rest.filter((prompt) => !picked.includes(prompt))];
};

/** Pure: the embedded screen's four typewriter suggestions (spec 1 §2), the chosen kinds' first. */
export const typewriterSuggestionsFor = (interests: readonly GameTypeInterest[]): string[] =>
  examplePromptsFor(interests, TYPEWRITER_SUGGESTIONS).slice(0, TYPEWRITER_SUGGESTIONS.length);
