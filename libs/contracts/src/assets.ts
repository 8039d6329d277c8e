// Game assets as the API shows them.

/** The six asset types (libs/domain ASSET_TYPES; apps/api checks the two agree). */
export type AssetTypeName = 'script' | 'logic_file' | 'entity' | 'prompt' | 'tool' | 'frontend_file';

/** What the studio and the agent call each asset type in a sentence ("the script \"rules.py\""). */
export const ASSET_TYPE_WORDS: Record<AssetTypeName, string> = {
  script: 'script',
  logic_file: 'logic file',
  entity: 'entity',
  prompt: 'prompt',
  tool: 'tool',
  frontend_file: 'frontend file',
};

/** Any asset type a log names, as a person reads it ("frontend_file" or "FRONTEND_FILE" → "frontend file"; a component, a frontend project). */
export function assetTypeWords(type: string): string {
  const words: Record<string, string> = { ...ASSET_TYPE_WORDS, component: 'component', frontend: 'frontend project' };
  return words[type] ?? type.replace(/_/g, ' ').toLowerCase();
}

/** What every asset answer carries besides its content. */
export type AssetMeta = { id: string; revision: number; updatedAt: string; pendingChanges: number };

/** Null when the write changed nothing (some answers of a write). */
type WriteAnswer<Key extends string, Value> = { [K in Key]: Value } & { position: string | null };

// ---- Entities (/create/entities/{gameId}/…) ----

export type EntityComponentEntry = { componentName: string; scriptId: string | null; fieldData: Record<string, unknown> };

export type Entity = AssetMeta & {
  name: string;
  entity_type: string;
  trigger_state: { triggers: unknown[]; fired_triggers: Record<string, unknown> };
  /** Keyed by the component's slug (or a script component's lower-cased class name). */
  component_state: Record<string, EntityComponentEntry>;
  folder_path: string;
};

export type EntityAnswer = WriteAnswer<'entity', Entity>;
export type EntitiesAnswer = WriteAnswer<'entities', Entity[]>;

// ---- Prompts (/create/mechanic/…prompt-library…) ----

export type PromptVariable = { key: string; name: string };

export type Prompt = AssetMeta & { name: string; description: string; content: string; variables: PromptVariable[] };

/** GET /create/mechanic/get-all-prompt-libraries/{gameId}/: the game's prompts by id. */
export type PromptLibraryAnswer = { data: Record<string, Prompt> };
export type PromptAnswer = WriteAnswer<'data', Prompt>;

// ---- Tools (/create/mechanic/load-tools, save-tool, delete-tool) ----

export type ToolField = {
  name: string;
  /** 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object', or 'enum' (a string with allowed values). */
  type: string;
  description: string;
  required: boolean;
  /** Allowed values (string and enum fields). */
  enum?: (string | number)[];
  items?: string | Record<string, unknown>;
  /** The name of a sub-structure an object field uses. */
  structure?: string;
};

/** A named object shape that fields can use. */
export type ToolSubStructure = { name: string; description: string; fields: ToolField[] };

export type Tool = AssetMeta & {
  name: string;
  description: string;
  fields: ToolField[];
  subStructures: ToolSubStructure[];
  /** The JSON schema built from the fields. */
  schema: Record<string, unknown>;
  openai_format: { type: 'function'; function: { name: string; description: string; parameters: Record<string, unknown> } };
};

/** GET /create/mechanic/load-tools/{gameId}/: the game's tools by id. */
export type ToolsAnswer = { data: Record<string, Tool> };
export type ToolAnswer = { status: 'success'; data: Tool; position: string | null };

// ---- Logic files (/create/mechanic/logic-files/{gameId}/…) ----

/** A logic file: the game's rules and flow as a file the agent reads and writes (docs/api-assets.md "Logic files"). */
export type LogicFile = AssetMeta & { name: string; content: string; language: string };

/** GET /create/mechanic/logic-files/{gameId}/: oldest first. */
export type LogicFilesAnswer = { files: LogicFile[] };
export type LogicFileAnswer = WriteAnswer<'file', LogicFile>;
export type CreateLogicFileBody = { name: string; content?: string; language?: string };
export type UpdateLogicFileBody = { name?: string; content?: string; language?: string };

/** Deleting a script, prompt, tool or logic file. */
export type DeleteAnswer = { status: 'success'; position: string | null };
