import { Query } from '@nestjs/cqrs';
import type { ActiveUser } from '../../accounts/user-directory.js';
import type { Entity } from '../entity.view.js';

export class GetEntitiesQuery extends Query<{ entities: Entity[] }> {
  constructor(
    readonly gameId: string,
    readonly user: ActiveUser,
  ) {
    super();
  }
}
