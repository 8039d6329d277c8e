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
