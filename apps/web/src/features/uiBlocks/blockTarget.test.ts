import { describe, expect, it } from '@jest/globals';
import { targetText } from './blockTarget';

describe('the line above the block preview', () => {
  it('says what Insert or Update will do, and after a refusal that nothing was written (never "inserted")', () => {
    expect(targetText('Progress bar', null, 8, false)).toBe('New Progress bar: Insert puts it at the cursor (line 8)');
    expect(targetText('Button', 6, 6, false)).toBe('Editing the Button on line 6');
    const refused = targetText('Progress bar', null, 2, true);
    expect(refused).toBe('The Progress bar was not written: see why below');
    expect(refused).not.toMatch(/inserted/);
  });
});
