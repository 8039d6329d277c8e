import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { gameDecider, gameStreamId } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { handleCommand } from '../../infrastructure/kernel.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { RenameGameCommand } from './rename-game.command.js';

@CommandHandler(RenameGameCommand)
export class RenameGameHandler implements ICommandHandler<RenameGameCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ gameId, name, expectedRevision, actor, context }: RenameGameCommand) {
    return handleCommand(
      this.store,
      gameDecider,
      gameStreamId(gameId),
      { type: 'RenameGame', data: { gameId, name, now: context.now, ...actor } },
      { metadata: context.metadata, expectedRevision },
    );
  }
}
