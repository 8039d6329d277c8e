// The script shapes of docs/api-assets.md ("Scripts"); parsing is Python's `ast` on the server.

export type ParameterSpec = {
  /** The annotation as source text, or 'Any'. */
  type: string;
  /** The default as source text, or null. */
  default: string | null;
  kind: 'positional' | 'keyword' | 'var_positional' | 'var_keyword';
};

export type SignatureOption = {
  name: string;
  mapping: Record<string, ParameterSpec>;
  tool_tip: string;
  description: string;
  returns: string | null;
};

/** A top-level function of the script. */
export type ModuleBlock = {
  name: string;
  description: string;
  tool_tip: string;
  signature_options: SignatureOption[];
  line?: number;
};

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type ComponentField = { type: string; default: JsonValue };

/** A top-level class with annotated fields: a component the script defines. */
export type ScriptComponent = {
  display_name: string;
  class_name?: string;
  field_schema: Record<string, ComponentField>;
  game_id?: string;
  line?: number;
};

/** 1-based, as Python reports them. */
export type ValidationError = { line: number; column: number; message: string };

export type Script = {
  id: string;
  game_id: string;
  name: string;
  content: string;
  module_blocks: Record<string, ModuleBlock>;
  script_components: ScriptComponent[];
  validation_errors: ValidationError[];
  parsed_revision: number | null;
  revision: number;
  updatedAt: string;
  pendingChanges: number;
};

export type ScriptWrite = { script: Script; position: string };

export type ParseScriptResult = {
  status: 'success' | 'error';
  script: Script;
  module_blocks: Record<string, ModuleBlock>;
  script_components: ScriptComponent[];
  validation_errors: ValidationError[];
  position: string;
};
