import { DomainError } from '../shared/domain-error.js';

export const SCRIPT_NAME_MAX = 100;
/** Longest script source; its parse results must still fit the asset's 1,000,000-character content. */
export const SCRIPT_CONTENT_MAX = 500_000;
export const PROMPT_NAME_MAX = 100;
export const PROMPT_DESCRIPTION_MAX = 2_000;
export const PROMPT_CONTENT_MAX = 100_000;
export const TOOL_NAME_MAX = 100;
export const TOOL_DESCRIPTION_MAX = 2_000;
export const TOOL_FIELDS_MAX = 200;
/** Deepest nesting of sub-structures inside a tool's schema (also stops a structure that contains itself). */
export const TOOL_NESTING_MAX = 8;
export const LOGIC_FILE_NAME_MAX = 100;
export const LOGIC_FILE_CONTENT_MAX = 500_000;
export const LOGIC_FILE_LANGUAGE_MAX = 30;

/** A mechanic asset (script, prompt, tool, logic file) that is not a present asset of this game. */
export class MechanicAssetNotFoundError extends DomainError {
  readonly category = 'not_found';
  constructor(
    readonly code: 'script.not_found' | 'prompt.not_found' | 'tool.not_found' | 'logic_file.not_found',
    label: string,
    id: string,
  ) {
    super(`${label} not found`, { id });
  }
}

/** A field of a script, prompt, tool or logic file broke a rule; `field` names it. */
export class InvalidMechanicFieldError extends DomainError {
  readonly category = 'validation';
  constructor(
    readonly code: string,
    message: string,
    field: string,
  ) {
    super(message, { field });
  }
}
