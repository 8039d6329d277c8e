import { describe, expect, it } from '@jest/globals';
import { describeFields, parseFieldLines } from './componentFields';

describe('component fields', () => {
  it('reads one field per line with an optional default', () => {
    expect(parseFieldLines('hp = 100\nlabel = hero\n\nalive = true\nnotes')).toEqual({
      hp: { default: 100 },
      label: { default: 'hero' },
      alive: { default: true },
      notes: {},
    });
  });
  it('summarises a schema', () => {
    expect(describeFields({ hp: { default: 100 }, notes: {} })).toBe('hp = 100, notes');
    expect(describeFields({})).toBe('no fields');
  });
});
