import { describe, expect, it } from '@jest/globals';
import { MARKER_SEVERITY, toMarkerData } from './markers';

describe('toMarkerData', () => {
  const lines = ['def f(:', '    pass', ''];
  const length = (line: number) => lines[line - 1]?.length ?? 0;

  it('underlines from the reported column to the end of the line, as an error by default', () => {
    expect(toMarkerData([{ line: 1, column: 7, message: 'invalid syntax' }], lines.length, length)).toEqual([
      { startLineNumber: 1, startColumn: 7, endLineNumber: 1, endColumn: 8, message: 'invalid syntax', severity: MARKER_SEVERITY.error },
    ]);
  });

  it('clamps a marker past the end of the text to the last line', () => {
    const [marker] = toMarkerData([{ line: 40, column: 3, message: 'x', severity: 'warning' }], lines.length, length);
    expect(marker).toMatchObject({ startLineNumber: 3, startColumn: 1, endColumn: 2, severity: MARKER_SEVERITY.warning });
  });
});
