import { isPlainObject } from '../shared/json.js';
import { TOOL_DESCRIPTION_MAX, TOOL_NAME_MAX } from './mechanic.limits.js';
import {
  emptyToolSchema,
  normalizeSubStructures,
  normalizeToolFields,
  toolFieldsToSchema,
  type JsonSchema,
  type ToolField,
  type ToolSubStructure,
} from './tool.schema.js';
import { DomainError } from '../shared/errors.js';

/** A tool without a name is called 'Untitled Tool' (docs/api-assets.md, Tools). */
export const UNTITLED_TOOL = 'Untitled Tool';

export type OpenAiToolFormat = { type: 'function'; function: { name: string; description: string; parameters: JsonSchema } };

export type ToolContent = {
  name: string;
  description: string;
  fields: ToolField[];
  subStructures: ToolSubStructure[];
  schema: JsonSchema;
  openai_format: OpenAiToolFormat;
};

/** What a client sends (a Tool, possibly partial); `undefined` means "not given". */
export type ToolInput = {
  name?: unknown;
  description?: unknown;
  fields?: unknown;
  subStructures?: unknown;
  schema?: unknown;
  openai_format?: unknown;
};


/** Trimmed; empty or absent → 'Untitled Tool'. */
export const normalizeToolName = (raw: unknown): string => {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw new DomainError('tool.invalid_name', 'name must be a string', { field: 'name' });
  const name = (raw ?? '').trim();
  if (name.length > TOOL_NAME_MAX) throw new DomainError('tool.invalid_name', `name must be at most ${TOOL_NAME_MAX} characters`, { field: 'name' });
  return name || UNTITLED_TOOL;
};

const normalizeDescription = (raw: unknown): string => {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string' || raw.length > TOOL_DESCRIPTION_MAX) {
    throw new DomainError('tool.invalid_description', `description must be a string of at most ${TOOL_DESCRIPTION_MAX} characters`, { field: 'description' });
  }
  return raw;
};

/** OpenAI accepts function names of 1–64 letters, digits, `_` and `-`: 'Untitled Tool' → 'Untitled_Tool'. */
export const openAiFunctionName = (name: string): string => name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 64) || 'tool';

/** A schema the client gave without fields: `schema`, else `openai_format.schema`, else `openai_format.function.parameters`. */
export const givenToolSchema = (input: ToolInput): JsonSchema | null => {
  const openai = isPlainObject(input.openai_format) ? input.openai_format : {};
  const fn = isPlainObject(openai.function) ? openai.function : {};
  const [field, given] =
    input.schema !== undefined && input.schema !== null
      ? ['schema', input.schema]
      : openai.schema !== undefined && openai.schema !== null
        ? ['openai_format.schema', openai.schema]
        : ['openai_format.function.parameters', fn.parameters];
  if (given === undefined || given === null) return null;
  if (!isPlainObject(given) || (given.type !== undefined && given.type !== 'object')) {
    throw new DomainError('tool.invalid_schema', `${field} must be a JSON schema of an object`, { field });
  }
  return given;
};

const build = (parts: { name: string; description: string; fields: ToolField[]; subStructures: ToolSubStructure[]; schema: JsonSchema }): ToolContent => ({
  ...parts,
  openai_format: { type: 'function', function: { name: openAiFunctionName(parts.name), description: parts.description, parameters: parts.schema } },
});

/** A new tool: the schema is built from the fields, or (with no fields) taken as given. */
export const newToolContent = (input: ToolInput): ToolContent => {
  const fields = normalizeToolFields(input.fields);
  const subStructures = normalizeSubStructures(input.subStructures);
  const schema = fields.length > 0 ? toolFieldsToSchema(fields, subStructures) : (givenToolSchema(input) ?? emptyToolSchema());
  return build({ name: normalizeToolName(input.name), description: normalizeDescription(input.description), fields, subStructures, schema });
};

/**
 * The tool after a save with its id: the fields given replace the stored ones; the schema follows the
 * fields, or a schema given without fields, or — when neither changes — stays what it was.
 */
export const editedToolContent = (current: ToolContent, input: ToolInput): ToolContent => {
  const fields = input.fields === undefined ? current.fields : normalizeToolFields(input.fields);
  const subStructures = input.subStructures === undefined ? current.subStructures : normalizeSubStructures(input.subStructures);
  const given = fields.length > 0 ? null : givenToolSchema(input);
  const schema =
    fields.length > 0
      ? toolFieldsToSchema(fields, subStructures)
      : (given ?? (current.fields.length === 0 ? current.schema : emptyToolSchema()));
  return build({
    name: input.name === undefined ? current.name : normalizeToolName(input.name),
    description: input.description === undefined ? current.description : normalizeDescription(input.description),
    fields,
    subStructures,
    schema,
  });
};

/** A stored tool's content read defensively. */
export const toolContentOf = (data: Record<string, unknown> | null): ToolContent => {
  const name = typeof data?.name === 'string' && data.name ? data.name : UNTITLED_TOOL;
  const description = typeof data?.description === 'string' ? data.description : '';
  const schema = isPlainObject(data?.schema) ? data.schema : emptyToolSchema();
  const fields = Array.isArray(data?.fields) ? (data.fields as ToolField[]) : [];
  const subStructures = Array.isArray(data?.subStructures) ? (data.subStructures as ToolSubStructure[]) : [];
  return build({ name, description, fields, subStructures, schema });
};
