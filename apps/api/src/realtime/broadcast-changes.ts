import { PROJECTIONS_MOVED, READ_MODEL_UPDATED, STAFF_ROOM, type AssetTypeName, type ProjectionsMovedMessage, type ReadModelUpdated } from '@tempest/contracts';
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

/** How often at most the staff room hears that processors moved. */
export const PROJECTIONS_MOVED_EVERY_MS = 1000;

type StaffBroadcaster = { to(room: string): { emit(event: typeof PROJECTIONS_MOVED, message: ProjectionsMovedMessage): unknown } };

/**
 * The processors of this process that moved, to the staff room at most once every PROJECTIONS_MOVED_EVERY_MS (the
 * first move of a quiet second at once, the rest together at the end of it): the projections list follows them.
 */
export const announceProjectionMoves = (engine: ProjectionEngine, server: () => StaffBroadcaster, everyMs = PROJECTIONS_MOVED_EVERY_MS): (() => void) => {
  const moved = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let last = Number.NEGATIVE_INFINITY;
  const flush = () => {
    timer = null;
    last = Date.now();
    server().to(STAFF_ROOM).emit(PROJECTIONS_MOVED, { processors: [...moved].sort() });
    moved.clear();
  };
  const off = engine.onPosition((processor) => {
    moved.add(processor);
    if (timer) return;
    timer = setTimeout(flush, Math.max(0, last + everyMs - Date.now()));
    timer.unref?.();
  });
  return () => {
    off();
    if (timer) clearTimeout(timer);
  };
};
