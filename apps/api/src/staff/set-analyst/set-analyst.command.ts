import { Command } from '@nestjs/cqrs';
import type { UserEvent } from '@tempest/domain';
import type { CommandContext } from '../../common/actor.js';
import type { CommandResult } from '../../infrastructure/kernel.js';

export class SetAnalystCommand extends Command<CommandResult<UserEvent>> {
  constructor(
    readonly userId: string,
    readonly isAnalyst: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
