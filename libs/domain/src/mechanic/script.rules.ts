import { isPlainObject } from '../shared/json.js';
import { SCRIPT_CONTENT_MAX, SCRIPT_NAME_MAX } from './mechanic.limits.js';
import { DomainError } from '../shared/errors.js';

/** A new script's code (docs/api-assets.md, Scripts). */
export const DEFAULT_SCRIPT_CONTENT = '# Write your Python code here';

export type ScriptIssue = { line: number; column: number; message: string };

/** A script asset's content: its code and what the last parse of it found. */
export type ScriptContent = {
  name: string;
  content: string;
  module_blocks: Record<string, unknown>;
  script_components: Record<string, unknown>[];
  validation_errors: ScriptIssue[];
  /** The script revision whose code the parse results describe; null before the first parse. */
  parsed_revision: number | null;
};


/**
 * Trimmed, 1 to 100 characters. Two scripts of a game may share a name (they are told apart by id, and
 * a rename or clone must not fail because of an unrelated script); an empty name is refused.
 */
export const normalizeScriptName = (raw: unknown): string => {
  if (typeof raw !== 'string') throw new DomainError('script.invalid_name', 'name is required and must be a string', { field: 'name' });
  const name = raw.trim();
  if (name.length === 0) throw new DomainError('script.invalid_name', 'name cannot be empty', { field: 'name' });
  if (name.length > SCRIPT_NAME_MAX) throw new DomainError('script.invalid_name', `name must be at most ${SCRIPT_NAME_MAX} characters`, { field: 'name' });
  return name;
};

/** The code as given (never trimmed: indentation matters in Python), at most SCRIPT_CONTENT_MAX characters. */
export const checkScriptCode = (raw: unknown, field = 'content'): string => {
  if (typeof raw !== 'string') throw new DomainError('script.invalid_content', `${field} must be a string`, { field });
  if (raw.length > SCRIPT_CONTENT_MAX) {
    throw new DomainError('script.invalid_content', `${field} must be at most ${SCRIPT_CONTENT_MAX} characters`, { field });
  }
  return raw;
};

/** A new script: the default code unless some is given, nothing parsed yet. */
export const newScriptContent = (input: { name: unknown; content?: unknown }): ScriptContent => ({
  name: normalizeScriptName(input.name),
  content: input.content === undefined || input.content === null ? DEFAULT_SCRIPT_CONTENT : checkScriptCode(input.content),
  module_blocks: {},
  script_components: [],
  validation_errors: [],
  parsed_revision: null,
});

/** A stored script's content read defensively (older or hand-written events may lack keys). */
export const scriptContentOf = (data: Record<string, unknown> | null): ScriptContent => ({
  name: typeof data?.name === 'string' ? data.name : '',
  content: typeof data?.content === 'string' ? data.content : '',
  module_blocks: isPlainObject(data?.module_blocks) ? data.module_blocks : {},
  script_components: Array.isArray(data?.script_components) ? data.script_components.filter(isPlainObject) : [],
  validation_errors: Array.isArray(data?.validation_errors) ? (data.validation_errors as ScriptIssue[]) : [],
  parsed_revision: typeof data?.parsed_revision === 'number' ? data.parsed_revision : null,
});

/** `update-parsed-script`: module_blocks must be an object, script_components a list of objects. */
export const parsedContentPatch = (raw: Record<string, unknown>): Partial<ScriptContent> => {
  const unknownKey = Object.keys(raw).find((key) => key !== 'module_blocks' && key !== 'script_components');
  if (unknownKey !== undefined) {
    throw new DomainError('script.invalid_parsed_content', `parsed_content has an unknown key "${unknownKey}" (allowed: module_blocks, script_components)`, { field: 'parsed_content' });
  }
  const patch: Partial<ScriptContent> = {};
  if (raw.module_blocks !== undefined) {
    if (!isPlainObject(raw.module_blocks)) {
      throw new DomainError('script.invalid_parsed_content', 'parsed_content.module_blocks must be an object', { field: 'parsed_content.module_blocks' });
    }
    patch.module_blocks = raw.module_blocks;
  }
  if (raw.script_components !== undefined) {
    if (!Array.isArray(raw.script_components) || !raw.script_components.every(isPlainObject)) {
      throw new DomainError('script.invalid_parsed_content', 'parsed_content.script_components must be a list of objects', { field: 'parsed_content.script_components' });
    }
    patch.script_components = raw.script_components;
  }
  return patch;
};
