import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
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
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  /** A soft delete: the prompt leaves the working tree, its history stays. */
  async execute(command: DeletePromptCommand): Promise<StatusAnswer> {
    const { gameId, context } = command;
    await this.assets.assertAccess(gameId, command.user);
    const prompt = await this.assets.present(gameId, 'prompt', command.promptId);
    const result = await this.writer.delete(gameId, prompt.id, command.actor, context);
    return { status: 'success', position: result.position };
  }
}
