import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeScriptName } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand } from '../../mechanic-command.js';
import { scriptOf, type ScriptAnswer } from '../script.view.js';

export class RenameScriptCommand extends MechanicCommand<ScriptAnswer> {
  constructor(
    gameId: string,
    readonly scriptId: string,
    readonly name: string,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}

@CommandHandler(RenameScriptCommand)
export class RenameScriptHandler implements ICommandHandler<RenameScriptCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  async execute(command: RenameScriptCommand): Promise<ScriptAnswer> {
    const { gameId, scriptId, context } = command;
    await this.assets.assertAccess(gameId, command.user);
    const name = normalizeScriptName(command.name);
    await this.assets.present(gameId, 'script', scriptId);
    const result = await this.writer.edit(gameId, scriptId, { patch: { name } }, command.actor, context);
    return { script: scriptOf(await this.assets.after(gameId, 'script', result)), position: result.position };
  }
}
