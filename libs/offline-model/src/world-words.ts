import { promptWords } from './kinds/prompt-nouns.js';

/** At most this many: the `world` check wants one of them visible, and a long prompt's tail adds little. */
export const WORLD_WORDS_MAX = 12;

/**
 * Pure: the nouns of the prompt's world beyond the title ("a dragon that breathes fire at falling meteors to
 * protect a village", titled "Dragon Defence" → meteors, village, …): a game that shows only its title has
 * not shown its world. The prompt's nouns are the offline model's (kinds/prompt-nouns.ts), so the agent's
 * build and the playtest read a prompt alike.
 */
export const worldWordsOf = (prompt: string, title: string): string[] => {
  const titled = new Set(promptWords(title).flatMap((w) => [w, w.replace(/s$/, '')]));
  return promptWords(prompt)
    .filter((w) => !titled.has(w) && !titled.has(w.replace(/s$/, '')))
    .slice(0, WORLD_WORDS_MAX);
};
