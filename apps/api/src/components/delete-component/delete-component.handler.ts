import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ComponentNotFoundError, type ActiveComponent } from '@tempest/domain';
import { ComponentCommandRunner } from '../component-command-runner.js';
import { ComponentLookup } from '../component-lookup.js';
import { ComponentMutationResult } from '../component-mutation.result.js';
import { componentViewOf } from '../component-view.js';
import { DeleteComponentCommand } from './delete-component.command.js';

@CommandHandler(DeleteComponentCommand)
export class DeleteComponentHandler implements ICommandHandler<DeleteComponentCommand> {
  constructor(
    private readonly lookup: ComponentLookup,
    private readonly runner: ComponentCommandRunner,
  ) {}

  /** A ComponentDeleted event (its history stays); answers the component as it was. */
  async execute({ identifier, lookupGameId, actor, context }: DeleteComponentCommand): Promise<ComponentMutationResult> {
    const found = await this.lookup.resolve(identifier, lookupGameId);
    if (!found) throw new ComponentNotFoundError(identifier);
    const { componentId } = found;
    const result = await this.runner.run(
      componentId,
      (facts) => ({ type: 'DeleteComponent', data: { componentId, ...actor, ...facts, now: context.now } }),
      context,
    );
    return ComponentMutationResult.of(componentViewOf(result.before as ActiveComponent), result.position);
  }
}
