import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicQuery } from '../../mechanic-command.js';
import { logicFileOf, type LogicFile } from '../logic-file.view.js';

export class GetLogicFilesQuery extends MechanicQuery<{ files: LogicFile[] }> {}

@QueryHandler(GetLogicFilesQuery)
export class GetLogicFilesHandler implements IQueryHandler<GetLogicFilesQuery> {
  constructor(private readonly assets: MechanicAssets) {}

  async execute({ gameId, user }: GetLogicFilesQuery): Promise<{ files: LogicFile[] }> {
    await this.assets.assertAccess(gameId, user);
    return { files: (await this.assets.list(gameId, 'logic_file')).map(logicFileOf) };
  }
}
