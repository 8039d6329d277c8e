import { randomUUID } from 'node:crypto';
import type { ClaimEvent, ClaimStreams } from '@tempest/domain';
import { WrongExpectedVersionError, type EventMetadata, type EventStore } from '@tempest/event-store';

type StoredClaim = ClaimEvent & { revision: bigint };

const readClaim = async (store: EventStore, streamId: string) => (await store.readStream(streamId)) as unknown as StoredClaim[];

/** The holder of a claim stream: the user of its last `NameClaimed`, or null when unclaimed or released. */
export const ownerOfStream = async (store: EventStore, streamId: string): Promise<string | null> => {
  const last = (await readClaim(store, streamId)).at(-1);
  return last?.type === 'NameClaimed' ? last.data.userId : null;
};

/** The holder of a name: its hashed claim, else a claim recorded in the plain form before names were hashed. */
export const ownerOfName = async (store: EventStore, claim: ClaimStreams): Promise<string | null> =>
  (await ownerOfStream(store, claim.hashed)) ?? (await ownerOfStream(store, claim.legacy));

/**
 * Claims a unique name (email, username) for a user on its hashed stream, appended with the revision read, so
 * two concurrent registrations cannot both win. Returns false when someone else holds it, in either form: a
 * plain-form claim is never written any more, only released, so reading it first leaves no race.
 */
export const claimName = async (store: EventStore, claim: ClaimStreams, userId: string, metadata: EventMetadata): Promise<boolean> => {
  const legacyOwner = await ownerOfStream(store, claim.legacy);
  if (legacyOwner !== null) return legacyOwner === userId;
  const events = await readClaim(store, claim.hashed);
  const last = events.at(-1);
  if (last?.type === 'NameClaimed') return last.data.userId === userId;
  const event = { id: randomUUID(), type: 'NameClaimed', data: { userId, at: metadata.timestamp }, metadata };
  try {
    await store.append(claim.hashed, [event], last ? last.revision : 'no_stream');
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return false;
    throw error;
  }
};

/** Releases whichever form(s) of the name the user holds; returns how many streams were released. */
export const releaseName = async (store: EventStore, claim: ClaimStreams, userId: string, metadata: EventMetadata): Promise<number> => {
  let released = 0;
  for (const streamId of [claim.hashed, claim.legacy]) {
    if ((await ownerOfStream(store, streamId)) !== userId) continue;
    const event = { id: randomUUID(), type: 'NameReleased', data: { userId, at: metadata.timestamp }, metadata };
    await store.append(streamId, [event], 'stream_exists');
    released++;
  }
  return released;
};
