// The script shapes of docs/api-assets.md ("Scripts"); parsing is Python's `ast` on the server.

import type {
  JsonValue,
  ModuleBlock as ParsedModuleBlock,
  ParameterSpec,
  ScriptComponent as ParsedScriptComponent,
  ScriptComponentField as ComponentField,
  SignatureOption,
  ValidationIssue,
} from '@tempest/domain-types/mechanic/parsed-script.types';

export type { ComponentField, JsonValue, ParameterSpec, SignatureOption };

/** A top-level function of the script (update-parsed-script may store blocks without a line). */
export type ModuleBlock = Omit<ParsedModuleBlock, 'line'> & { line?: number };

/** A component the script defines, as stored: the server adds the game id. */
export type ScriptComponent = Omit<ParsedScriptComponent, 'line' | 'class_name'> & { class_name?: string; line?: number; game_id?: string };

/** 1-based, as Python reports them. */
export type ValidationError = ValidationIssue;

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
