import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Query } from '@nestjs/cqrs';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { scriptOf, type Script } from '../script.view.js';

export class GetScriptContentQuery extends Query<{ script: Script }> {
  constructor(
    readonly scriptId: string,
    readonly user: ActiveUser,
  ) {
    super();
  }
}

@QueryHandler(GetScriptContentQuery)
export class GetScriptContentHandler implements IQueryHandler<GetScriptContentQuery> {
  constructor(private readonly assets: MechanicAssets) {}

  /** The route names only the script: its game is found in the working tree, then access is checked. */
  async execute({ scriptId, user }: GetScriptContentQuery): Promise<{ script: Script }> {
    return { script: scriptOf(await this.assets.locate(user, 'script', scriptId)) };
  }
}
