import { toolContentOf, type ToolContent } from '@tempest/domain';
import type { AssetSnapshot } from '../mechanic-assets.js';

/** A tool as the API answers it (docs/api-assets.md "Tools"). */
export type Tool = ToolContent & { id: string; revision: number; updatedAt: string; pendingChanges: number };

export const toolOf = (asset: AssetSnapshot): Tool => ({
  id: asset.id,
  ...toolContentOf(asset.data),
  revision: asset.revision,
  updatedAt: asset.updatedAt,
  pendingChanges: asset.pendingChanges,
});
