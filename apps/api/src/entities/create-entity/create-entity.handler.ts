import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newEntityContent } from '@tempest/domain';
import { AssetWriter } from '../../assets/asset-writer.js';
import { EntityTargets } from '../entity-targets.js';
import type { EntityAnswer } from '../entity.view.js';
import { CreateEntityCommand } from './create-entity.command.js';

@CommandHandler(CreateEntityCommand)
export class CreateEntityHandler implements ICommandHandler<CreateEntityCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly targets: EntityTargets,
  ) {}

  async execute(command: CreateEntityCommand): Promise<EntityAnswer> {
    const { gameId, fields, context } = command;
    await this.targets.assertAccess(gameId, command.user);
    const content = newEntityContent(fields);
    const result = await this.writer.create(gameId, 'entity', content, command.actor, context);
    return { entity: await this.targets.after(gameId, result), position: result.position };
  }
}
