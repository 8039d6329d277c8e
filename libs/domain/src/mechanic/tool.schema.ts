import { isPlainObject } from '../shared/json.js';
import { TOOL_FIELDS_MAX, TOOL_NESTING_MAX } from './mechanic.limits.js';
import type { ToolField, ToolSubStructure } from '@tempest/contracts';
import { DomainError } from '../shared/errors.js';

export const TOOL_FIELD_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'enum'] as const;
export type ToolFieldType = (typeof TOOL_FIELD_TYPES)[number];

// A tool's fields and sub-structures are the shared contract's (docs/api-assets.md, Tools).
export type { ToolField, ToolSubStructure } from '@tempest/contracts';

export type JsonSchema = Record<string, unknown>;


const invalid = (field: string, message: string) => new DomainError('tool.invalid_fields', message, { field });

const optionalString = (raw: unknown, at: string): string => {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw invalid(at, `${at} must be a string`);
  return raw;
};

const normalizeField = (raw: unknown, at: string): ToolField => {
  if (!isPlainObject(raw)) throw invalid(at, `${at} must be an object with a name and a type`);
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (!name || name.length > 64) throw invalid(`${at}.name`, `${at}.name must be 1 to 64 characters`);
  const type = typeof raw.type === 'string' && raw.type.trim() ? raw.type.trim() : 'string';
  if (raw.required !== undefined && raw.required !== null && typeof raw.required !== 'boolean') throw invalid(`${at}.required`, `${at}.required must be true or false`);
  const field: ToolField = { name, type, description: optionalString(raw.description, `${at}.description`), required: raw.required === true };
  if (raw.enum !== undefined && raw.enum !== null) {
    if (!Array.isArray(raw.enum) || !raw.enum.every((v) => typeof v === 'string' || typeof v === 'number')) {
      throw invalid(`${at}.enum`, `${at}.enum must be a list of strings or numbers`);
    }
    field.enum = raw.enum as (string | number)[];
  }
  if (raw.items !== undefined && raw.items !== null) {
    if (typeof raw.items !== 'string' && !isPlainObject(raw.items)) throw invalid(`${at}.items`, `${at}.items must be a type name or a JSON schema`);
    field.items = raw.items;
  }
  if (raw.structure !== undefined && raw.structure !== null) field.structure = optionalString(raw.structure, `${at}.structure`);
  return field;
};

/** A list of fields with unique names. */
export const normalizeToolFields = (raw: unknown, at = 'fields'): ToolField[] => {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw invalid(at, `${at} must be a list`);
  if (raw.length > TOOL_FIELDS_MAX) throw invalid(at, `${at} can hold at most ${TOOL_FIELDS_MAX} fields`);
  const fields = raw.map((f, i) => normalizeField(f, `${at}[${i}]`));
  const names = new Set<string>();
  for (const f of fields) {
    if (names.has(f.name)) throw invalid(at, `${at} has two fields named "${f.name}"`);
    names.add(f.name);
  }
  return fields;
};

/** A list `[{ name, description?, fields }]`, or a map `{ <name>: { description?, fields } | fields }`. */
export const normalizeSubStructures = (raw: unknown): ToolSubStructure[] => {
  if (raw === undefined || raw === null) return [];
  const entries: unknown[] = Array.isArray(raw)
    ? raw
    : isPlainObject(raw)
      ? Object.entries(raw).map(([name, v]) => (Array.isArray(v) ? { name, fields: v } : isPlainObject(v) ? { name, ...v } : v))
      : (() => {
          throw invalid('subStructures', 'subStructures must be a list of { name, fields }');
        })();
  const seen = new Set<string>();
  return entries.map((entry, i) => {
    const at = `subStructures[${i}]`;
    if (!isPlainObject(entry)) throw invalid(at, `${at} must be an object with a name and fields`);
    const name = typeof entry.name === 'string' ? entry.name.trim() : '';
    if (!name || seen.has(name)) throw invalid(`${at}.name`, `${at}.name must be a unique, non-empty name`);
    seen.add(name);
    return { name, description: optionalString(entry.description, `${at}.description`), fields: normalizeToolFields(entry.fields, `${at}.fields`) };
  });
};

type Structures = Map<string, ToolSubStructure>;

const withDescription = (schema: JsonSchema, description: string): JsonSchema => (description ? { ...schema, description } : schema);

const structureSchema = (name: string, structures: Structures, depth: number, at: string): JsonSchema => {
  const structure = structures.get(name);
  if (!structure) throw invalid(at, `${at} names no sub-structure "${name}"`);
  if (depth >= TOOL_NESTING_MAX) throw invalid(at, `sub-structures nest at most ${TOOL_NESTING_MAX} deep (does "${name}" contain itself?)`);
  return withDescription(objectSchema(structure.fields, structures, depth + 1, `subStructures.${name}`), structure.description);
};

/** The schema of a type name: a basic type, or a sub-structure's object. */
const typeSchema = (type: string, structures: Structures, depth: number, at: string): JsonSchema => {
  if (structures.has(type)) return structureSchema(type, structures, depth, at);
  if (type === 'enum' || type === 'array' || type === 'object') return { type: type === 'enum' ? 'string' : type };
  if ((TOOL_FIELD_TYPES as readonly string[]).includes(type)) return { type };
  throw invalid(at, `${at} has an unknown type "${type}" (use ${TOOL_FIELD_TYPES.join(', ')} or a sub-structure's name)`);
};

const fieldSchema = (field: ToolField, structures: Structures, depth: number, at: string): JsonSchema => {
  let schema: JsonSchema;
  if (field.type === 'enum') {
    if (!field.enum?.length) throw invalid(`${at}.enum`, `${at} is an enum and needs a non-empty enum list`);
    schema = { type: field.enum.every((v) => typeof v === 'number') ? 'number' : 'string', enum: field.enum };
  } else if (field.type === 'array') {
    const items = field.items ?? 'string';
    schema = { type: 'array', items: typeof items === 'string' ? typeSchema(items, structures, depth, `${at}.items`) : items };
  } else if (field.type === 'object' && field.structure) {
    schema = structureSchema(field.structure, structures, depth, `${at}.structure`);
  } else {
    schema = typeSchema(field.type, structures, depth, `${at}.type`);
    if (field.enum?.length) schema = { ...schema, enum: field.enum };
  }
  return withDescription(schema, field.description);
};

const objectSchema = (fields: ToolField[], structures: Structures, depth: number, at: string): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(fields.map((f, i) => [f.name, fieldSchema(f, structures, depth, `${at}[${i}]`)])),
  required: fields.filter((f) => f.required).map((f) => f.name),
});

/** The JSON schema of a tool's parameters: an object with a property per field and the required ones listed. */
export const toolFieldsToSchema = (fields: ToolField[], subStructures: ToolSubStructure[] = []): JsonSchema =>
  objectSchema(fields, new Map(subStructures.map((s) => [s.name, s])), 0, 'fields');

export const emptyToolSchema = (): JsonSchema => ({ type: 'object', properties: {}, required: [] });
