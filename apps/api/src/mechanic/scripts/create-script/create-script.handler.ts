import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newScriptContent } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand } from '../../mechanic-command.js';
import type { CreateScriptDto } from '../scripts.dto.js';
import { scriptOf, type ScriptAnswer } from '../script.view.js';

export class CreateScriptCommand extends MechanicCommand<ScriptAnswer> {
  constructor(
    gameId: string,
    readonly fields: CreateScriptDto,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}

@CommandHandler(CreateScriptCommand)
export class CreateScriptHandler implements ICommandHandler<CreateScriptCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  async execute(command: CreateScriptCommand): Promise<ScriptAnswer> {
    const { gameId, fields, context } = command;
    await this.assets.assertAccess(gameId, command.user);
    const result = await this.writer.create(gameId, 'script', newScriptContent(fields), command.actor, context);
    return { script: scriptOf(await this.assets.after(gameId, 'script', result)), position: result.position };
  }
}
