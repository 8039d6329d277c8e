import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicQuery } from '../../mechanic-command.js';
import { promptOf, type Prompt } from '../prompt.view.js';

export class GetPromptsQuery extends MechanicQuery<{ data: Record<string, Prompt> }> {}

@QueryHandler(GetPromptsQuery)
export class GetPromptsHandler implements IQueryHandler<GetPromptsQuery> {
  constructor(private readonly assets: MechanicAssets) {}

  /** The game's present prompts keyed by id (oldest first). */
  async execute({ gameId, user }: GetPromptsQuery): Promise<{ data: Record<string, Prompt> }> {
    await this.assets.assertAccess(gameId, user);
    const prompts = (await this.assets.list(gameId, 'prompt')).map(promptOf);
    return { data: Object.fromEntries(prompts.map((p) => [p.id, p])) };
  }
}
