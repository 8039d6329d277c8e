import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
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
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  /** A soft delete (AssetDeleted): the script leaves the working tree, its history stays (undo restores it). */
  async execute(command: DeleteScriptCommand): Promise<StatusAnswer> {
    const { gameId, scriptId, context } = command;
    await this.assets.assertAccess(gameId, command.user);
    await this.assets.present(gameId, 'script', scriptId);
    const result = await this.writer.delete(gameId, scriptId, command.actor, context);
    return { status: 'success', position: result.position };
  }
}
