import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assetDecider, assetStreamId, type AssetCommand, type AssetEvent, type AssetState } from '@tempest/domain';
import { formatPosition, type EventStore } from '@tempest/event-store';
import type { CommandContext } from '../common/actor.js';
import { handleCommand } from '../infrastructure/handle-command.js';
import { EVENT_STORE } from '../infrastructure/tokens.js';
import { metadataFor } from './asset-actor.js';

/** What an asset command answers: the events, the revision, where to wait, and the asset after it. */
export type AssetWriteResult = {
  assetId: string;
  events: AssetEvent[];
  revision: number;
  /** Pass as minPosition to read this write back; null when nothing changed. */
  position: string | null;
  state: AssetState;
};

/** One Nest command for every asset change: the domain command travels inside. */
export class ExecuteAssetCommand extends Command<AssetWriteResult> {
  constructor(
    readonly command: AssetCommand,
    readonly context: CommandContext,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ExecuteAssetCommand)
export class ExecuteAssetCommandHandler implements ICommandHandler<ExecuteAssetCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ command, context, expectedRevision }: ExecuteAssetCommand): Promise<AssetWriteResult> {
    const streamId = assetStreamId(command.data.assetId);
    const metadata = metadataFor(command.data.actor, context);
    const result = await handleCommand(this.store, assetDecider, streamId, command, { metadata, expectedRevision });
    return {
      assetId: command.data.assetId,
      events: result.events,
      revision: result.revision,
      position: result.position ? formatPosition(result.position) : null,
      state: result.state,
    };
  }
}
