import { Command } from '@nestjs/cqrs';
import type { GameActor, GameEvent, UpdateGameDetails } from '@tempest/domain';
import type { CommandContext } from '../../common/actor.js';
import type { CommandResult } from '../../infrastructure/kernel.js';

/** The fields to change; absent ones stay as they are. */
export type GameDetailsInput = Omit<UpdateGameDetails['data'], 'gameId' | 'now' | keyof GameActor>;

export class UpdateGameDetailsCommand extends Command<CommandResult<GameEvent>> {
  constructor(
    readonly gameId: string,
    readonly details: GameDetailsInput,
    readonly actor: GameActor,
    readonly context: CommandContext,
  ) {
    super();
  }
}
