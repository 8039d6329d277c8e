import { isDomainError, nameClaimDecider, type ClaimKind, type ClaimStreams } from '@tempest/domain';
import type { DecisionRunner, EventMetadata } from '@tempest/event-store';

/** The holder of a claim stream: the user of its last `NameClaimed`, or null when unclaimed or released. */
export const ownerOfStream = async (runner: DecisionRunner, streamId: string): Promise<string | null> => (await runner.read(nameClaimDecider, streamId)).state.holder;

/** The holder of a name: its hashed claim, else a claim recorded in the plain form before names were hashed. */
export const ownerOfName = async (runner: DecisionRunner, claim: ClaimStreams): Promise<string | null> =>
  (await ownerOfStream(runner, claim.hashed)) ?? (await ownerOfStream(runner, claim.legacy));

/** A claim of a name on its hashed stream (the plain form is never written any more, only read: no race). */
export const claimPart = async (runner: DecisionRunner, kind: ClaimKind, claim: ClaimStreams, userId: string, at: string) => {
  const legacyHolder = await ownerOfStream(runner, claim.legacy);
  return { decider: nameClaimDecider, streamId: claim.hashed, command: { type: 'ClaimName' as const, data: { kind, userId, at, legacyHolder } } };
};

/**
 * Claims a unique name (email, username) for a user, appended with the revision read, so two concurrent
 * registrations cannot both win. Returns false when someone else holds it, in either form.
 */
export const claimName = async (runner: DecisionRunner, kind: ClaimKind, claim: ClaimStreams, userId: string, metadata: EventMetadata): Promise<boolean> => {
  try {
    await runner.run(await claimPart(runner, kind, claim, userId, metadata.timestamp), { metadata });
    return true;
  } catch (error) {
    if (isDomainError(error, 'account.email_taken') || isDomainError(error, 'account.username_taken')) return false;
    throw error;
  }
};

/** Releases whichever form(s) of the name the user holds, in one append; returns how many streams were released. */
export const releaseName = async (runner: DecisionRunner, claim: ClaimStreams, userId: string, metadata: EventMetadata): Promise<number> => {
  const command = { type: 'ReleaseName' as const, data: { userId, at: metadata.timestamp } };
  const released = await runner.run([claim.hashed, claim.legacy].map((streamId) => ({ decider: nameClaimDecider, streamId, command })), { metadata });
  return released.filter((r) => r.events.length > 0).length;
};
