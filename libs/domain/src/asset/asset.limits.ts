/** Largest asset content, as serialized JSON (a 1 MB request body cannot carry more anyway). */
export const ASSET_CONTENT_MAX = 1_000_000;
