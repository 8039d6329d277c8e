import type { Tool } from '@tempest/contracts';
import { toolContentOf } from '@tempest/domain';
import type { AssetSnapshot } from '../mechanic-assets.js';

/** A tool as the API answers it (docs/api-assets.md "Tools"): the shared contract's, checked here. */
export type { Tool } from '@tempest/contracts';

export const toolOf = (asset: AssetSnapshot): Tool => ({
  id: asset.id,
  ...toolContentOf(asset.data),
  revision: asset.revision,
  updatedAt: asset.updatedAt,
  pendingChanges: asset.pendingChanges,
});
