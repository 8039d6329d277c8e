import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
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
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  /** A soft delete: the file leaves the working tree, its history stays. */
  async execute(command: DeleteLogicFileCommand): Promise<StatusAnswer> {
    const { gameId, fileId, context } = command;
    await this.assets.assertAccess(gameId, command.user);
    await this.assets.present(gameId, 'logic_file', fileId);
    const result = await this.writer.delete(gameId, fileId, command.actor, context);
    return { status: 'success', position: result.position };
  }
}
