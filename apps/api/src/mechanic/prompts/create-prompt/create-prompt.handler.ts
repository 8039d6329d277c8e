import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newPromptContent } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand } from '../../mechanic-command.js';
import { promptOf, type PromptAnswer } from '../prompt.view.js';
import type { PromptFieldsDto } from '../prompts.dto.js';

export class CreatePromptCommand extends MechanicCommand<PromptAnswer> {
  constructor(
    gameId: string,
    readonly fields: PromptFieldsDto,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}

@CommandHandler(CreatePromptCommand)
export class CreatePromptHandler implements ICommandHandler<CreatePromptCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  async execute(command: CreatePromptCommand): Promise<PromptAnswer> {
    const { gameId, fields, context } = command;
    await this.assets.assertAccess(gameId, command.user);
    const result = await this.writer.create(gameId, 'prompt', newPromptContent(fields), command.actor, context);
    return { data: promptOf(await this.assets.after(gameId, 'prompt', result)), position: result.position };
  }
}
