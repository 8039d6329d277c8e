import { describe, expect, it } from '@jest/globals';
import { GENRES, RELEVANCE_CASES } from './relevance-prompts.js';
import { judge, names, rates } from './relevance.js';

/**
 * Issue 17's relevance suite: the share of prompts that get a game of an accepted genre, and of games that name
 * at least two of the prompt's nouns. The floors are what the agent reaches today; each change that raises a
 * rate raises its floor here, up to the issue's 90 % for both.
 */
const FLOORS = { genre: 0.95, nouns: 0.65 }; // 2026-11-28: 95.3 % and 65.6 % (issue 17's eight new genres)

describe('the offline agent on prompts it was never tuned on', () => {
  const results = RELEVANCE_CASES.map(judge);

  it('has at least 60 labelled prompts, every label a known genre', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
    for (const c of RELEVANCE_CASES) {
      expect(c.genres.every((g) => (GENRES as readonly string[]).includes(g))).toBe(true);
      expect(c.nouns.length).toBeGreaterThan(0);
    }
  });

  it('builds the genre asked for and names the prompt\'s nouns, at least as often as its floors', () => {
    const rate = rates(results);
    const misses = results.filter((r) => !r.genreOk).map((r) => `  ${r.genre.padEnd(10)} "${r.title}" ← ${r.prompt} (wanted ${r.genres.join('/')})`);
    const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
    process.stdout.write(`relevance: genre match ${pct(rate.genre)}, games naming ≥ 2 of the prompt's nouns ${pct(rate.nouns)} (${results.length} prompts)\n${misses.join('\n')}\n`);
    expect(rate.genre).toBeGreaterThanOrEqual(FLOORS.genre);
    expect(rate.nouns).toBeGreaterThanOrEqual(FLOORS.nouns);
  });

  it('matches a noun in its plural forms, as a whole word', () => {
    expect(names('three wolves howl', 'wolf')).toBe(true);
    expect(names('cherries and berries', 'cherry')).toBe(true);
    expect(names('the catalogue', 'cat')).toBe(false);
    expect(names('two foxes', 'fox')).toBe(true);
  });
});
