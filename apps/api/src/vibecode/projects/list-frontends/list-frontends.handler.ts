import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { FrontendWorkspace } from '../frontend-workspace.js';
import type { FrontendListAnswer } from '../frontend.view.js';

export class ListFrontendsQuery extends Query<FrontendListAnswer> {
  constructor(
    readonly gameId: string,
    readonly user: ActiveUser,
  ) {
    super();
  }
}

@QueryHandler(ListFrontendsQuery)
export class ListFrontendsHandler implements IQueryHandler<ListFrontendsQuery> {
  constructor(private readonly workspace: FrontendWorkspace) {}

  /** The game's projects, oldest first. */
  async execute({ gameId, user }: ListFrontendsQuery): Promise<FrontendListAnswer> {
    await this.workspace.assertAccess(gameId, user);
    const projects = await this.workspace.reader.projectsOf(gameId);
    return { success: true, frontends: projects.map(({ id, name, description, updatedAt }) => ({ id, name, description, updatedAt })) };
  }
}
