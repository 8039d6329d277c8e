import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicQuery } from '../../mechanic-command.js';
import { toolOf, type Tool } from '../tool.view.js';

export class LoadToolsQuery extends MechanicQuery<{ data: Record<string, Tool> }> {}

@QueryHandler(LoadToolsQuery)
export class LoadToolsHandler implements IQueryHandler<LoadToolsQuery> {
  constructor(private readonly assets: MechanicAssets) {}

  /** The game's present tools keyed by id (oldest first). */
  async execute({ gameId, user }: LoadToolsQuery): Promise<{ data: Record<string, Tool> }> {
    await this.assets.assertAccess(gameId, user);
    const tools = (await this.assets.list(gameId, 'tool')).map(toolOf);
    return { data: Object.fromEntries(tools.map((t) => [t.id, t])) };
  }
}
