import { formatPosition } from '@tempest/event-store';
import type { ProjectionEngine } from '@tempest/projections';

export type ReadModelUpdated = { readModel: string; id: string | null; position: string };

type Broadcaster = { to(rooms: string[]): { emit(event: string, message: ReadModelUpdated): unknown } };

/** Every change a processor of this process applies goes to the rooms that care, as `readmodel.updated`. */
export const broadcastChanges = (engine: ProjectionEngine, server: () => Broadcaster): (() => void) =>
  engine.onChange(({ change, position }) => {
    server()
      .to(change.rooms)
      .emit('readmodel.updated', { readModel: change.readModel, id: change.id, position: formatPosition(position) });
  });
