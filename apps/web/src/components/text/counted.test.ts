import { describe, expect, it } from '@jest/globals';
import { counted } from './counted';

describe('counted', () => {
  it('names one thing in the singular and any other count in the plural', () => {
    expect(counted(1, 'checkpoint')).toBe('1 checkpoint');
    expect(counted(0, 'checkpoint')).toBe('0 checkpoints');
    expect(counted(2, 'later change')).toBe('2 later changes');
  });
  it('takes an irregular plural and groups thousands', () => {
    expect(counted(3, 'match', 'matches')).toBe('3 matches');
    expect(counted(12000, 'event')).toBe('12,000 events');
  });
});
