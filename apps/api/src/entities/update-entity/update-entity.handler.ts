import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { entityContentOf, entityPatch } from '@tempest/domain';
import { AssetWriter } from '../../assets/asset-writer.js';
import { EntityTargets } from '../entity-targets.js';
import type { EntityAnswer } from '../entity.view.js';
import { UpdateEntityCommand } from './update-entity.command.js';

@CommandHandler(UpdateEntityCommand)
export class UpdateEntityHandler implements ICommandHandler<UpdateEntityCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly targets: EntityTargets,
  ) {}

  /** Changes only the fields given (a patch of the asset's top-level keys); nothing given changes nothing. */
  async execute(command: UpdateEntityCommand): Promise<EntityAnswer> {
    const { gameId, entityId, fields, context } = command;
    await this.targets.assertAccess(gameId, command.user);
    const [current] = await this.targets.present(gameId, [entityId]);
    const patch = entityPatch(fields, entityContentOf(current.data));
    const result = await this.writer.edit(gameId, entityId, { patch }, command.actor, context);
    return { entity: await this.targets.after(gameId, result), position: result.position };
  }
}
