import type { ActiveUser } from '../../accounts/user-directory.js';
import type { CommandContext } from '../../common/actor.js';
import { EntityCommand } from '../entity-command.js';
import type { EntityAnswer } from '../entity.view.js';

export class MoveEntityCommand extends EntityCommand<EntityAnswer> {
  constructor(
    gameId: string,
    readonly entityId: string,
    readonly folderPath: string,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}
