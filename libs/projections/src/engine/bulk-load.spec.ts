import { describe, expect, it } from '@jest/globals';
import { copyValue } from './bulk-load.js';

describe('copyValue (COPY text format)', () => {
  it('writes null and undefined as \\N, dates as ISO text and objects as JSON', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(undefined)).toBe('\\N');
    expect(copyValue(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(copyValue({ a: 1 })).toBe('{"a":1}');
    expect(copyValue(12n)).toBe('12');
  });

  it('leaves text with nothing to escape as it is, and escapes backslash, tab and line breaks', () => {
    expect(copyValue('renamed "Clicker" to "Clicker 2"')).toBe('renamed "Clicker" to "Clicker 2"');
    expect(copyValue('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyValue({ s: 'x\ty' })).toBe('{"s":"x\\\\ty"}');
  });
});
