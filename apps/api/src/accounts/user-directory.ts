import {
  emailClaimStreamId,
  normaliseEmail,
  userDecider,
  userStreamId,
  usernameClaimStreamId,
  type ClaimEvent,
  type UserState,
} from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { aggregateStream } from '../infrastructure/kernel.js';

export type ActiveUser = Extract<UserState, { status: 'active' }>;

/**
 * Reads accounts straight from their streams (not a projection), so a user who just registered can
 * verify and log in at once, on any replica.
 */
export class UserDirectory {
  constructor(private readonly store: EventStore) {}

  async load(userId: string): Promise<ActiveUser | null> {
    const { state } = await aggregateStream(this.store, userDecider, userStreamId(userId));
    return state.status === 'active' ? state : null;
  }

  /** The owner of a claim stream ("useremail-…", "username-…"), or null when unclaimed. */
  async ownerOf(claimStreamId: string): Promise<string | null> {
    const events = await this.store.readStream(claimStreamId);
    let owner: string | null = null;
    for (const e of events as unknown as ClaimEvent[]) owner = e.type === 'NameClaimed' ? e.data.userId : null;
    return owner;
  }

  async findByEmail(email: string): Promise<ActiveUser | null> {
    const userId = await this.ownerOf(emailClaimStreamId(normaliseEmail(email)));
    return userId ? this.load(userId) : null;
  }

  async findByUsername(username: string): Promise<ActiveUser | null> {
    const userId = await this.ownerOf(usernameClaimStreamId(username));
    return userId ? this.load(userId) : null;
  }
}
