// Scripts (/create/mechanic/…script…, docs/api-assets.md "Scripts"): the code and what parse-script's
// reading of it with Python's `ast` found (libs/python-runtime/src/parse-script.ts answers a ParsedScript).

import type { AssetMeta } from './assets.js';

export type ParameterKind = 'positional' | 'keyword' | 'var_positional' | 'var_keyword';

export type ParameterSpec = {
  /** The annotation as source text, or 'Any'. */
  type: string;
  /** The default as source text, or null when there is none. */
  default: string | null;
  kind: ParameterKind;
  /** The parameter's place in the declaration (0 first): a stored mapping's keys come back in jsonb's order. */
  position?: number;
};

export type SignatureOption = {
  name: string;
  /** The parameters by name; their declaration order is each one's `position`. */
  mapping: Record<string, ParameterSpec>;
  /** The full docstring, or the signature (`name(a: int = 1) -> str`) when there is none. */
  tool_tip: string;
  /** The first line of the docstring, or ''. */
  description: string;
  /** The return annotation as source text, or null. */
  returns: string | null;
};

/** A top-level function; several signature options only for `@overload`ed functions. */
export type ModuleBlock = {
  name: string;
  description: string;
  tool_tip: string;
  signature_options: SignatureOption[];
  line: number;
};

/** Literal values of JSON. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type ScriptComponentField = {
  /** 'int' | 'float' | 'str' | 'bool' | 'list' | 'dict', or the annotation's source text. */
  type: string;
  /** The default when it is a Python literal that JSON can hold, else null. */
  default: JsonValue;
};

/** A top-level class with annotated fields, as the parser finds it. */
export type ScriptComponent = {
  display_name: string;
  class_name: string;
  field_schema: Record<string, ScriptComponentField>;
  line: number;
};

/** `line` and `column` are 1-based, as Python reports them. */
export type ValidationIssue = { line: number; column: number; message: string };

/** What the parser reads out of a script. */
export type ParsedScript = {
  module_blocks: Record<string, ModuleBlock>;
  script_components: ScriptComponent[];
  validation_errors: ValidationIssue[];
};

/** A script component as parse-script stores and answers it: the parser's, with the script's game. */
export type GameScriptComponent = ScriptComponent & { game_id: string };

/** A module block as stored: update-parsed-script may store blocks without a line. */
export type StoredModuleBlock = Omit<ModuleBlock, 'line'> & { line?: number };

/** A script component as stored: update-parsed-script may store one without a line, class name or game. */
export type StoredScriptComponent = Omit<ScriptComponent, 'line' | 'class_name'> & { class_name?: string; line?: number; game_id?: string };

export type Script = AssetMeta & {
  game_id: string;
  name: string;
  content: string;
  module_blocks: Record<string, StoredModuleBlock>;
  script_components: StoredScriptComponent[];
  validation_errors: ValidationIssue[];
  /** The script revision whose code the parse results describe; null before the first parse. */
  parsed_revision: number | null;
};

/** A script write (create, clone, rename, save_raw, update-parsed-script). */
export type ScriptAnswer = { script: Script; position: string | null };
/** POST /create/mechanic/retrieve-custom-scripts/{gameId}/. */
export type ScriptsAnswer = { scripts: Script[] };
/** GET /create/mechanic/get-script-content/{scriptId}/. */
export type ScriptContentAnswer = { script: Script };

/** POST /create/mechanic/parse-script/: the code saved with what the parser found ('error' when it found errors). */
export type ParseScriptAnswer = {
  status: 'success' | 'error';
  script: Script;
  module_blocks: Record<string, ModuleBlock>;
  script_components: GameScriptComponent[];
  validation_errors: ValidationIssue[];
  position: string | null;
};

// ---- Request bodies ----

/** retrieve-custom-scripts: empty or absent asks for every script of the game. */
export type RetrieveScriptsBody = { scriptIds?: string[] };
export type CreateScriptBody = { name: string; content?: string };
export type RenameScriptBody = { name: string };
export type CloneScriptBody = { script_id: string; name: string };
/** A form (urlencoded or multipart) or JSON. */
export type ParseScriptBody = { script_id: string; game_key?: string; script_content: string };
