import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@tempest/domain';
import type { EventStore } from '@tempest/event-store';
import { handleCommand } from '../../infrastructure/kernel.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';
import { SetAnalystCommand } from './set-analyst.command.js';

@CommandHandler(SetAnalystCommand)
export class SetAnalystHandler implements ICommandHandler<SetAnalystCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, isAnalyst, context }: SetAnalystCommand) {
    return handleCommand(
      this.store,
      userDecider,
      userStreamId(userId),
      { type: 'SetAnalyst', data: { isAnalyst, by: context.metadata.actorId, now: context.now } },
      { metadata: context.metadata },
    );
  }
}
