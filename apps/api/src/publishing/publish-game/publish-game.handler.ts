import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { gameDecider, gameStreamId } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { handleCommand } from '../../infrastructure/kernel.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { ChangePublicationCommand } from './publish-game.command.js';

@CommandHandler(ChangePublicationCommand)
export class ChangePublicationHandler implements ICommandHandler<ChangePublicationCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ command, context }: ChangePublicationCommand) {
    return handleCommand(this.store, gameDecider, gameStreamId(command.data.gameId), command, { metadata: context.metadata });
  }
}
