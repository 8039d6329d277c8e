import { Query } from '@nestjs/cqrs';
import type { UserProfile } from '@tempest/contracts';

/** Answers the profile, or throws UserNotFoundError (404). */
export class GetProfileQuery extends Query<UserProfile> {
  constructor(readonly userId: string) {
    super();
  }
}
