import { describe, expect, it } from '@jest/globals';
import { turnCostLabel } from './modelCost';

describe('turnCostLabel', () => {
  it('says the offline model is free by default, or what it takes a turn when configured', () => {
    expect(turnCostLabel({ tokensPerTurn: 0 })).toBe('Free');
    expect(turnCostLabel({ tokensPerTurn: 40 })).toBe('~40 tokens a turn');
    expect(turnCostLabel({ tokensPerTurn: 1 })).toBe('~1 token a turn');
    expect(turnCostLabel({ tokensPerTurn: 1500 })).toBe('~1,500 tokens a turn');
  });

  it('says a provider model is charged by usage, and nothing when the server did not say', () => {
    expect(turnCostLabel({ tokensPerTurn: null })).toBe('charged by usage');
    expect(turnCostLabel({})).toBeNull();
  });
});
