// Game assets as the API shows them.

/** The six asset types (libs/domain ASSET_TYPES; apps/api checks the two agree). */
export type AssetTypeName = 'script' | 'logic_file' | 'entity' | 'prompt' | 'tool' | 'frontend_file';
