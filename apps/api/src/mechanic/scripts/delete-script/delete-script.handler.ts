import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand, type StatusAnswer } from '../../mechanic-command.js';

export class DeleteScriptCommand extends MechanicCommand<StatusAnswer> {
  constructor(
    gameId: string,
    readonly scriptId: string,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}

@CommandHandler(DeleteScriptCommand)
export class DeleteScriptHandler implements ICommandHandler<DeleteScriptCommand> {
  constructor(private readonly assets: MechanicAssets) {}

  /** A soft delete (AssetDeleted): the script leaves the working tree, its history stays (undo restores it). */
  execute(command: DeleteScriptCommand): Promise<StatusAnswer> {
    return this.assets.remove(command.gameId, 'script', command.scriptId, command.user, command.context);
  }
}
