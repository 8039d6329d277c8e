import { Command } from '@nestjs/cqrs';
import type { GameEvent, PublishGame, UnpublishGame } from '@tempest/domain';
import type { CommandContext } from '../../common/actor.js';
import type { CommandResult } from '../../infrastructure/kernel.js';

/** Publish (a checkpoint of the game) or unpublish, on the game's own stream. */
export class ChangePublicationCommand extends Command<CommandResult<GameEvent>> {
  constructor(
    readonly command: PublishGame | UnpublishGame,
    readonly context: CommandContext,
  ) {
    super();
  }
}
