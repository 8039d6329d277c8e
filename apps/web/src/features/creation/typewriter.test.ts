import { describe, expect, it } from '@jest/globals';
import { EXAMPLE_PROMPTS, examplePromptsFor, INTEREST_PROMPTS, TYPEWRITER_SUGGESTIONS, typewriterSuggestionsFor } from './examplePrompts';
import {
  DELETE_MS,
  HOLD_MS,
  PAUSE_MS,
  rotatingWindow,
  TYPE_MS,
  TYPEWRITER_START,
  typewriterStep,
  typewriterText,
  type TypewriterState,
} from './typewriter';

/** Every (text shown, time shown) of the typewriter until it has shown `count` states. */
function run(lines: string[], count: number): { text: string; delay: number }[] {
  const shown: { text: string; delay: number }[] = [];
  let state: TypewriterState = TYPEWRITER_START;
  for (let i = 0; i < count; i += 1) {
    const { delay, next } = typewriterStep(state, lines);
    shown.push({ text: typewriterText(state, lines), delay });
    state = next;
  }
  return shown;
}

describe('the typewriter placeholder', () => {
  it('types a line, holds it, erases it, pauses, then types the next one', () => {
    expect(run(['ab', 'xyz'], 9)).toEqual([
      { text: '', delay: TYPE_MS },
      { text: 'a', delay: TYPE_MS },
      { text: 'ab', delay: HOLD_MS },
      { text: 'a', delay: DELETE_MS },
      { text: '', delay: PAUSE_MS },
      { text: 'x', delay: TYPE_MS },
      { text: 'xy', delay: TYPE_MS },
      { text: 'xyz', delay: HOLD_MS },
      { text: 'xy', delay: DELETE_MS },
    ]);
  });

  it('cycles back to the first of four lines', () => {
    const lines = ['a', 'b', 'c', 'd'];
    const holds = (count: number) =>
      run(lines, count)
        .filter((step) => step.delay === HOLD_MS)
        .map((step) => step.text);
    expect(holds(8)).toEqual(['a', 'b', 'c', 'd']);
    expect(run(lines, 9).at(-1)).toEqual({ text: '', delay: PAUSE_MS });
    expect(holds(10)).toEqual(['a', 'b', 'c', 'd', 'a']);
  });
});

describe('rotating examples', () => {
  it('shows consecutive pages, wrapping round', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(rotatingWindow(items, 0, 3)).toEqual(['a', 'b', 'c']);
    expect(rotatingWindow(items, 1, 3)).toEqual(['d', 'e', 'a']);
    expect(rotatingWindow(items, 2, 3)).toEqual(['b', 'c', 'd']);
    expect(rotatingWindow(['a', 'b'], 5, 3)).toEqual(['a', 'b']);
  });
});

describe('example prompts by the kinds of game chosen in onboarding', () => {
  it('offers the chosen kinds first, taken in turn, then the usual examples', () => {
    const examples = examplePromptsFor(['quiz', 'strategy']);
    expect(examples.slice(0, 4)).toEqual([INTEREST_PROMPTS.quiz[0], INTEREST_PROMPTS.strategy[0], INTEREST_PROMPTS.quiz[1], INTEREST_PROMPTS.strategy[1]]);
    expect(examples.slice(6)).toEqual([...EXAMPLE_PROMPTS]);
  });

  it('keeps the usual examples and four typewriter lines without a choice', () => {
    expect(examplePromptsFor([])).toEqual([...EXAMPLE_PROMPTS]);
    expect(typewriterSuggestionsFor([])).toEqual([...TYPEWRITER_SUGGESTIONS]);
    expect(typewriterSuggestionsFor(['idle'])).toEqual([...INTEREST_PROMPTS.idle, TYPEWRITER_SUGGESTIONS[0]]);
  });
});
