import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AssetWriter } from '../../assets/asset-writer.js';
import { EntityTargets } from '../entity-targets.js';
import { DeleteEntityCommand, type DeleteEntityAnswer } from './delete-entity.command.js';

@CommandHandler(DeleteEntityCommand)
export class DeleteEntityHandler implements ICommandHandler<DeleteEntityCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly targets: EntityTargets,
  ) {}

  /** A soft delete (an AssetDeleted event): the entity leaves the working tree, its history stays. */
  async execute(command: DeleteEntityCommand): Promise<DeleteEntityAnswer> {
    const { gameId, entityId, context } = command;
    await this.targets.assertAccess(gameId, command.user);
    await this.targets.present(gameId, [entityId]);
    const result = await this.writer.delete(gameId, entityId, command.actor, context);
    return { status: 'success', id: entityId, position: result.position };
  }
}
