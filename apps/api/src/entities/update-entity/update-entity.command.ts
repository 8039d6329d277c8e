import type { ActiveUser } from '../../accounts/user-directory.js';
import type { CommandContext } from '../../common/actor.js';
import { EntityCommand } from '../entity-command.js';
import type { UpdateEntityDto } from '../entity-fields.dto.js';
import type { EntityAnswer } from '../entity.view.js';

export class UpdateEntityCommand extends EntityCommand<EntityAnswer> {
  constructor(
    gameId: string,
    readonly entityId: string,
    readonly fields: UpdateEntityDto,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}
