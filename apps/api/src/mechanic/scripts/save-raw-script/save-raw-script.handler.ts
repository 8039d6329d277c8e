import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkScriptCode } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand } from '../../mechanic-command.js';
import { scriptOf, type ScriptAnswer } from '../script.view.js';

export class SaveRawScriptCommand extends MechanicCommand<ScriptAnswer> {
  constructor(
    readonly scriptId: string,
    readonly rawCode: string,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super('', user, context);
  }
}

@CommandHandler(SaveRawScriptCommand)
export class SaveRawScriptHandler implements ICommandHandler<SaveRawScriptCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  /** Saves the code as typed, without parsing it (parse results stay, `parsed_revision` tells their age). */
  async execute(command: SaveRawScriptCommand): Promise<ScriptAnswer> {
    const script = await this.assets.locate(command.user, 'script', command.scriptId);
    const content = checkScriptCode(command.rawCode, 'raw_code');
    const result = await this.writer.edit(script.gameId, script.id, { patch: { content } }, command.actor, command.context);
    return { script: scriptOf(await this.assets.after(script.gameId, 'script', result)), position: result.position };
  }
}
