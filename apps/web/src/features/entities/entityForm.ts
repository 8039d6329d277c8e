import type { ComponentFieldSpec, ComponentView, Entity, EntityComponentEntry } from '@tempest/contracts';

// The entity editor's form (docs/api-assets.md, Entities; docs/api-components.md, The model): the input
// each component field gets from its schema `type` (a free string) or, without one, from its value; what a
// creator typed read back into values, with a message per bad field; and the update body of what changed.

/** Limits of the entity rules (libs/domain entity.errors). */
export const ENTITY_NAME_MAX = 100;
export const ENTITY_TYPE_MAX = 100;

export type FieldKind =
  | { kind: 'integer' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'text' }
  | { kind: 'color' }
  | { kind: 'enum'; options: string[] }
  | { kind: 'vector'; axes: readonly string[]; shape: 'list' | 'object' }
  | { kind: 'json' };

/** What an input holds: text (numbers, text, colour, choice, JSON), a switch, or one text per vector axis. */
export type FieldInput = string | boolean | string[];
export type FieldSchema = Record<string, ComponentFieldSpec>;

export type ComponentDraft = { key: string; componentName: string; scriptId: string | null; fields: Record<string, FieldInput> };
export type EntityDraft = { name: string; entity_type: string; trigger_state: string; components: ComponentDraft[] };
/** What the update route takes (only the keys that changed are sent). */
export type EntityUpdate = {
  name?: string;
  entity_type?: string;
  trigger_state?: Entity['trigger_state'];
  component_state?: Record<string, EntityComponentEntry>;
};

const INTEGER_TYPES = new Set(['int', 'integer', 'long']);
const NUMBER_TYPES = new Set(['number', 'float', 'double', 'decimal', 'real']);
const BOOLEAN_TYPES = new Set(['bool', 'boolean']);
const TEXT_TYPES = new Set(['str', 'string', 'text']);
const COLOR_TYPES = new Set(['color', 'colour']);
const VECTOR_AXES: Record<string, string[]> = {
  vector: ['x', 'y'], vec2: ['x', 'y'], vector2: ['x', 'y'], position: ['x', 'y'], point: ['x', 'y'],
  vec3: ['x', 'y', 'z'], vector3: ['x', 'y', 'z'],
};
const AXIS_NAMES = ['x', 'y', 'z', 'w'];
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION_COLOR = /^(?:rgba?|hsla?)\([^()]*\)$/i;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `Literal['easy', 'hard']` (a Python annotation) or `easy|normal|hard`: the choices, else null. */
function enumOptions(type: string): string[] | null {
  const literal = /^(?:typing\.)?Literal\[(.*)\]$/.exec(type);
  const body = literal ? literal[1] : type.includes('|') ? type : null;
  if (body === null) return null;
  const options = body.split(literal ? ',' : '|').map((o) => o.trim().replace(/^(['"])(.*)\1$/, '$2')).filter(Boolean);
  return options.length >= 2 && options.every((o) => /^[\w .-]+$/.test(o)) ? [...new Set(options)] : null;
}

/** The axes of a vector value: a list of 2–4 numbers, or an object of numeric x, y (z, w). */
function vectorOf(value: unknown): { axes: string[]; shape: 'list' | 'object' } | null {
  if (Array.isArray(value) && value.length >= 2 && value.length <= 4 && value.every(isNumber)) {
    return { axes: AXIS_NAMES.slice(0, value.length), shape: 'list' };
  }
  if (isRecord(value)) {
    const keys = Object.keys(value);
    const axes = AXIS_NAMES.slice(0, keys.length);
    if (keys.length >= 2 && keys.length <= 4 && axes.every((a) => isNumber(value[a]))) return { axes, shape: 'object' };
  }
  return null;
}

/** The input a field gets: from its schema type when that names one, else from its default, else from its value. */
export function fieldKindOf(spec: ComponentFieldSpec | undefined, value: unknown): FieldKind {
  const type = (spec?.type ?? '').trim();
  const lower = type.toLowerCase();
  const sample = value ?? spec?.default ?? null;
  if (INTEGER_TYPES.has(lower)) return { kind: 'integer' };
  if (NUMBER_TYPES.has(lower)) return { kind: 'number' };
  if (BOOLEAN_TYPES.has(lower)) return { kind: 'boolean' };
  if (TEXT_TYPES.has(lower)) return { kind: 'text' };
  if (COLOR_TYPES.has(lower)) return { kind: 'color' };
  const options = type ? enumOptions(type) : null;
  if (options) return { kind: 'enum', options };
  const tuple = /^(?:tuple|list)\[\s*(?:int|float)(?:\s*,\s*(?:int|float)){1,3}\s*\]$/i.exec(type);
  if (VECTOR_AXES[lower] || tuple) {
    const shaped = vectorOf(sample);
    const axes = tuple ? AXIS_NAMES.slice(0, type.split(',').length) : VECTOR_AXES[lower];
    return { kind: 'vector', ...(shaped ?? { axes, shape: tuple ? 'list' : 'object' }) };
  }
  return kindOfValue(sample);
}

/** Without a known type: a switch, a number, a colour, text or a vector by the value; anything else (null included) is JSON. */
function kindOfValue(sample: unknown): FieldKind {
  if (typeof sample === 'boolean') return { kind: 'boolean' };
  if (isNumber(sample)) return { kind: 'number' };
  if (typeof sample === 'string') return HEX_COLOR.test(sample) ? { kind: 'color' } : { kind: 'text' };
  const vector = vectorOf(sample);
  return vector ? { kind: 'vector', ...vector } : { kind: 'json' };
}

/** A value as its input shows it. */
export function inputOf(kind: FieldKind, value: unknown): FieldInput {
  switch (kind.kind) {
    case 'boolean':
      return value === true;
    case 'vector': {
      const read = (axis: string, i: number) => (Array.isArray(value) ? value[i] : isRecord(value) ? value[axis] : undefined);
      return kind.axes.map((axis, i) => (isNumber(read(axis, i)) ? String(read(axis, i)) : ''));
    }
    case 'json':
      return value === undefined ? '' : JSON.stringify(value, null, 2);
    default:
      return value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  }
}

export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };
const bad = (error: string): Parsed => ({ ok: false, error });

/** What an input holds, as the value stored; an empty input (other than text) is null, "no value". */
export function parseInput(kind: FieldKind, input: FieldInput, label: string): Parsed {
  if (kind.kind === 'boolean') return { ok: true, value: input === true };
  if (kind.kind === 'vector') {
    const texts = Array.isArray(input) ? input : [];
    if (texts.every((t) => t.trim() === '')) return { ok: true, value: null };
    const numbers = texts.map((t) => Number(t.trim()));
    const wrong = kind.axes.find((_, i) => texts[i] === undefined || texts[i].trim() === '' || !Number.isFinite(numbers[i]));
    if (wrong !== undefined) return bad(`${label}.${wrong} must be a number`);
    return { ok: true, value: kind.shape === 'list' ? numbers : Object.fromEntries(kind.axes.map((a, i) => [a, numbers[i]])) };
  }
  const text = typeof input === 'string' ? input : '';
  const trimmed = text.trim();
  if (kind.kind === 'text') return { ok: true, value: text };
  if (trimmed === '') return { ok: true, value: null };
  switch (kind.kind) {
    case 'integer':
      return /^[-+]?\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? { ok: true, value: Number(trimmed) } : bad(`${label} must be a whole number`);
    case 'number': {
      const n = Number(trimmed);
      return Number.isFinite(n) ? { ok: true, value: n } : bad(`${label} must be a number`);
    }
    case 'color':
      return HEX_COLOR.test(trimmed) || FUNCTION_COLOR.test(trimmed) ? { ok: true, value: trimmed } : bad(`${label} must be a colour like #ff8800`);
    case 'enum':
      return kind.options.includes(trimmed) ? { ok: true, value: trimmed } : bad(`${label} must be one of ${kind.options.join(', ')}`);
    default:
      try {
        return { ok: true, value: JSON.parse(trimmed) as unknown };
      } catch {
        return bad(`${label} must be JSON (a number, "text", true, [..] or {..})`);
      }
  }
}

/** The registry component an entity's entry is: its slug or an alias is the entry's key (or its name). */
export function schemaFor(components: readonly ComponentView[], entry: { key: string; componentName: string }): FieldSchema | null {
  const names = [entry.key, entry.componentName.trim().toLowerCase()];
  const found = components.find((c) => names.includes(c.slug)) ?? components.find((c) => c.aliases.some((a) => names.includes(a)));
  return found ? found.fieldSchema : null;
}

/** A component's fields in order: the schema's, then any others its values hold. */
export function fieldNames(schema: FieldSchema | null, fieldData: Record<string, unknown>): string[] {
  const named = Object.keys(schema ?? {});
  return [...named, ...Object.keys(fieldData).filter((name) => !named.includes(name))];
}

/** The default a field starts with: its schema's `default`, or null. */
export const defaultOf = (spec: ComponentFieldSpec | undefined): unknown => (spec && 'default' in spec && spec.default !== undefined ? spec.default : null);

/** A component as a new entry: every schema field at its default (null where none), as bulk-assign does. */
export function newEntry(component: ComponentView): { key: string; entry: EntityComponentEntry } {
  const fieldData = Object.fromEntries(Object.entries(component.fieldSchema).map(([name, spec]) => [name, structuredClone(defaultOf(spec))]));
  return { key: component.slug, entry: { componentName: component.name || component.slug, scriptId: null, fieldData } };
}

const triggerText = (state: Entity['trigger_state']): string => JSON.stringify(state, null, 2);

/** The form as an entity opens it. */
export function draftOf(entity: Entity, components: readonly ComponentView[]): EntityDraft {
  return {
    name: entity.name,
    entity_type: entity.entity_type,
    trigger_state: triggerText(entity.trigger_state),
    components: Object.entries(entity.component_state).map(([key, entry]) => componentDraft(key, entry, components)),
  };
}

export function componentDraft(key: string, entry: EntityComponentEntry, components: readonly ComponentView[]): ComponentDraft {
  const schema = schemaFor(components, { key, componentName: entry.componentName });
  const fields = Object.fromEntries(
    fieldNames(schema, entry.fieldData).map((name) => [name, inputOf(fieldKindOf(schema?.[name], entry.fieldData[name]), entry.fieldData[name] ?? null)]),
  );
  return { key, componentName: entry.componentName, scriptId: entry.scriptId, fields };
}

/** `{ triggers: [...], fired_triggers: {...} }` as the entity rules take it, or what is wrong. */
export function parseTriggerState(text: string): { ok: true; value: Entity['trigger_state'] } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: { triggers: [], fired_triggers: {} } };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Trigger state must be JSON like { "triggers": [], "fired_triggers": {} }' };
  }
  if (!isRecord(raw)) return { ok: false, error: 'Trigger state must be an object like { "triggers": [], "fired_triggers": {} }' };
  const unknown = Object.keys(raw).find((k) => k !== 'triggers' && k !== 'fired_triggers');
  if (unknown !== undefined) return { ok: false, error: `Trigger state has an unknown key "${unknown}" (allowed: triggers, fired_triggers)` };
  const triggers = raw.triggers ?? [];
  if (!Array.isArray(triggers) || !triggers.every((t) => typeof t === 'string' || isRecord(t))) {
    return { ok: false, error: 'triggers must be a list of names or objects' };
  }
  const fired = raw.fired_triggers ?? {};
  if (!isRecord(fired)) return { ok: false, error: 'fired_triggers must be an object' };
  return { ok: true, value: { triggers, fired_triggers: fired } };
}

/** The path of a field's message: `<component key>.<field>`. */
export const fieldPath = (key: string, field: string): string => `${key}.${field}`;

export type DraftResult = { errors: Record<string, string>; update: EntityUpdate };

/**
 * The draft checked against the entity it was opened from: a message per bad input (keyed `name`,
 * `entity_type`, `trigger_state` or `<component>.<field>`), and the update of the keys that changed
 * (empty when nothing did, or when any input is bad).
 */
export function checkDraft(entity: Entity, draft: EntityDraft, components: readonly ComponentView[]): DraftResult {
  const errors: Record<string, string> = {};
  const update: EntityUpdate = {};
  const name = draft.name.trim();
  if (name.length > ENTITY_NAME_MAX) errors.name = `Name must be at most ${ENTITY_NAME_MAX} characters`;
  else if (name !== entity.name && !(name === '' && entity.name === entity.entity_type)) update.name = name;
  const type = draft.entity_type.trim().toLowerCase();
  if (type === '') errors.entity_type = 'Type cannot be empty';
  else if (type.length > ENTITY_TYPE_MAX) errors.entity_type = `Type must be at most ${ENTITY_TYPE_MAX} characters`;
  else if (type !== entity.entity_type) update.entity_type = type;
  const triggers = parseTriggerState(draft.trigger_state);
  if (!triggers.ok) errors.trigger_state = triggers.error;
  else if (JSON.stringify(triggers.value) !== JSON.stringify(entity.trigger_state)) update.trigger_state = triggers.value;

  const state: Record<string, EntityComponentEntry> = {};
  for (const component of draft.components) {
    const schema = schemaFor(components, component);
    const fieldData: Record<string, unknown> = {};
    for (const [field, input] of Object.entries(component.fields)) {
      const kind = fieldKindOf(schema?.[field], entity.component_state[component.key]?.fieldData[field]);
      const parsed = parseInput(kind, input, field);
      if (parsed.ok) fieldData[field] = parsed.value;
      else errors[fieldPath(component.key, field)] = parsed.error;
    }
    state[component.key] = { componentName: component.componentName, scriptId: component.scriptId, fieldData };
  }
  if (!sameState(state, entity.component_state)) update.component_state = state;
  return { errors, update: Object.keys(errors).length > 0 ? {} : update };
}

/** Equal as stored: the same keys, names, scripts and field values (field order aside). */
function sameState(a: Record<string, EntityComponentEntry>, b: Record<string, EntityComponentEntry>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const [x, y] = [a[key], b[key]];
    if (!y || x.componentName !== y.componentName || x.scriptId !== y.scriptId) return false;
    const fields = Object.keys(x.fieldData);
    if (fields.length !== Object.keys(y.fieldData).length) return false;
    return fields.every((f) => f in y.fieldData && JSON.stringify(x.fieldData[f]) === JSON.stringify(y.fieldData[f]));
  });
}

/** "Default: 100" — the hint under a field; none when the schema gives no default. */
export function defaultHint(spec: ComponentFieldSpec | undefined): string | null {
  if (!spec || !('default' in spec) || spec.default === undefined) return null;
  return `Default: ${JSON.stringify(spec.default)}`;
}

/**
 * The line under a field: its description and default; "Not in the component's schema" only when the
 * component has a registry schema that lacks the field (a component the registry does not hold, such as
 * one the agent made up, has its card's note instead of one under every field).
 */
export function fieldHint(spec: ComponentFieldSpec | undefined, schema: FieldSchema | null): string {
  const outside = schema !== null && spec === undefined ? 'Not in the component’s schema' : null;
  return [spec?.description, defaultHint(spec), outside].filter(Boolean).join(' · ');
}
