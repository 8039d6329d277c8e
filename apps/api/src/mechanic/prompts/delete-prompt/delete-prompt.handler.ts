import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand, type StatusAnswer } from '../../mechanic-command.js';

export class DeletePromptCommand extends MechanicCommand<StatusAnswer> {
  constructor(
    gameId: string,
    readonly promptId: string,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}

@CommandHandler(DeletePromptCommand)
export class DeletePromptHandler implements ICommandHandler<DeletePromptCommand> {
  constructor(private readonly assets: MechanicAssets) {}

  /** A soft delete: the prompt leaves the working tree, its history stays. */
  execute(command: DeletePromptCommand): Promise<StatusAnswer> {
    return this.assets.remove(command.gameId, 'prompt', command.promptId, command.user, command.context);
  }
}
