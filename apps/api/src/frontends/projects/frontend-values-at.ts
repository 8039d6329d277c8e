import { frontendStreamId, type FrontendSettings } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';

/** What a frontend project's events carry besides its ids: its name, description and settings. */
export type FrontendValues = { name: string; description: string; settings: FrontendSettings };

/**
 * A frontend project as the event at `revision` of its stream left it (null: its latest event), or null when
 * there is no such event: what a checkpoint recorded of it (rollback, clone, time travel).
 */
export const frontendValuesAt = async (store: EventStore, frontendId: string, revision: number | null): Promise<FrontendValues | null> => {
  const stream = frontendStreamId(frontendId);
  const [event] =
    revision === null
      ? await store.readStream(stream, { direction: 'backwards', maxCount: 1 })
      : await store.readStream(stream, { fromRevision: BigInt(revision), maxCount: 1 });
  if (!event) return null;
  const { name, description, settings } = event.data as FrontendValues;
  return { name, description, settings };
};
