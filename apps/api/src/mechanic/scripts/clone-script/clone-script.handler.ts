import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeScriptName, scriptContentOf, type ScriptContent } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand } from '../../mechanic-command.js';
import { scriptOf, type ScriptAnswer } from '../script.view.js';

export class CloneScriptCommand extends MechanicCommand<ScriptAnswer> {
  constructor(
    gameId: string,
    readonly sourceId: string,
    readonly name: string,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}

@CommandHandler(CloneScriptCommand)
export class CloneScriptHandler implements ICommandHandler<CloneScriptCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  /** A new script of the same game with the source's code and parse results, under the new name. */
  async execute(command: CloneScriptCommand): Promise<ScriptAnswer> {
    const { gameId, context } = command;
    await this.assets.assertAccess(gameId, command.user);
    const name = normalizeScriptName(command.name);
    const source = scriptContentOf((await this.assets.present(gameId, 'script', command.sourceId)).data);
    // The copied parse results describe the copied code, which is the clone's first revision (0).
    const content: ScriptContent = { ...source, name, parsed_revision: source.parsed_revision === null ? null : 0 };
    const result = await this.writer.create(gameId, 'script', content, command.actor, context);
    return { script: scriptOf(await this.assets.after(gameId, 'script', result)), position: result.position };
  }
}
