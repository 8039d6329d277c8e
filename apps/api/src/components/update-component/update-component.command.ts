import { Command } from '@nestjs/cqrs';
import type { ComponentActor, ComponentChanges } from '@tempest/domain';
import type { CommandContext } from '../../common/actor.js';
import type { ComponentMutationResult } from '../component-mutation.result.js';

export class UpdateComponentCommand extends Command<ComponentMutationResult> {
  constructor(
    /** Id, slug or alias, looked up in `lookupGameId`'s scope first, then the global one. */
    readonly identifier: string,
    readonly lookupGameId: string | null,
    readonly changes: ComponentChanges,
    readonly actor: ComponentActor,
    readonly context: CommandContext,
  ) {
    super();
  }
}
