import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { gameDecider, gameStreamId } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { handleCommand } from '../../infrastructure/kernel.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { ChangeDashboardsCommand } from './custom-dashboards.command.js';

@CommandHandler(ChangeDashboardsCommand)
export class ChangeDashboardsHandler implements ICommandHandler<ChangeDashboardsCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ command, context }: ChangeDashboardsCommand) {
    return handleCommand(this.store, gameDecider, gameStreamId(command.data.gameId), command, { metadata: context.metadata });
  }
}
