import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { handleCommand } from '../../infrastructure/kernel.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { SetLegendCommand } from './set-legend.command.js';

@CommandHandler(SetLegendCommand)
export class SetLegendHandler implements ICommandHandler<SetLegendCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, isPremium, context }: SetLegendCommand) {
    return handleCommand(
      this.store,
      userDecider,
      userStreamId(userId),
      { type: 'SetLegend', data: { isPremium, by: context.metadata.actorId, now: context.now } },
      { metadata: context.metadata },
    );
  }
}
