import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UserNotFoundError } from '@tempest/domain';
import { tableNameIn, toUserProfile, type UserProfile, type UserProfileRow } from '@tempest/projections';
import { UserDirectory } from '../../accounts/user-directory.js';
import type { AppConfig } from '../../config.js';
import type { Infrastructure } from '../../infrastructure/infrastructure.js';
import { APP_CONFIG, INFRASTRUCTURE } from '../../infrastructure/tokens.js';
import { GetProfileQuery } from './get-profile.query.js';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  private readonly table: string;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UserDirectory,
  ) {
    this.table = tableNameIn(config.schema)('user_profiles');
  }

  /** From the `user_profiles` read model; a user registered a moment ago may not be there yet, so then from the stream. */
  async execute({ userId }: GetProfileQuery): Promise<UserProfile> {
    const { rows } = await this.infra.pool.query<UserProfileRow>(`SELECT id, username, created_at FROM ${this.table} WHERE id = $1`, [userId]);
    if (rows[0]) return toUserProfile(rows[0]);
    const user = await this.users.load(userId);
    if (!user) throw new UserNotFoundError();
    return toUserProfile({ id: user.userId, username: user.username, created_at: user.registeredAt });
  }
}
