import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { versioningDecider, versioningSessionStreamId, versioningStreamId, type VersioningCommand, type VersioningEvent } from '@tempest/domain';
import { formatPosition, type EventStore } from '@tempest/event-store';
import { metadataFor } from '../../assets/asset-actor.js';
import type { CommandContext } from '../../common/actor.js';
import { handleCommand } from '../../infrastructure/kernel.js';
import { EVENT_STORE } from '../../infrastructure/tokens.js';

export type VersioningWriteResult = { events: VersioningEvent[]; position: string | null };

/** Sessions and commits of a game's versioning, on `versioning-<gameId>`. */
export class ExecuteVersioningCommand extends Command<VersioningWriteResult> {
  constructor(
    readonly command: VersioningCommand,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ExecuteVersioningCommand)
export class ExecuteVersioningCommandHandler implements ICommandHandler<ExecuteVersioningCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ command, context }: ExecuteVersioningCommand): Promise<VersioningWriteResult> {
    const metadata = metadataFor(command.data.actor, context);
    const streamId =
      command.type === 'StartVersioningSession' ? versioningSessionStreamId(command.data.sessionId) : versioningStreamId(command.data.gameId);
    const result = await handleCommand(this.store, versioningDecider, streamId, command, { metadata });
    return { events: result.events, position: result.position ? formatPosition(result.position) : null };
  }
}
