import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { gameDecider, gameStreamId } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { handleCommand } from '../../infrastructure/kernel.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { UpdateGameDetailsCommand } from './update-game-details.command.js';

@CommandHandler(UpdateGameDetailsCommand)
export class UpdateGameDetailsHandler implements ICommandHandler<UpdateGameDetailsCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ gameId, details, actor, context }: UpdateGameDetailsCommand) {
    return handleCommand(
      this.store,
      gameDecider,
      gameStreamId(gameId),
      { type: 'UpdateGameDetails', data: { ...details, gameId, now: context.now, ...actor } },
      { metadata: context.metadata },
    );
  }
}
