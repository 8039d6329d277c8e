// The tool answers are the shared contract's (`@tempest/contracts`: Tool, ToolField, ToolAnswer); these are
// the web app's own: the field types the editor offers, and what it changes.
import type { ToolField } from '@tempest/contracts';

export const FIELD_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'] as const;
export type ToolFieldType = (typeof FIELD_TYPES)[number];

/** What the editor changes; the server builds `schema` and `openai_format` from it. */
export type ToolDraft = { name: string; description: string; fields: ToolField[] };
