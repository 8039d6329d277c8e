import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicQuery } from '../../mechanic-command.js';
import { scriptOf, type Script } from '../script.view.js';

export class RetrieveScriptsQuery extends MechanicQuery<{ scripts: Script[] }> {
  constructor(
    gameId: string,
    readonly scriptIds: string[],
    user: ActiveUser,
  ) {
    super(gameId, user);
  }
}

@QueryHandler(RetrieveScriptsQuery)
export class RetrieveScriptsHandler implements IQueryHandler<RetrieveScriptsQuery> {
  constructor(private readonly assets: MechanicAssets) {}

  /** Every present script of the game (oldest first), or the named ones in the order named; unknown ids are left out. */
  async execute({ gameId, scriptIds, user }: RetrieveScriptsQuery): Promise<{ scripts: Script[] }> {
    await this.assets.assertAccess(gameId, user);
    const scripts = (await this.assets.list(gameId, 'script')).map(scriptOf);
    if (scriptIds.length === 0) return { scripts };
    const byId = new Map(scripts.map((s) => [s.id, s]));
    const wanted = [...new Set(scriptIds.map((id) => id.toLowerCase()))];
    return { scripts: wanted.flatMap((id) => byId.get(id) ?? []) };
  }
}
