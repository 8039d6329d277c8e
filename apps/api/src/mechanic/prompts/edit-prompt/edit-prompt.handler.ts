import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { editedPromptContent, promptContentOf } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand } from '../../mechanic-command.js';
import { promptOf, type PromptAnswer } from '../prompt.view.js';
import type { EditPromptDto } from '../prompts.dto.js';

export class EditPromptCommand extends MechanicCommand<PromptAnswer> {
  constructor(
    gameId: string,
    readonly fields: EditPromptDto,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}

@CommandHandler(EditPromptCommand)
export class EditPromptHandler implements ICommandHandler<EditPromptCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  /** Only the fields given change; the variables are computed again from the content. */
  async execute(command: EditPromptCommand): Promise<PromptAnswer> {
    const { gameId, fields, context } = command;
    await this.assets.assertAccess(gameId, command.user);
    const { id, ...input } = fields;
    const current = await this.assets.present(gameId, 'prompt', id);
    const content = editedPromptContent(promptContentOf(current.data), input);
    const result = await this.writer.edit(gameId, current.id, { content }, command.actor, context);
    return { data: promptOf(await this.assets.after(gameId, 'prompt', result)), position: result.position };
  }
}
