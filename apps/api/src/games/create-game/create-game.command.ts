import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../common/actor.js';
import type { CommandResult } from '../../infrastructure/kernel.js';
import type { GameEvent } from '@tempest/domain';

export class CreateGameCommand extends Command<CommandResult<GameEvent>> {
  constructor(
    readonly gameId: string,
    readonly name: string,
    readonly description: string,
    readonly creator: { id: string; name: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
