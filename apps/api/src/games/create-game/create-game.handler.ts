import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { gameDecider, gameStreamId } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { handleCommand } from '../../infrastructure/kernel.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { CreateGameCommand } from './create-game.command.js';

@CommandHandler(CreateGameCommand)
export class CreateGameHandler implements ICommandHandler<CreateGameCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ gameId, name, description, creator, context }: CreateGameCommand) {
    return handleCommand(
      this.store,
      gameDecider,
      gameStreamId(gameId),
      { type: 'CreateGame', data: { gameId, name, description, creatorId: creator.id, creatorName: creator.name, now: context.now } },
      { metadata: context.metadata },
    );
  }
}
