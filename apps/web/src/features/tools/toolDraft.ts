import type { Tool, ToolField } from '@tempest/contracts';
import type { ToolDraft } from './toolTypes';

export const UNTITLED_TOOL = 'Untitled Tool';

/** Field types that carry allowed values. */
export const ENUM_TYPES: ReadonlySet<string> = new Set(['string', 'enum']);

/** A field as the editor holds it: every key present, enum values only for strings. */
export function normalizeField(field: Partial<ToolField>): ToolField {
  const type = field.type ?? 'string';
  const out: ToolField = { name: field.name ?? '', type, description: field.description ?? '', required: Boolean(field.required) };
  if (ENUM_TYPES.has(type) && field.enum && field.enum.length > 0) out.enum = [...field.enum];
  if (field.items !== undefined) out.items = field.items;
  if (field.structure !== undefined) out.structure = field.structure;
  return out;
}

/** The editable part of a tool, in one canonical form (so server and editor copies compare equal). */
export function toDraft(tool: Pick<Tool, 'name' | 'description' | 'fields'>): ToolDraft {
  return { name: tool.name ?? '', description: tool.description ?? '', fields: (tool.fields ?? []).map(normalizeField) };
}

/** The body to save: blank field rows dropped, enum values trimmed, a name even when left empty. */
export function toSaveBody(draft: ToolDraft): ToolDraft {
  const fields = draft.fields
    .filter((field) => field.name.trim() !== '')
    .map((field) => normalizeField({ ...field, name: field.name.trim(), enum: field.enum?.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') }));
  return { name: draft.name.trim() || UNTITLED_TOOL, description: draft.description, fields };
}
