import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand, type StatusAnswer } from '../../mechanic-command.js';

export class DeleteToolCommand extends MechanicCommand<StatusAnswer> {
  constructor(
    gameId: string,
    readonly toolId: string,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}

@CommandHandler(DeleteToolCommand)
export class DeleteToolHandler implements ICommandHandler<DeleteToolCommand> {
  constructor(private readonly assets: MechanicAssets) {}

  /** A soft delete: the tool leaves the working tree, its history stays. */
  execute(command: DeleteToolCommand): Promise<StatusAnswer> {
    return this.assets.remove(command.gameId, 'tool', command.toolId, command.user, command.context);
  }
}
