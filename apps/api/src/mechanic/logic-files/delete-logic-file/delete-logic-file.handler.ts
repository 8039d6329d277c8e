import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand, type StatusAnswer } from '../../mechanic-command.js';

export class DeleteLogicFileCommand extends MechanicCommand<StatusAnswer> {
  constructor(
    gameId: string,
    readonly fileId: string,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}

@CommandHandler(DeleteLogicFileCommand)
export class DeleteLogicFileHandler implements ICommandHandler<DeleteLogicFileCommand> {
  constructor(private readonly assets: MechanicAssets) {}

  /** A soft delete: the file leaves the working tree, its history stays. */
  execute(command: DeleteLogicFileCommand): Promise<StatusAnswer> {
    return this.assets.remove(command.gameId, 'logic_file', command.fileId, command.user, command.context);
  }
}
