import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { editedLogicFileContent, logicFileContentOf } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand } from '../../mechanic-command.js';
import type { UpdateLogicFileDto } from '../logic-files.dto.js';
import { logicFileOf, type LogicFileAnswer } from '../logic-file.view.js';

export class UpdateLogicFileCommand extends MechanicCommand<LogicFileAnswer> {
  constructor(
    gameId: string,
    readonly fileId: string,
    readonly fields: UpdateLogicFileDto,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}

@CommandHandler(UpdateLogicFileCommand)
export class UpdateLogicFileHandler implements ICommandHandler<UpdateLogicFileCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  /** Only the fields given change. */
  async execute(command: UpdateLogicFileCommand): Promise<LogicFileAnswer> {
    const { gameId, fileId, fields, context } = command;
    await this.assets.assertAccess(gameId, command.user);
    const current = await this.assets.present(gameId, 'logic_file', fileId);
    const content = editedLogicFileContent(logicFileContentOf(current.data), fields);
    const result = await this.writer.edit(gameId, fileId, { content }, command.actor, context);
    return { file: logicFileOf(await this.assets.after(gameId, 'logic_file', result)), position: result.position };
  }
}
