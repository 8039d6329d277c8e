import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newLogicFileContent } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand } from '../../mechanic-command.js';
import type { CreateLogicFileDto } from '../logic-files.dto.js';
import { logicFileOf, type LogicFileAnswer } from '../logic-file.view.js';

export class CreateLogicFileCommand extends MechanicCommand<LogicFileAnswer> {
  constructor(
    gameId: string,
    readonly fields: CreateLogicFileDto,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}

@CommandHandler(CreateLogicFileCommand)
export class CreateLogicFileHandler implements ICommandHandler<CreateLogicFileCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  async execute(command: CreateLogicFileCommand): Promise<LogicFileAnswer> {
    const { gameId, fields, context } = command;
    await this.assets.assertAccess(gameId, command.user);
    const result = await this.writer.create(gameId, 'logic_file', newLogicFileContent(fields), command.actor, context);
    return { file: logicFileOf(await this.assets.after(gameId, 'logic_file', result)), position: result.position };
  }
}
