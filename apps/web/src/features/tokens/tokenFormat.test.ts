import { describe, expect, it } from '@jest/globals';
import { formatSigned, kindLabel, lastDays, refillText } from './tokenFormat';

describe('token history formatting', () => {
  it('pluralises the refill the way the out-of-tokens message does', () => {
    expect(refillText(1)).toBe('Next refill in 1 day');
    expect(refillText(3)).toBe('Next refill in 3 days');
    expect(refillText(0)).toBe('Next refill today');
    expect(refillText(null)).toBeNull();
  });

  it('signs amounts and names the kinds', () => {
    expect(formatSigned(1000)).toBe('+1,000');
    expect(formatSigned(-23)).toBe('−23');
    expect(kindLabel('weekly_allowance')).toBe('Weekly allowance');
    expect(kindLabel('refund_bonus')).toBe('refund bonus');
  });

  it('pads usage to 30 consecutive days ending today', () => {
    const today = new Date('2025-03-02T15:00:00Z');
    const days = lastDays([{ day: '2025-02-27', consumed: 40, granted: 0 }], 30, today);
    expect(days).toHaveLength(30);
    expect(days[0].day).toBe('2025-02-01');
    expect(days[29]).toEqual({ day: '2025-03-02', consumed: 0, granted: 0 });
    expect(days[26]).toEqual({ day: '2025-02-27', consumed: 40, granted: 0 });
  });
});
