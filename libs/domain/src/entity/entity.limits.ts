export const ENTITY_TYPE_MAX = 100;
export const ENTITY_NAME_MAX = 100;
export const ENTITY_FOLDER_PATH_MAX = 255;
/** Longest component_state key (a component slug, or a script component's class name). */
export const ENTITY_COMPONENT_KEY_MAX = 100;
export const ENTITY_COMPONENT_NAME_MAX = 200;
