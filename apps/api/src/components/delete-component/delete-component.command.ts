import { Command } from '@nestjs/cqrs';
import type { ComponentActor } from '@tempest/domain';
import type { CommandContext } from '../../common/actor.js';
import type { ComponentMutationResult } from '../component-mutation.result.js';

export class DeleteComponentCommand extends Command<ComponentMutationResult> {
  constructor(
    readonly identifier: string,
    readonly lookupGameId: string | null,
    readonly actor: ComponentActor,
    readonly context: CommandContext,
  ) {
    super();
  }
}
