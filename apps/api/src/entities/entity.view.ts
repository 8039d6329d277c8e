import { entityContentOf, type KnownAsset, type EntityComponentState, type TriggerState } from '@tempest/domain';
import type { WorkingTreeAsset } from '@tempest/projections';

/** An entity as the API answers it (docs/api-assets.md "Entities"). */
export type Entity = {
  id: string;
  name: string;
  entity_type: string;
  trigger_state: TriggerState;
  component_state: EntityComponentState;
  folder_path: string;
  revision: number;
  updatedAt: string;
  pendingChanges: number;
};

export type EntityAnswer = { entity: Entity; position: string | null };
export type EntitiesAnswer = { entities: Entity[]; position: string | null };

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
