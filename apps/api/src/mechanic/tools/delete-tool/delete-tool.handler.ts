import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
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
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  /** A soft delete: the tool leaves the working tree, its history stays. */
  async execute(command: DeleteToolCommand): Promise<StatusAnswer> {
    const { gameId, context } = command;
    await this.assets.assertAccess(gameId, command.user);
    const tool = await this.assets.present(gameId, 'tool', command.toolId);
    const result = await this.writer.delete(gameId, tool.id, command.actor, context);
    return { status: 'success', position: result.position };
  }
}
