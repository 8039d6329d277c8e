import type { ActiveUser } from '../../accounts/user-directory.js';
import type { CommandContext } from '../../common/actor.js';
import { EntityCommand } from '../entity-command.js';
import type { CreateEntityDto } from '../entity-fields.dto.js';
import type { EntityAnswer } from '../entity.view.js';

export class CreateEntityCommand extends EntityCommand<EntityAnswer> {
  constructor(
    gameId: string,
    readonly fields: CreateEntityDto,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}
