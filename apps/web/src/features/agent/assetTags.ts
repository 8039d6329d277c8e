import { assetTagTypes } from '../../api/assetTags';

/**
 * The kinds of cached reads an agent's asset_change (or entity_change) makes stale: the versioning reads and
 * the asset type's own reads (`assetWriteTags` without a game or asset). The agent's stream itself uses
 * `assetWriteTags` with the game and asset; the game room invalidates the same when its projection catches up.
 */
export const tagsForAssetChange = (assetType: unknown): string[] => assetTagTypes(assetType);
