import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { editedToolContent, newToolContent, toolContentOf, type ToolInput } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
import type { CommandContext } from '../../../common/actor.js';
import { MechanicAssets } from '../../mechanic-assets.js';
import { MechanicCommand } from '../../mechanic-command.js';
import type { SaveToolDto } from '../tools.dto.js';
import { toolOf, type Tool } from '../tool.view.js';

export type SaveToolAnswer = { status: 'success'; data: Tool; position: string | null };

export class SaveToolCommand extends MechanicCommand<SaveToolAnswer> {
  constructor(
    gameId: string,
    readonly body: SaveToolDto,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameId, user, context);
  }
}

@CommandHandler(SaveToolCommand)
export class SaveToolHandler implements ICommandHandler<SaveToolCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
  ) {}

  /** With an id: that tool, its given fields replaced; without: a new tool. The schema follows the fields. */
  async execute(command: SaveToolCommand): Promise<SaveToolAnswer> {
    const { gameId, context, actor } = command;
    await this.assets.assertAccess(gameId, command.user);
    const { id, name, description, fields, subStructures, schema, openai_format } = command.body;
    const input: ToolInput = { name, description, fields, subStructures, schema, openai_format };
    const result = id
      ? await this.update(gameId, id, input, command)
      : await this.writer.create(gameId, 'tool', newToolContent(input), actor, context);
    return { status: 'success', data: toolOf(await this.assets.after(gameId, 'tool', result)), position: result.position };
  }

  private async update(gameId: string, id: string, input: ToolInput, command: SaveToolCommand) {
    const current = await this.assets.present(gameId, 'tool', id);
    const content = editedToolContent(toolContentOf(current.data), input);
    return this.writer.edit(gameId, current.id, { content }, command.actor, command.context);
  }
}
