import { describe, expect, it } from '@jest/globals';
import { buildError, formatErrorText, MAX_ERRORS, toErrorDetail } from './build-errors.js';

describe('build errors for the overlay', () => {
  it('writes one marker per line, the example indented by four spaces', () => {
    const detail = toErrorDetail([
      buildError("Type 'string' is not assignable to type 'number'.", { file: 'index.tsx', line: 12, column: 7 }, {
        suggestion: 'Change the value or the declared type so they match.',
        example: 'const count: number = 0;\nconsole.log(count);',
        alternatives: ['use Number(value) to convert'],
        files: ['index.tsx', 'components/Board.tsx'],
      }),
    ]);
    expect(formatErrorText(detail)).toBe(
      [
        "Error: Type 'string' is not assignable to type 'number'.",
        'Location: index.tsx:12:7',
        'Suggestion: Change the value or the declared type so they match.',
        'Example:',
        '    const count: number = 0;',
        '    console.log(count);',
        'Alternatives: use Number(value) to convert',
        'Files: index.tsx, components/Board.tsx',
      ].join('\n'),
    );
  });

  it('leaves out the markers it does not know and keeps messages on one line', () => {
    const detail = toErrorDetail([buildError('Something broke\n  in two lines')]);
    expect(formatErrorText(detail)).toBe('Error: Something broke in two lines');
    expect(detail).toMatchObject({ file: null, line: null, column: null, suggestion: null, example: null, alternatives: [], files: [] });
  });

  it('lists every error (at most 20) and the files they are in', () => {
    const errors = Array.from({ length: 25 }, (_, i) => buildError(`error ${i}`, { file: i % 2 ? 'a.tsx' : 'b.tsx', line: i + 1, column: 1 }));
    const detail = toErrorDetail(errors);
    expect(detail.errors).toHaveLength(MAX_ERRORS);
    expect(detail.errors[3]).toEqual({ message: 'error 3', file: 'a.tsx', line: 4, column: 1, suggestion: null });
    expect(detail.files).toEqual(['b.tsx', 'a.tsx']);
    expect(formatErrorText(detail)).toContain('Location: b.tsx:1:1');
  });
});
