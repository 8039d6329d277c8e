import { entityContentOf, type AssetState, type EntityComponentState, type TriggerState } from '@tempest/domain';
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

/** An entity as a write left it (no projection wait); null unless it is present. */
export const entityOfState = (state: AssetState, updatedAt: string): Entity | null => {
  if (state.status !== 'present') return null;
  return {
    id: state.assetId,
    ...entityContentOf(state.current.data),
    revision: state.revision,
    updatedAt: new Date(updatedAt).toISOString(),
    pendingChanges: state.pending.length,
  };
};
