import { Command } from '@nestjs/cqrs';
import type { ComponentActor } from '@tempest/domain';
import type { CommandContext } from '../../common/actor.js';
import type { ComponentMutationResult } from '../component-mutation.result.js';

export type NewComponent = {
  gameId: string | null;
  slug: string;
  name?: string | null;
  aliases?: string[] | null;
  category?: string | null;
  fieldSchema: unknown;
};

export class CreateComponentCommand extends Command<ComponentMutationResult> {
  constructor(
    readonly componentId: string,
    readonly component: NewComponent,
    readonly actor: ComponentActor,
    readonly context: CommandContext,
  ) {
    super();
  }
}
