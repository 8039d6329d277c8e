import { Command } from '@nestjs/cqrs';
import type { GameActor, GameEvent } from '@tempest/domain';
import type { CommandContext } from '../../common/actor.js';
import type { CommandResult } from '../../infrastructure/kernel.js';

export class RenameGameCommand extends Command<CommandResult<GameEvent>> {
  constructor(
    readonly gameId: string,
    readonly name: string,
    readonly expectedRevision: number | undefined,
    readonly actor: GameActor,
    readonly context: CommandContext,
  ) {
    super();
  }
}
