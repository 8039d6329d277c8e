import { entityContentOf, type KnownAsset } from '@tempest/domain';
import type { Entity } from '@tempest/contracts';
import type { WorkingTreeAsset } from '@tempest/projections';

/** An entity as the API answers it (docs/api-assets.md "Entities"): the shared contract's, checked here. */
export type { Entity, EntityAnswer, EntitiesAnswer } from '@tempest/contracts';

/** An entity of the working tree (the versioning projection). */
export const entityOf = (asset: WorkingTreeAsset): Entity => ({
  id: asset.id,
  ...entityContentOf(asset.data),
  revision: asset.revision,
  updatedAt: asset.updatedAt,
  pendingChanges: asset.pendingChanges,
});

/** An entity as a write left it, from the write's own state (no read model is waited for). */
export const entityOfState = (state: KnownAsset): Entity => ({
  id: state.assetId,
  ...entityContentOf(state.current.data),
  revision: state.revision,
  updatedAt: new Date(state.updatedAt).toISOString(),
  pendingChanges: state.pending.length,
});
