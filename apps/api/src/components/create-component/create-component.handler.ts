import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActiveComponent } from '@tempest/domain';
import { ComponentCommandRunner } from '../component-command-runner.js';
import { ComponentMutationResult } from '../component-mutation.result.js';
import { componentViewOf } from '../component-view.js';
import { CreateComponentCommand } from './create-component.command.js';

@CommandHandler(CreateComponentCommand)
export class CreateComponentHandler implements ICommandHandler<CreateComponentCommand> {
  constructor(private readonly runner: ComponentCommandRunner) {}

  async execute({ componentId, component, actor, context }: CreateComponentCommand): Promise<ComponentMutationResult> {
    const result = await this.runner.run(
      componentId,
      (facts) => ({ type: 'RegisterComponent', data: { componentId, ...component, ...actor, ...facts, now: context.now } }),
      context,
      { gameId: component.gameId },
    );
    return ComponentMutationResult.of(componentViewOf(result.after as ActiveComponent), result.position);
  }
}
