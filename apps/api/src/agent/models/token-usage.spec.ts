import { describe, expect, it } from '@jest/globals';
import { addUsage, normaliseUsage, tokensCharged, tokensForUsage, ZERO_USAGE } from './token-usage.js';

describe('tokensCharged', () => {
  const usage = { inputTokens: 120, outputTokens: 300, totalTokens: 420 };

  it('takes nothing for the offline model by default, and the configured amount per turn otherwise', () => {
    expect(tokensCharged('tempest-offline', usage, 0)).toBe(0);
    expect(tokensCharged('tempest-offline', undefined, 0)).toBe(0);
    expect(tokensCharged('tempest-offline', usage, 25)).toBe(25);
    expect(tokensCharged('tempest-offline', usage, -3)).toBe(0);
  });

  it('charges a provider model its reported usage, at least 1, whatever the offline setting', () => {
    expect(tokensCharged('claude-sonnet-4-5', usage, 0)).toBe(420);
    expect(tokensCharged('gpt-5', undefined, 25)).toBe(1);
  });
});

describe('tokensForUsage', () => {
  it('takes the total the provider reports', () => {
    expect(tokensForUsage({ inputTokens: 120, outputTokens: 30, totalTokens: 150 })).toBe(150);
  });

  it('adds input and output when the total is missing or smaller', () => {
    expect(tokensForUsage({ inputTokens: 120, outputTokens: 30 })).toBe(150);
    expect(tokensForUsage({ inputTokens: 120, outputTokens: 30, totalTokens: 10 })).toBe(150);
  });

  it('charges at least 1 token per call, even with no usage at all', () => {
    expect(tokensForUsage(undefined)).toBe(1);
    expect(tokensForUsage({})).toBe(1);
    expect(tokensForUsage({ inputTokens: 0, outputTokens: 0, totalTokens: 0 })).toBe(1);
  });

  it('ignores negative, fractional and non-finite figures sensibly', () => {
    expect(tokensForUsage({ inputTokens: -5, outputTokens: Number.NaN, totalTokens: Number.POSITIVE_INFINITY })).toBe(1);
    expect(tokensForUsage({ inputTokens: 2.4, outputTokens: 2.6 })).toBe(5);
  });
});

describe('normaliseUsage and addUsage', () => {
  it('fill missing figures with 0 and sum field by field', () => {
    const a = normaliseUsage({ inputTokens: 10 });
    expect(a).toEqual({ inputTokens: 10, outputTokens: 0, totalTokens: 10 });
    expect(addUsage(addUsage(ZERO_USAGE, a), normaliseUsage({ inputTokens: 1, outputTokens: 2, totalTokens: 3 }))).toEqual({ inputTokens: 11, outputTokens: 2, totalTokens: 13 });
  });
});
