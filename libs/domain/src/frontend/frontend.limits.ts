export const FRONTEND_NAME_MAX = 100;
export const FRONTEND_DESCRIPTION_MAX = 2_000;
/** Longest tailwind_config, as JSON (characters). */
export const FRONTEND_TAILWIND_CONFIG_MAX = 64 * 1024;
export const FRONTEND_FILES_MAX = 100;
export const FRONTEND_FILENAME_MAX = 200;
/** Largest file, in bytes of UTF-8. */
export const FRONTEND_FILE_MAX_BYTES = 256 * 1024;
export const FRONTEND_FOLDER_PATH_MAX = 255;
