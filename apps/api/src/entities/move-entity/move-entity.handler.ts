import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeFolderPath } from '@tempest/domain';
import { AssetWriter } from '../../assets/asset-writer.js';
import { EntityTargets } from '../entity-targets.js';
import type { EntityAnswer } from '../entity.view.js';
import { MoveEntityCommand } from './move-entity.command.js';

@CommandHandler(MoveEntityCommand)
export class MoveEntityHandler implements ICommandHandler<MoveEntityCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly targets: EntityTargets,
  ) {}

  async execute(command: MoveEntityCommand): Promise<EntityAnswer> {
    const { gameId, entityId, context } = command;
    await this.targets.assertAccess(gameId, command.user);
    const folder_path = normalizeFolderPath(command.folderPath);
    await this.targets.present(gameId, [entityId]);
    const result = await this.writer.edit(gameId, entityId, { patch: { folder_path } }, command.actor, context);
    return { entity: await this.targets.after(gameId, result), position: result.position };
  }
}
