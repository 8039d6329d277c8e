import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parsedContentPatch } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand } from '../../mechanic-command.js';
import { scriptOf, type ScriptAnswer } from '../script.view.js';

export class UpdateParsedScriptCommand extends MechanicCommand<ScriptAnswer> {
  constructor(
    readonly scriptId: string,
    readonly parsedContent: Record<string, unknown>,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super('', user, context);
  }
}

@CommandHandler(UpdateParsedScriptCommand)
export class UpdateParsedScriptHandler implements ICommandHandler<UpdateParsedScriptCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  /** Replaces the module blocks and/or script components given (e.g. edited descriptions); nothing else changes. */
  async execute(command: UpdateParsedScriptCommand): Promise<ScriptAnswer> {
    const script = await this.assets.locate(command.user, 'script', command.scriptId);
    const patch = parsedContentPatch(command.parsedContent);
    const result = await this.writer.edit(script.gameId, script.id, { patch }, command.actor, command.context);
    return { script: scriptOf(await this.assets.after(script.gameId, 'script', result)), position: result.position };
  }
}
