import { describe, expect, it } from '@jest/globals';
import { componentFieldDefaults, type FieldSchema } from '../index.js';

describe('componentFieldDefaults (schema defaults, null if none, then the given values on top)', () => {
  const schema: FieldSchema = { hp: { type: 'number', default: 100 }, shield: { type: 'number' }, tags: { default: ['a'] } };

  it('fills every field with its default, or null when it has none', () => {
    expect(componentFieldDefaults(schema)).toEqual({ hp: 100, shield: null, tags: ['a'] });
  });

  it('puts the given values on top, keeps given fields the schema does not name, and ignores undefined', () => {
    expect(componentFieldDefaults(schema, { hp: 5, extra: 'x', shield: undefined, tags: null })).toEqual({
      hp: 5,
      shield: null,
      tags: null,
      extra: 'x',
    });
  });

  it('copies defaults, so changing the result never changes the schema', () => {
    const fields = componentFieldDefaults(schema);
    (fields.tags as string[]).push('b');
    expect(schema.tags.default).toEqual(['a']);
  });

  it('treats a given "__proto__" as a plain field', () => {
    const fields = componentFieldDefaults({}, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(Object.keys(fields)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
