import { READ_MODEL_UPDATED, type AssetTypeName, type ReadModelUpdated } from '@tempest/contracts';
import { isAssetType, type AssetType } from '@tempest/domain';
import { formatPosition } from '@tempest/event-store';
import type { ProjectionEngine } from '@tempest/projections';

// The contract's asset type names are the domain's asset types: the compiler refuses this line if they part.
const sameAssetTypes: [AssetType, AssetTypeName] extends [AssetTypeName, AssetType] ? true : never = true;
void sameAssetTypes;

type Broadcaster = { to(rooms: string[]): { emit(event: typeof READ_MODEL_UPDATED, message: ReadModelUpdated): unknown } };

/** Every change a processor of this process applies goes to the rooms that care, as `readmodel.updated`. */
export const broadcastChanges = (engine: ProjectionEngine, server: () => Broadcaster): (() => void) =>
  engine.onChange(({ change, position }) => {
    const { readModel, id } = change;
    const assetType = isAssetType(change.assetType) ? change.assetType : null;
    server().to(change.rooms).emit(READ_MODEL_UPDATED, { readModel, id, assetType, position: formatPosition(position) });
  });
