import { describe, expect, it } from '@jest/globals';
import { buildLogLines, failingFiles, parseBuildError, parseErrorLocation } from './buildErrorText';

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

describe('error locations', () => {
  it('reads file, line and column from a location', () => {
    expect(parseErrorLocation('index.tsx:64:7')).toEqual({ file: 'index.tsx', line: 64, column: 7 });
    expect(parseErrorLocation(' components/Board.tsx:3 ')).toEqual({ file: 'components/Board.tsx', line: 3, column: 1 });
  });

  it('refuses what is not a location', () => {
    expect(parseErrorLocation('index.tsx')).toBeNull();
    expect(parseErrorLocation('index.tsx:0:1')).toBeNull();
    expect(parseErrorLocation('')).toBeNull();
    expect(parseErrorLocation(null)).toBeNull();
    expect(parseErrorLocation('see index.tsx:4:2 for more')).toBeNull();
  });

  it('names each failing file once', () => {
    const detail = { file: 'index.tsx', errors: [{ file: 'index.tsx' }, { file: 'Board.tsx' }, { file: 'index.tsx' }, { file: null }] };
    expect(failingFiles(detail)).toEqual(['index.tsx', 'Board.tsx']);
    expect(failingFiles({ file: 'a.ts', errors: [] })).toEqual(['a.ts']);
    expect(failingFiles(null)).toEqual([]);
  });
});

describe('the build-error notice logs', () => {
  it('lists every error of the build, one line each, only when there is more than one', () => {
    const one = { message: 'Type mismatch', file: 'index.tsx', line: 3, column: 9 };
    expect(buildLogLines(null)).toEqual([]);
    expect(buildLogLines({ errors: [one] })).toEqual([]);
    expect(buildLogLines({ errors: [one, { message: 'Cannot find name x', file: 'Board.tsx', line: 7, column: null }, { message: 'Bundling failed', file: null, line: null, column: null }] }))
      .toEqual(['index.tsx:3:9 Type mismatch', 'Board.tsx:7 Cannot find name x', 'Bundling failed']);
  });
});
