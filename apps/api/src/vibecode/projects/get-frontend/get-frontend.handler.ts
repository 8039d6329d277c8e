import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { FrontendWorkspace } from '../frontend-workspace.js';
import { frontendAnswer, type FrontendAnswer } from '../frontend.view.js';

export class GetFrontendQuery extends Query<FrontendAnswer> {
  constructor(
    readonly gameId: string,
    readonly frontendId: string,
    readonly user: ActiveUser,
  ) {
    super();
  }
}

@QueryHandler(GetFrontendQuery)
export class GetFrontendHandler implements IQueryHandler<GetFrontendQuery> {
  constructor(private readonly workspace: FrontendWorkspace) {}

  /** The project with its working files, sorted by filename. */
  async execute({ gameId, frontendId, user }: GetFrontendQuery): Promise<FrontendAnswer> {
    await this.workspace.assertAccess(gameId, user);
    const project = await this.workspace.requireProject(gameId, frontendId);
    return frontendAnswer(project, await this.workspace.reader.workingFiles(project.id));
  }
}
