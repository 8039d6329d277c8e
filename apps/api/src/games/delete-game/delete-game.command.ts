import { Command } from '@nestjs/cqrs';
import type { GameActor, GameEvent } from '@tempest/domain';
import type { CommandContext } from '../../common/actor.js';
import type { CommandResult } from '../../infrastructure/kernel.js';

export class DeleteGameCommand extends Command<CommandResult<GameEvent>> {
  constructor(
    readonly gameId: string,
    readonly actor: GameActor,
    readonly context: CommandContext,
  ) {
    super();
  }
}
