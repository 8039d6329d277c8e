import { analyzePrompt } from '../analyze-prompt.js';
import { buildGame } from '../build-game.js';
import type { GameBlueprint } from '../game-plan.js';
import { article } from '../inflect.js';
import { premiseOf } from '../prompt-grammar.js';
import type { Genre, RelevanceCase } from './relevance-prompts.js';

/** The genre a built game reads as: each kind is its own genre. */
export const genreOf = (game: GameBlueprint): Genre => game.plan.kind;

/** The strings of a game's frontend a player can read: its JSX text and string literals (not class lists or imports). */
const frontendStrings = (game: GameBlueprint): string[] =>
  game.frontendFiles
    .filter((file) => /\.(tsx|jsx|ts|js)$/.test(file.filename))
    .flatMap((file) => {
      const content = file.content.replace(/className=(?:"[^"]*"|\{[^}]*\})/g, '').replace(/^import .*$/gm, '');
      return [
        ...[...content.matchAll(/>([^<>{}]*[A-Za-z][^<>{}]*)</g)].map((m) => m[1]),
        ...[...content.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? ''),
      ];
    });

/** What a player reads in a game: its title, its entities' names, and the frontend's text. */
export const visibleText = (game: GameBlueprint): string =>
  [game.plan.title, ...game.entities.map((e) => e.name), ...frontendStrings(game)].join('\n').toLowerCase();

/** The noun, or a plural of it, as a word of the text. */
export const names = (text: string, noun: string): boolean => {
  const n = noun.toLowerCase();
  const forms = [n, `${n}s`, `${n}es`];
  if (n.endsWith('y')) forms.push(`${n.slice(0, -1)}ies`);
  if (n.endsWith('f')) forms.push(`${n.slice(0, -1)}ves`);
  if (n.endsWith('fe')) forms.push(`${n.slice(0, -2)}ves`);
  return forms.some((f) => new RegExp(`(^|[^a-z])${f}([^a-z]|$)`).test(text));
};

/** `alone`: the nouns named without the premise line (the prompt's own words under the title), by the title, roles, sprites and rules text alone. */
export type RelevanceResult = RelevanceCase & { genre: Genre; title: string; genreOk: boolean; named: string[]; alone: string[] };

export const judge = (c: RelevanceCase): RelevanceResult => {
  const game = buildGame(analyzePrompt(c.prompt));
  const genre = genreOf(game);
  const text = visibleText(game);
  const alone = text.split(premiseOf(game.plan.prompt, game.plan.hero).toLowerCase()).join('\n');
  return { ...c, genre, title: game.plan.title, genreOk: c.genres.includes(genre), named: c.nouns.filter((n) => names(text, n)), alone: c.nouns.filter((n) => names(alone, n)) };
};

/** The share of prompts whose game is of an accepted genre, and of games naming at least two of the prompt's nouns. */
export const rates = (results: RelevanceResult[]): { genre: number; nouns: number; alone: number } => ({
  genre: results.filter((r) => r.genreOk).length / results.length,
  nouns: results.filter((r) => r.named.length >= Math.min(2, r.nouns.length)).length / results.length,
  alone: results.filter((r) => r.alone.length >= Math.min(2, r.nouns.length)).length / results.length,
});

/**
 * Pure: what reads wrong in generated text (issue 17, "words that read right"): an article that does not fit its
 * word ("a apple", "an cat"), a word said twice ("the the"), a list naming one thing twice ("golds and gold"), a
 * plural cut short ("wolve"). Each problem is quoted.
 */
export const wordingProblems = (text: string): string[] => {
  const problems: string[] = [];
  for (const m of text.matchAll(/(?<![\w'-])(a|an) ([a-z0-9][\w-]*)/gi)) {
    if (m[1].toLowerCase() !== article(m[2])) problems.push(`"${m[0]}"`);
  }
  for (const m of text.matchAll(/\b([a-z]{2,}) \1\b/gi)) problems.push(`"${m[0]}"`);
  for (const m of text.matchAll(/\b([a-z]{3,}?)s? and \1s?\b/gi)) problems.push(`"${m[0]}"`);
  for (const m of text.matchAll(/\b[a-z]*(?:wolve|knive|leave|shelve|thieve|elve)\b/gi)) problems.push(`"${m[0]}"`);
  return problems;
};

/** Every sentence a player or creator reads from a game of this prompt: the visible text and the chat's description. */
export const generatedText = (prompt: string): string => {
  const game = buildGame(analyzePrompt(prompt));
  return [game.plan.title, ...game.entities.map((e) => e.name), ...game.prompts.map((p) => p.description), ...game.tools.map((t) => t.description), ...frontendStrings(game)].join('\n');
};
