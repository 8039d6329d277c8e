import { describe, expect, it } from '@jest/globals';
import { parseBuildError } from './buildErrorText';

const FULL = [
  "Error: Type 'string' is not assignable to type 'number'.",
  'Location: index.tsx:12:7',
  'Suggestion: Change the value or the declared type so they match.',
  'Example:',
  '    const count: number = 0;',
  '    setCount(count + 1);',
  'Alternatives: use Number(value) to convert',
  'Files: index.tsx, components/Board.tsx',
].join('\n');

describe('parseBuildError', () => {
  it('reads every marker of the contract', () => {
    expect(parseBuildError(FULL)).toEqual({
      message: "Type 'string' is not assignable to type 'number'.",
      location: 'index.tsx:12:7',
      suggestion: 'Change the value or the declared type so they match.',
      example: 'const count: number = 0;\nsetCount(count + 1);',
      alternatives: ['use Number(value) to convert'],
      files: ['index.tsx', 'components/Board.tsx'],
      rest: null,
    });
  });

  it('keeps only the markers present', () => {
    const parsed = parseBuildError('Error: Could not resolve "./Board"\nLocation: index.tsx:1:19');
    expect(parsed?.message).toBe('Could not resolve "./Board"');
    expect(parsed?.location).toBe('index.tsx:1:19');
    expect(parsed?.suggestion).toBeNull();
    expect(parsed?.example).toBeNull();
    expect(parsed?.alternatives).toEqual([]);
    expect(parsed?.files).toEqual([]);
  });

  it('answers null for text without markers, so the overlay shows it raw', () => {
    expect(parseBuildError('Something exploded')).toBeNull();
    expect(parseBuildError('')).toBeNull();
    expect(parseBuildError(null)).toBeNull();
  });

  it('continues a long message on the lines under Error:, and keeps stray lines after other markers', () => {
    const parsed = parseBuildError('Error: first line\n  second line\nLocation: a.ts:1:1\nunexpected trailer');
    expect(parsed?.message).toBe('first line\n  second line');
    expect(parsed?.rest).toBe('unexpected trailer');
  });

  it('splits several alternatives and files, and tolerates CRLF', () => {
    const parsed = parseBuildError('Error: x\r\nAlternatives: react, react-dom; @tempest/game-sdk\r\nFiles: one.ts,two.ts');
    expect(parsed?.alternatives).toEqual(['react', 'react-dom', '@tempest/game-sdk']);
    expect(parsed?.files).toEqual(['one.ts', 'two.ts']);
  });
});
