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
