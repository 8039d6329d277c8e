// The tool shapes of docs/api-assets.md ("Tools").

export const FIELD_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'] as const;
export type ToolFieldType = (typeof FIELD_TYPES)[number];

export type ToolField = {
  name: string;
  /** One of FIELD_TYPES; the server also knows 'enum' (a string with allowed values). */
  type: ToolFieldType | (string & {});
  description: string;
  required: boolean;
  /** Allowed values (string and enum fields). */
  enum?: (string | number)[];
  items?: string | Record<string, unknown>;
  /** The name of a sub-structure an object field uses. */
  structure?: string;
};

export type Tool = {
  id: string;
  name: string;
  description: string;
  fields: ToolField[];
  subStructures: unknown;
  schema: Record<string, unknown>;
  openai_format: { type: 'function'; function: { name: string; description: string; parameters: Record<string, unknown> } };
  revision: number;
  updatedAt: string;
  pendingChanges: number;
};

/** What the editor changes; the server builds `schema` and `openai_format` from it. */
export type ToolDraft = { name: string; description: string; fields: ToolField[] };

export type ToolWrite = { status: 'success'; data: Tool; position: string };
