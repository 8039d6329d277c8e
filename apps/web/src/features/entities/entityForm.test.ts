import { describe, expect, it } from '@jest/globals';
import type { ComponentView, Entity } from '@tempest/contracts';
import { checkDraft, componentDraft, defaultHint, draftOf, fieldHint, fieldKindOf, inputOf, newEntry, parseInput, parseTriggerState, type FieldKind } from './entityForm';

const component = (slug: string, fieldSchema: ComponentView['fieldSchema'], aliases: string[] = []): ComponentView => ({
  id: `${slug}-id`, slug, name: slug, aliases, category: null, gameId: 'g', game_id: 'g', fieldSchema, createdAt: '', updatedAt: '', createdBy: null,
});
const health = component('health', { hp: { type: 'int', default: 100 }, regen: { type: 'float', default: 0.5 }, alive: { type: 'bool', default: true } });
const looks = component('looks', { tint: { type: 'color', default: '#ff0000' }, mood: { type: 'calm|angry' }, at: { type: 'vector', default: { x: 0, y: 0 } } }, ['appearance']);
const hero = (): Entity => ({
  id: 'e1', name: 'hero', entity_type: 'player', folder_path: '', revision: 1, updatedAt: '', pendingChanges: 0,
  trigger_state: { triggers: [], fired_triggers: {} },
  component_state: {
    health: { componentName: 'health', scriptId: null, fieldData: { hp: 80, regen: 0.5, alive: true } },
    appearance: { componentName: 'Appearance', scriptId: null, fieldData: { tint: '#00ff00', mood: 'calm', at: { x: 1, y: 2 }, extra: [1, 'a'] } },
  },
});

describe('the input a component field gets', () => {
  it('follows the schema type, then the default, then the value', () => {
    expect(fieldKindOf({ type: 'int' }, 3)).toEqual({ kind: 'integer' });
    expect(fieldKindOf({ type: 'Float' }, null)).toEqual({ kind: 'number' });
    expect(fieldKindOf({ type: 'bool' }, null)).toEqual({ kind: 'boolean' });
    expect(fieldKindOf({ type: 'str' }, 5)).toEqual({ kind: 'text' });
    expect(fieldKindOf({ type: 'color' }, null)).toEqual({ kind: 'color' });
    expect(fieldKindOf({ type: "Literal['easy', 'hard']" }, null)).toEqual({ kind: 'enum', options: ['easy', 'hard'] });
    expect(fieldKindOf({ type: 'easy|normal|hard' }, null)).toEqual({ kind: 'enum', options: ['easy', 'normal', 'hard'] });
    expect(fieldKindOf({ type: 'vec3' }, null)).toEqual({ kind: 'vector', axes: ['x', 'y', 'z'], shape: 'object' });
    expect(fieldKindOf({ type: 'tuple[float, float]' }, null)).toEqual({ kind: 'vector', axes: ['x', 'y'], shape: 'list' });
    expect(fieldKindOf({ default: 2.5 }, undefined)).toEqual({ kind: 'number' });
    expect(fieldKindOf(undefined, '#abc')).toEqual({ kind: 'color' });
    expect(fieldKindOf(undefined, [1, 2])).toEqual({ kind: 'vector', axes: ['x', 'y'], shape: 'list' });
    expect(fieldKindOf({ type: 'dict' }, { a: 1 })).toEqual({ kind: 'json' });
    expect(fieldKindOf(undefined, null)).toEqual({ kind: 'json' });
  });
});

describe('reading an input back', () => {
  it('reads numbers, colours, choices, vectors and JSON, and says what is wrong', () => {
    expect(parseInput({ kind: 'integer' }, ' 42 ', 'hp')).toEqual({ ok: true, value: 42 });
    expect(parseInput({ kind: 'integer' }, '4.2', 'hp')).toEqual({ ok: false, error: 'hp must be a whole number' });
    expect(parseInput({ kind: 'number' }, 'fast', 'speed')).toEqual({ ok: false, error: 'speed must be a number' });
    expect(parseInput({ kind: 'number' }, '', 'speed')).toEqual({ ok: true, value: null });
    expect(parseInput({ kind: 'text' }, '', 'label')).toEqual({ ok: true, value: '' });
    expect(parseInput({ kind: 'color' }, 'red', 'tint')).toEqual({ ok: false, error: 'tint must be a colour like #ff8800' });
    expect(parseInput({ kind: 'enum', options: ['a', 'b'] }, 'c', 'mood')).toEqual({ ok: false, error: 'mood must be one of a, b' });
    expect(parseInput({ kind: 'vector', axes: ['x', 'y'], shape: 'object' }, ['1', '-2.5'], 'at')).toEqual({ ok: true, value: { x: 1, y: -2.5 } });
    expect(parseInput({ kind: 'vector', axes: ['x', 'y'], shape: 'list' }, ['1', 'up'], 'at')).toEqual({ ok: false, error: 'at.y must be a number' });
    expect(parseInput({ kind: 'json' }, '[1, "a"]', 'tags')).toEqual({ ok: true, value: [1, 'a'] });
    expect(parseInput({ kind: 'json' }, '[1,', 'tags').ok).toBe(false);
  });
  it('shows a value in its input and reads the same value back', () => {
    const kinds: Array<[FieldKind, unknown]> = [[{ kind: 'vector', axes: ['x', 'y'], shape: 'list' }, [3, 4]], [{ kind: 'json' }, { a: [1] }], [{ kind: 'number' }, 1.5], [{ kind: 'boolean' }, false]];
    for (const [kind, value] of kinds) expect(parseInput(kind, inputOf(kind, value), 'f')).toEqual({ ok: true, value });
  });
});

describe('the trigger state', () => {
  it('takes the rules of the server', () => {
    expect(parseTriggerState('')).toEqual({ ok: true, value: { triggers: [], fired_triggers: {} } });
    expect(parseTriggerState('{"triggers": ["door"]}')).toEqual({ ok: true, value: { triggers: ['door'], fired_triggers: {} } });
    expect(parseTriggerState('{"trigger": []}')).toEqual({ ok: false, error: 'Trigger state has an unknown key "trigger" (allowed: triggers, fired_triggers)' });
    expect(parseTriggerState('{"triggers": [1]}')).toEqual({ ok: false, error: 'triggers must be a list of names or objects' });
    expect(parseTriggerState('[').ok).toBe(false);
  });
});

describe('the entity form', () => {
  it('opens with each component matched to its schema (by slug or alias), extra fields last', () => {
    const draft = draftOf(hero(), [health, looks]);
    expect(draft.components.map((c) => Object.keys(c.fields))).toEqual([['hp', 'regen', 'alive'], ['tint', 'mood', 'at', 'extra']]);
    expect(draft.components[0].fields).toEqual({ hp: '80', regen: '0.5', alive: true });
    expect(draft.components[1].fields.at).toEqual(['1', '2']);
  });
  it('changes nothing when nothing was edited', () => {
    const entity = hero();
    expect(checkDraft(entity, draftOf(entity, [health, looks]), [health, looks])).toEqual({ errors: {}, update: {} });
  });
  it('sends only what changed, with typed values', () => {
    const entity = hero();
    const draft = draftOf(entity, [health, looks]);
    draft.components[0].fields.hp = '120';
    draft.name = 'Hero ';
    expect(checkDraft(entity, draft, [health, looks]).update).toEqual({
      name: 'Hero',
      component_state: { ...entity.component_state, health: { componentName: 'health', scriptId: null, fieldData: { hp: 120, regen: 0.5, alive: true } } },
    });
  });
  it('names every bad input and sends nothing then', () => {
    const entity = hero();
    const draft = draftOf(entity, [health, looks]);
    draft.components[0].fields.hp = 'lots';
    draft.entity_type = ' ';
    draft.trigger_state = '{';
    const { errors, update } = checkDraft(entity, draft, [health, looks]);
    expect(errors).toEqual({ entity_type: 'Type cannot be empty', trigger_state: expect.any(String), 'health.hp': 'hp must be a whole number' });
    expect(update).toEqual({});
  });
  it('adds a component with its defaults and removes one', () => {
    const entity = hero();
    const draft = draftOf(entity, [health, looks]);
    const added = newEntry(component('speed', { value: { type: 'float', default: 2 }, note: {} }));
    expect(added).toEqual({ key: 'speed', entry: { componentName: 'speed', scriptId: null, fieldData: { value: 2, note: null } } });
    draft.components = [draft.components[0], componentDraft(added.key, added.entry, [])];
    expect(Object.keys(checkDraft(entity, draft, [health, looks]).update.component_state ?? {})).toEqual(['health', 'speed']);
  });
  it('hints at the default', () => {
    expect(defaultHint({ default: 100 })).toBe('Default: 100');
    expect(defaultHint({ type: 'int' })).toBeNull();
  });
});

describe('the line under a field', () => {
  it('says a field is outside the schema only when the registry holds a schema for its component', () => {
    const schema = { hp: { type: 'int', default: 100, description: 'Hit points' } };
    expect(fieldHint(schema.hp, schema)).toBe('Hit points · Default: 100');
    expect(fieldHint(undefined, schema)).toBe('Not in the component’s schema');
    // A component the registry does not hold (the agent's "clicker"): no claim under each of its fields.
    expect(fieldHint(undefined, null)).toBe('');
  });
});
