export const COMPONENT_SLUG_MAX = 64;
export const COMPONENT_ALIAS_MAX = 64;
export const COMPONENT_ALIASES_MAX = 20;
export const COMPONENT_NAME_MAX = 100;
export const COMPONENT_CATEGORY_MAX = 50;
export const FIELD_SCHEMA_FIELDS_MAX = 100;
export const FIELD_NAME_MAX = 64;
export const FIELD_TYPE_MAX = 50;
export const FIELD_DESCRIPTION_MAX = 500;
/** Longest fieldSchema as JSON (characters). */
export const FIELD_SCHEMA_JSON_MAX = 64 * 1024;
