import { isPlainObject } from '../shared/json.js';
import { looksLikeUuid } from '../shared/uuid.js';
import { COMPONENT_ALIAS_MAX, COMPONENT_ALIASES_MAX, COMPONENT_CATEGORY_MAX, COMPONENT_NAME_MAX, COMPONENT_SLUG_MAX, FIELD_DESCRIPTION_MAX, FIELD_NAME_MAX, FIELD_SCHEMA_FIELDS_MAX, FIELD_SCHEMA_JSON_MAX, FIELD_TYPE_MAX } from './component.limits.js';
import { DomainError } from '../shared/errors.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** One field of a component: all keys optional; a field without `default` starts as null. */
export type FieldSpec = { type?: string; default?: JsonValue; description?: string };
export type FieldSchema = Record<string, FieldSpec>;

const SLUG = new RegExp(`^[a-z0-9][a-z0-9_-]{0,${COMPONENT_SLUG_MAX - 1}}$`);
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

// Ids are UUIDs; a slug or alias shaped like one would make a lookup ambiguous.
export { looksLikeUuid };

/** Lower-cased and trimmed; `[a-z0-9][a-z0-9_-]{0,63}` and not UUID-shaped. */
export const normalizeComponentSlug = (raw: string): string => {
  const slug = raw.trim().toLowerCase();
  if (!SLUG.test(slug)) {
    throw new DomainError('component.invalid_slug', `Slug must be 1 to ${COMPONENT_SLUG_MAX} characters of a-z, 0-9, "_" or "-", starting with a letter or digit`);
  }
  if (looksLikeUuid(slug)) throw new DomainError('component.invalid_slug', 'A slug cannot look like a UUID (ids are UUIDs)');
  return slug;
};

/** Lower-cased, trimmed, duplicates and the slug itself dropped; at most 20, each 1–64 characters without "/". */
export const normalizeComponentAliases = (raw: readonly string[], slug: string): string[] => {
  const aliases = [...new Set(raw.map((a) => String(a).trim().toLowerCase()))].filter((a) => a !== slug);
  for (const alias of aliases) {
    if (alias.length === 0 || alias.length > COMPONENT_ALIAS_MAX) {
      throw new DomainError('component.invalid_aliases', `Each alias must be 1 to ${COMPONENT_ALIAS_MAX} characters`, { alias });
    }
    if (alias.includes('/') || CONTROL.test(alias)) {
      throw new DomainError('component.invalid_aliases', 'An alias cannot contain "/" or control characters', { alias });
    }
    if (looksLikeUuid(alias)) throw new DomainError('component.invalid_aliases', 'An alias cannot look like a UUID (ids are UUIDs)', { alias });
  }
  if (aliases.length > COMPONENT_ALIASES_MAX) {
    throw new DomainError('component.invalid_aliases', `A component can have at most ${COMPONENT_ALIASES_MAX} aliases`);
  }
  return aliases;
};

/** Trimmed, at most 100 characters; empty or absent → the slug. */
export const normalizeComponentName = (raw: string | null | undefined, slug: string): string => {
  const name = (raw ?? '').trim();
  if (name.length > COMPONENT_NAME_MAX) throw new DomainError('component.invalid_name');
  return name || slug;
};

/** Trimmed, at most 50 characters; empty or absent → null. */
export const normalizeComponentCategory = (raw: string | null | undefined): string | null => {
  const category = (raw ?? '').trim();
  if (category.length > COMPONENT_CATEGORY_MAX) throw new DomainError('component.invalid_category');
  return category || null;
};

const isJson = (value: unknown): value is JsonValue => {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  return isPlainObject(value) && Object.values(value).every(isJson);
};

const FIELD_KEYS = new Set(['type', 'default', 'description']);

const fieldSpecOf = (name: string, raw: unknown): FieldSpec => {
  const at = `fieldSchema.${name}`;
  if (!isPlainObject(raw)) throw new DomainError('component.invalid_field_schema', `${at} must be an object like { "type": "number", "default": 0 }`, { field: name });
  const unknown = Object.keys(raw).find((key) => !FIELD_KEYS.has(key));
  if (unknown !== undefined) {
    throw new DomainError('component.invalid_field_schema', `${at} has an unknown key "${unknown}" (allowed: type, default, description)`, { field: name });
  }
  const spec: FieldSpec = {};
  if (raw.type !== undefined) {
    if (typeof raw.type !== 'string' || raw.type.length > FIELD_TYPE_MAX) {
      throw new DomainError('component.invalid_field_schema', `${at}.type must be a string of at most ${FIELD_TYPE_MAX} characters`, { field: name });
    }
    spec.type = raw.type;
  }
  if ('default' in raw) {
    if (!isJson(raw.default)) throw new DomainError('component.invalid_field_schema', `${at}.default must be a JSON value`, { field: name });
    spec.default = raw.default;
  }
  if (raw.description !== undefined) {
    if (typeof raw.description !== 'string' || raw.description.length > FIELD_DESCRIPTION_MAX) {
      throw new DomainError('component.invalid_field_schema', `${at}.description must be a string of at most ${FIELD_DESCRIPTION_MAX} characters`, { field: name });
    }
    spec.description = raw.description;
  }
  return spec;
};

/** An object of at most 100 fields, each `{ type?: string, default?: JSON, description?: string }`; nothing else. */
export const normalizeFieldSchema = (raw: unknown): FieldSchema => {
  if (!isPlainObject(raw)) {
    throw new DomainError('component.invalid_field_schema', 'fieldSchema must be an object of field name to { type?, default?, description? }');
  }
  const entries = Object.entries(raw);
  if (entries.length > FIELD_SCHEMA_FIELDS_MAX) {
    throw new DomainError('component.invalid_field_schema', `fieldSchema can have at most ${FIELD_SCHEMA_FIELDS_MAX} fields`);
  }
  const bad = entries.find(([name]) => name.trim().length === 0 || name.length > FIELD_NAME_MAX);
  if (bad) throw new DomainError('component.invalid_field_schema', `Field names must be 1 to ${FIELD_NAME_MAX} characters and not blank`, { field: bad[0] });
  const schema: FieldSchema = Object.fromEntries(entries.map(([name, spec]) => [name, fieldSpecOf(name, spec)]));
  if (JSON.stringify(schema).length > FIELD_SCHEMA_JSON_MAX) {
    throw new DomainError('component.invalid_field_schema', `fieldSchema must be at most ${FIELD_SCHEMA_JSON_MAX / 1024} KB as JSON`);
  }
  return schema;
};

/**
 * Assigning a component fills its fields with the schema's defaults (docs/api-components.md, For other
 * features; null where a field has none), then the given values on top. Given keys the schema does not name
 * are kept; undefined is "not given". Defaults are copied, so changing the result never changes the schema.
 */
export const componentFieldDefaults = (
  fieldSchema: FieldSchema,
  given: Record<string, unknown> = {},
): Record<string, unknown> => {
  const fields: Record<string, unknown> = Object.fromEntries(
    Object.entries(fieldSchema).map(([name, spec]) => [
      name,
      isPlainObject(spec) && 'default' in spec && spec.default !== undefined ? structuredClone(spec.default) : null,
    ]),
  );
  for (const [name, value] of Object.entries(given)) {
    if (value !== undefined) Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return fields;
};
