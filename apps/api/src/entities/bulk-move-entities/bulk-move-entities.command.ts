import type { ActiveUser } from '../../accounts/user-directory.js';
import type { CommandContext } from '../../common/actor.js';
import { EntityCommand } from '../entity-command.js';
import type { EntitiesAnswer } from '../entity.view.js';

export class BulkMoveEntitiesCommand extends EntityCommand<EntitiesAnswer> {
  constructor(
    gameId: string,
    readonly entityIds: string[],
    readonly folderPath: string,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}
