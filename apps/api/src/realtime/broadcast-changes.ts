import { formatPosition } from '@tempest/event-store';
import type { ProjectionEngine } from '@tempest/projections';

/**
 * The live message: read model `readModel`, row `id`, is now at `position`. `assetType` names the asset's
 * type when the change is about one asset (null otherwise); it came last, so clients written before it
 * (reading only the first three fields) still work.
 */
export type ReadModelUpdated = { readModel: string; id: string | null; assetType: string | null; position: string };

type Broadcaster = { to(rooms: string[]): { emit(event: string, message: ReadModelUpdated): unknown } };

/** Every change a processor of this process applies goes to the rooms that care, as `readmodel.updated`. */
export const broadcastChanges = (engine: ProjectionEngine, server: () => Broadcaster): (() => void) =>
  engine.onChange(({ change, position }) => {
    const { readModel, id, assetType } = change;
    server().to(change.rooms).emit('readmodel.updated', { readModel, id, assetType, position: formatPosition(position) });
  });
