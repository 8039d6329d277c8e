import { describe, expect, it } from '@jest/globals';
import {
  entityContentOf,
  entityPatch,
  newEntityContent,
  normalizeEntityComponentState,
  normalizeEntityName,
  normalizeEntityType,
  normalizeFolderPath,
  normalizeTriggerState,
  type DomainError,
} from '../index.js';

const codeOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).code;
  }
  throw new Error('expected a DomainError');
};

describe('entity_type (lowercased and trimmed; empty types are refused)', () => {
  it('lowercases and trims', () => {
    expect(normalizeEntityType('  Enemy ')).toBe('enemy');
  });

  it.each([[''], ['   '], [undefined], [null], [42]])('refuses %p with entity.invalid_type', (raw) => {
    expect(codeOf(() => normalizeEntityType(raw))).toBe('entity.invalid_type');
  });

  it('refuses more than 100 characters', () => {
    expect(normalizeEntityType('a'.repeat(100))).toHaveLength(100);
    expect(codeOf(() => normalizeEntityType('a'.repeat(101)))).toBe('entity.invalid_type');
  });
});

describe('name', () => {
  it('is trimmed and defaults to the entity type when empty or absent', () => {
    expect(normalizeEntityName('  Goblin King ', 'enemy')).toBe('Goblin King');
    expect(normalizeEntityName('   ', 'enemy')).toBe('enemy');
    expect(normalizeEntityName(undefined, 'enemy')).toBe('enemy');
  });

  it('refuses more than 100 characters and non-strings', () => {
    expect(codeOf(() => normalizeEntityName('n'.repeat(101), 'enemy'))).toBe('entity.invalid_name');
    expect(codeOf(() => normalizeEntityName(7, 'enemy'))).toBe('entity.invalid_name');
  });
});

describe('trigger_state', () => {
  it('defaults to no triggers and nothing fired', () => {
    expect(normalizeTriggerState(undefined)).toEqual({ triggers: [], fired_triggers: {} });
    expect(normalizeTriggerState({ triggers: ['on_hit'] })).toEqual({ triggers: ['on_hit'], fired_triggers: {} });
  });

  it('keeps trigger names and trigger objects', () => {
    const state = { triggers: ['on_hit', { name: 'on_death', once: true }], fired_triggers: { on_hit: 3 } };
    expect(normalizeTriggerState(state)).toEqual(state);
  });

  it.each([
    ['a list', []],
    ['triggers that are not a list', { triggers: 'on_hit' }],
    ['a trigger that is a number', { triggers: [1] }],
    ['fired_triggers that is a list', { fired_triggers: [] }],
    ['an unknown key', { triggers: [], armed: true }],
  ])('refuses %s with entity.invalid_trigger_state', (_case, raw) => {
    expect(codeOf(() => normalizeTriggerState(raw))).toBe('entity.invalid_trigger_state');
  });
});

describe('component_state (keyed by component slug)', () => {
  it('fills scriptId and fieldData, and lowercases and trims keys', () => {
    expect(normalizeEntityComponentState({ ' Health ': { componentName: 'Health' } })).toEqual({
      health: { componentName: 'Health', scriptId: null, fieldData: {} },
    });
  });

  it('keeps a "__proto__" key as a plain key', () => {
    const state = normalizeEntityComponentState(JSON.parse('{"__proto__": {"componentName": "P", "fieldData": {"x": 1}}}'));
    expect(Object.keys(state)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).componentName).toBeUndefined();
  });

  it.each([
    ['a list', []],
    ['an entry that is a string', { health: 'yes' }],
    ['a numeric scriptId', { health: { componentName: 'Health', scriptId: 5 } }],
    ['fieldData that is a list', { health: { componentName: 'Health', fieldData: [] } }],
    ['an unknown entry key', { health: { componentName: 'Health', value: 1 } }],
    ['an empty key', { ' ': { componentName: 'Health' } }],
    ['two keys that differ only in case', { Health: { componentName: 'A' }, health: { componentName: 'B' } }],
  ])('refuses %s with entity.invalid_component_state', (_case, raw) => {
    expect(codeOf(() => normalizeEntityComponentState(raw))).toBe('entity.invalid_component_state');
  });
});

describe('folder_path', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    [' enemies / bosses ', 'enemies/bosses'],
    ['/a//b/', 'a/b'],
  ])('normalises %p to %p', (raw, path) => {
    expect(normalizeFolderPath(raw)).toBe(path);
  });

  it.each([['a/../b'], ['..'], ['./a'], ['a\\b'], ['a\nb'], [42]])('refuses %p with entity.invalid_folder_path', (raw) => {
    expect(codeOf(() => normalizeFolderPath(raw))).toBe('entity.invalid_folder_path');
  });

  it('accepts 255 characters and refuses 256', () => {
    expect(normalizeFolderPath('x'.repeat(255))).toHaveLength(255);
    expect(codeOf(() => normalizeFolderPath('x'.repeat(256)))).toBe('entity.invalid_folder_path');
  });
});

describe('newEntityContent and entityPatch', () => {
  it('gives a new entity every field, with defaults', () => {
    expect(newEntityContent({ entity_type: '  Enemy ' })).toEqual({
      entity_type: 'enemy',
      name: 'enemy',
      trigger_state: { triggers: [], fired_triggers: {} },
      component_state: {},
      folder_path: '',
    });
  });

  it('patches only the given fields, normalised', () => {
    expect(entityPatch({ folder_path: ' a / b ' }, { entity_type: 'enemy' })).toEqual({ folder_path: 'a/b' });
    expect(entityPatch({}, { entity_type: 'enemy' })).toEqual({});
  });

  it('falls back to the (new) entity type for an empty name', () => {
    expect(entityPatch({ name: '' }, { entity_type: 'enemy' })).toEqual({ name: 'enemy' });
    expect(entityPatch({ name: '', entity_type: 'Boss' }, { entity_type: 'enemy' })).toEqual({ entity_type: 'boss', name: 'boss' });
  });

  it('refuses an empty entity type in a patch', () => {
    expect(codeOf(() => entityPatch({ entity_type: ' ' }, { entity_type: 'enemy' }))).toBe('entity.invalid_type');
  });
});

describe('entityContentOf (reading what is stored, never throwing)', () => {
  it('fills malformed or missing fields with defaults and keeps the well-formed component entries', () => {
    const content = entityContentOf({
      entity_type: 'Enemy',
      trigger_state: 'bad',
      component_state: { health: { componentName: 'Health', fieldData: { hp: 3 } }, broken: 5 },
      folder_path: '../x',
    });
    expect(content).toEqual({
      entity_type: 'enemy',
      name: 'enemy',
      trigger_state: { triggers: [], fired_triggers: {} },
      component_state: { health: { componentName: 'Health', scriptId: null, fieldData: { hp: 3 } } },
      folder_path: '',
    });
  });
});
