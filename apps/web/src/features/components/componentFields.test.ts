import { describe, expect, it } from '@jest/globals';
import { componentBody, componentChanges, describeFields, fieldLines, formValuesOf, parseFieldLines } from './componentFields';

describe('component fields', () => {
  it('reads one field per line with an optional default', () => {
    expect(parseFieldLines('hp = 100\nlabel = hero\n\nalive = true\nnotes')).toEqual({
      hp: { default: 100 },
      label: { default: 'hero' },
      alive: { default: true },
      notes: {},
    });
  });
  it('reads an optional type after a colon', () => {
    expect(parseFieldLines('hp: int = 100\ntint: color\nmood: calm|angry = calm\nat: vector = {"x": 0, "y": 0}')).toEqual({
      hp: { type: 'int', default: 100 },
      tint: { type: 'color' },
      mood: { type: 'calm|angry', default: 'calm' },
      at: { type: 'vector', default: { x: 0, y: 0 } },
    });
  });
  it('writes a schema as lines that read back the same, keeping descriptions of the fields that stay', () => {
    const schema = { hp: { type: 'int', default: 100, description: 'Hit points' }, label: { default: 'hero' }, code: { default: '42' }, tags: { default: ['a'] }, notes: {} };
    const lines = fieldLines(schema);
    expect(lines).toBe('hp: int = 100\nlabel = hero\ncode = "42"\ntags = ["a"]\nnotes');
    expect(parseFieldLines(lines, schema)).toEqual(schema);
    expect(parseFieldLines('hp: int = 90\nmana = 5', schema)).toEqual({ hp: { type: 'int', default: 90, description: 'Hit points' }, mana: { default: 5 } });
  });
  it('summarises a schema', () => {
    expect(describeFields({ hp: { default: 100 }, notes: {} })).toBe('hp = 100, notes');
    expect(describeFields({})).toBe('no fields');
  });
});

describe('the component edit form', () => {
  const health = {
    id: 'c1', slug: 'health', name: 'health', aliases: ['hp'], category: 'stats', gameId: 'g', game_id: 'g',
    fieldSchema: { hp: { type: 'int', default: 100, description: 'Hit points' } }, createdAt: '', updatedAt: '', createdBy: null,
  };
  it('opens with the component and changes nothing until edited', () => {
    const values = formValuesOf(health);
    expect(values).toEqual({ slug: 'health', name: '', category: 'stats', aliases: 'hp', fields: 'hp: int = 100' });
    expect(componentChanges(health, values)).toEqual({});
    expect(componentChanges(health, { ...values, aliases: 'HP, health' })).toEqual({});
  });
  it('sends only what changed; clearing the category sends null', () => {
    const values = formValuesOf(health);
    expect(componentChanges(health, { ...values, fields: 'hp: int = 120\nregen: float = 0.5', category: ' ' })).toEqual({
      category: null,
      fieldSchema: { hp: { type: 'int', default: 120, description: 'Hit points' }, regen: { type: 'float', default: 0.5 } },
    });
    expect(componentChanges(health, { ...values, slug: 'Vitality', name: 'Vitality' })).toEqual({ slug: 'vitality', name: 'Vitality' });
  });
  it('makes a create body of the form', () => {
    expect(componentBody({ slug: ' speed ', name: '', category: '', aliases: 'spd, ', fields: 'value: float = 2' }))
      .toEqual({ slug: 'speed', aliases: ['spd'], fieldSchema: { value: { type: 'float', default: 2 } } });
  });
});
