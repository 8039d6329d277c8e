import { claimStreamsOf, userDecider, userStreamId, type ClaimKind, type ClaimStreams, type UserState } from '@tempest/domain';
import type { DecisionRunner, EventStore } from '@tempest/event-store';
import type { ServerSecret } from '../infrastructure/server-secret.js';
import { ownerOfName } from './claims.js';

export type ActiveUser = Extract<UserState, { status: 'active' }>;

/**
 * Reads accounts straight from their streams (not a projection), so a user who just registered can
 * verify and log in at once, on any replica.
 */
export class UserDirectory {
  constructor(
    private readonly store: EventStore,
    private readonly runner: DecisionRunner,
    private readonly secret: ServerSecret,
  ) {}

  async load(userId: string): Promise<ActiveUser | null> {
    const { state } = await this.runner.read(userDecider, userStreamId(userId));
    return state.status === 'active' ? state : null;
  }

  /** The claim streams of an email or username (docs/personal-data.md, "Stream names"). */
  claimOf(kind: ClaimKind, value: string): ClaimStreams {
    return claimStreamsOf(kind, value, (purpose, normalised) => this.secret.hash(purpose, normalised));
  }

  async findByEmail(email: string): Promise<ActiveUser | null> {
    const userId = await ownerOfName(this.store, this.claimOf('email', email));
    return userId ? this.load(userId) : null;
  }

  async findByUsername(username: string): Promise<ActiveUser | null> {
    const userId = await ownerOfName(this.store, this.claimOf('username', username));
    return userId ? this.load(userId) : null;
  }
}
