import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ComponentNotFoundError, type ActiveComponent } from '@tempest/domain';
import { ComponentCommandRunner } from '../component-command-runner.js';
import { ComponentLookup } from '../component-lookup.js';
import { ComponentMutationResult } from '../component-mutation.result.js';
import { componentViewOf } from '../component-view.js';
import { UpdateComponentCommand } from './update-component.command.js';

@CommandHandler(UpdateComponentCommand)
export class UpdateComponentHandler implements ICommandHandler<UpdateComponentCommand> {
  constructor(
    private readonly lookup: ComponentLookup,
    private readonly runner: ComponentCommandRunner,
  ) {}

  async execute({ identifier, lookupGameId, changes, actor, context }: UpdateComponentCommand): Promise<ComponentMutationResult> {
    const found = await this.lookup.resolve(identifier, lookupGameId);
    if (!found) throw new ComponentNotFoundError(identifier);
    const { componentId } = found;
    const result = await this.runner.run(
      componentId,
      (facts) => ({ type: 'UpdateComponent', data: { componentId, changes, ...actor, ...facts, now: context.now } }),
      context,
    );
    return ComponentMutationResult.of(componentViewOf(result.after as ActiveComponent), result.position);
  }
}
