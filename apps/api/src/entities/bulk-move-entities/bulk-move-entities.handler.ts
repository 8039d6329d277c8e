import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeFolderPath } from '@tempest/domain';
import { AssetWriter } from '../../assets/asset-writer.js';
import type { AssetWriteResult } from '../../assets/execute-asset-command.js';
import { EntityTargets } from '../entity-targets.js';
import type { EntitiesAnswer } from '../entity.view.js';
import { BulkMoveEntitiesCommand } from './bulk-move-entities.command.js';

@CommandHandler(BulkMoveEntitiesCommand)
export class BulkMoveEntitiesHandler implements ICommandHandler<BulkMoveEntitiesCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly targets: EntityTargets,
  ) {}

  /** Every id is checked before anything is written; then one edit per entity (each its own stream). */
  async execute(command: BulkMoveEntitiesCommand): Promise<EntitiesAnswer> {
    const { gameId, context } = command;
    await this.targets.assertAccess(gameId, command.user);
    const folder_path = normalizeFolderPath(command.folderPath);
    const entities = await this.targets.present(gameId, command.entityIds);
    const results: AssetWriteResult[] = [];
    for (const entity of entities) {
      results.push(await this.writer.edit(gameId, entity.id, { patch: { folder_path } }, command.actor, context));
    }
    return this.targets.afterAll(gameId, results);
  }
}
