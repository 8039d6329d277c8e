import { Injectable } from '@nestjs/common';
import type { CheckpointTimelineAnswer } from '@tempest/contracts';
import type { AllPosition } from '@tempest/event-store';
import { CHECKPOINTS, checkpointTimeline } from '@tempest/projections';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { PublishedVersion } from './published-version.js';

export type TimelinePage = { limit: number; offset: number; sessionId: string | null; minPosition: AllPosition | null };

/**
 * The timeline read (the checkpoints read model): it waits for the caller's write, or for every committed one,
 * then pages; which checkpoint is published comes from the game's own stream. A write never waits here.
 */
@Injectable()
export class CheckpointTimeline {
  constructor(
    private readonly reads: ReadModels,
    private readonly published: PublishedVersion,
  ) {}

  async page(gameId: string, { limit, offset, sessionId, minPosition }: TimelinePage): Promise<CheckpointTimelineAnswer> {
    const { db, caughtUp } = await this.reads.at(CHECKPOINTS, minPosition ?? 'committed');
    const publishedId = await this.published.checkpointOf(gameId);
    const page = await checkpointTimeline(db, gameId, { limit, offset, sessionId, publishedId });
    return { checkpoints: page.checkpoints, has_more: page.hasMore, current_checkpoint_id: page.currentId, caughtUp };
  }
}
