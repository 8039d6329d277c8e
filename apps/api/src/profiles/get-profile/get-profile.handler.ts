import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toUserProfile, userProfile, type ReadDb, type UserProfile } from '@tempest/projections';
import { UserDirectory } from '../../accounts/user-directory.js';
import { READ_DB } from '../../infrastructure/read-db.module.js';
import { GetProfileQuery } from './get-profile.query.js';
import { DomainError } from '@tempest/domain';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    private readonly users: UserDirectory,
  ) {}

  /** From the `user_profiles` read model; a user registered a moment ago may not be there yet, so then from the stream. */
  async execute({ userId }: GetProfileQuery): Promise<UserProfile> {
    const projected = await userProfile(this.db, userId);
    if (projected) return projected;
    const user = await this.users.load(userId);
    if (!user) throw new DomainError('user.not_found');
    return toUserProfile({ id: user.userId, username: user.username, created_at: user.registeredAt });
  }
}
