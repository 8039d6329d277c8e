import { randomUUID } from 'node:crypto';
import type { ClaimEvent } from '@tempest/domain';
import { WrongExpectedVersionError, type EventMetadata, type EventStore } from '@tempest/event-store';

/**
 * Claims a unique name (email, username) for a user: a stream per name, appended with the revision read,
 * so two concurrent registrations cannot both win. Returns false when someone else holds it.
 */
export const claimName = async (
  store: EventStore,
  streamId: string,
  userId: string,
  metadata: EventMetadata,
): Promise<boolean> => {
  const events = (await store.readStream(streamId)) as unknown as (ClaimEvent & { revision: bigint })[];
  const last = events[events.length - 1];
  if (last?.type === 'NameClaimed') return last.data.userId === userId;
  const event = { id: randomUUID(), type: 'NameClaimed', data: { userId, at: metadata.timestamp }, metadata };
  try {
    await store.append(streamId, [event], last ? last.revision : 'no_stream');
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return false;
    throw error;
  }
};

export const releaseName = async (store: EventStore, streamId: string, userId: string, metadata: EventMetadata) => {
  const event = { id: randomUUID(), type: 'NameReleased', data: { userId, at: metadata.timestamp }, metadata };
  await store.append(streamId, [event], 'stream_exists');
};
