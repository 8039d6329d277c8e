import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { gameDecider, gameStreamId } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { handleCommand } from '../../infrastructure/kernel.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { DeleteGameCommand } from './delete-game.command.js';

@CommandHandler(DeleteGameCommand)
export class DeleteGameHandler implements ICommandHandler<DeleteGameCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ gameId, actor, context }: DeleteGameCommand) {
    return handleCommand(this.store, gameDecider, gameStreamId(gameId), { type: 'DeleteGame', data: { gameId, now: context.now, ...actor } }, {
      metadata: context.metadata,
    });
  }
}
