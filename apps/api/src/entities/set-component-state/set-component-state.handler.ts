import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeEntityComponentState } from '@tempest/domain';
import { AssetWriter } from '../../assets/asset-writer.js';
import { EntityTargets } from '../entity-targets.js';
import type { EntityAnswer } from '../entity.view.js';
import { SetComponentStateCommand } from './set-component-state.command.js';

@CommandHandler(SetComponentStateCommand)
export class SetComponentStateHandler implements ICommandHandler<SetComponentStateCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly targets: EntityTargets,
  ) {}

  /** Replaces the entity's whole component_state. */
  async execute(command: SetComponentStateCommand): Promise<EntityAnswer> {
    const { gameId, entityId, context } = command;
    await this.targets.assertAccess(gameId, command.user);
    const component_state = normalizeEntityComponentState(command.componentState);
    await this.targets.present(gameId, [entityId]);
    const result = await this.writer.edit(gameId, entityId, { patch: { component_state } }, command.actor, context);
    return { entity: await this.targets.after(gameId, result), position: result.position };
  }
}
