import { DomainError } from '../shared/errors.js';
import type { Decider } from '../shared/decider.js';
import type { ClaimEvent, ClaimKind } from './user.events.js';

/**
 * A unique name (an email, a username) held by one user at a time, on its claim stream: who holds it now.
 * A claim stream in the plain form (before names were hashed) is never written any more, only read and
 * released, so whoever holds it is given to a claim of the hashed form as `legacyHolder`.
 */
export type NameClaimState = { holder: string | null };

export type NameClaimCommand =
  | { type: 'ClaimName'; data: { kind: ClaimKind; userId: string; at: string; legacyHolder: string | null } }
  | { type: 'ReleaseName'; data: { userId: string; at: string } };

const TAKEN = { email: 'account.email_taken', username: 'account.username_taken' } as const;

export const evolveNameClaim = (state: NameClaimState, event: ClaimEvent): NameClaimState => ({ holder: event.type === 'NameClaimed' ? event.data.userId : null });

/** Claiming a name someone else holds is refused; claiming one's own, or releasing what one does not hold, changes nothing. */
export const decideNameClaim = (command: NameClaimCommand, state: NameClaimState): ClaimEvent[] => {
  const { userId, at } = command.data;
  if (command.type === 'ReleaseName') return state.holder === userId ? [{ type: 'NameReleased', data: { userId, at } }] : [];
  const holder = state.holder ?? command.data.legacyHolder;
  if (holder === userId) return [];
  if (holder !== null) throw new DomainError(TAKEN[command.data.kind]);
  return [{ type: 'NameClaimed', data: { userId, at } }];
};

export const nameClaimDecider: Decider<NameClaimState, NameClaimCommand, ClaimEvent> = {
  initialState: () => ({ holder: null }),
  evolve: evolveNameClaim,
  decide: decideNameClaim,
};
