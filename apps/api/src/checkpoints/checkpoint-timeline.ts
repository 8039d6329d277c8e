import { Inject, Injectable } from '@nestjs/common';
import type { CheckpointTimelineAnswer } from '@tempest/contracts';
import type { AllPosition } from '@tempest/event-store';
import { CHECKPOINTS, checkpointTimeline, type ProjectionEngine, type ReadDb } from '@tempest/projections';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { PROJECTION_ENGINE } from '../infrastructure/tokens.js';
import { PublishedVersion } from './published-version.js';

export type TimelinePage = { limit: number; offset: number; sessionId: string | null; minPosition: AllPosition | null };

/**
 * The timeline read (the checkpoints read model): it waits for the caller's write, or for every committed one,
 * then pages; which checkpoint is published comes from the game's own stream. A write never waits here.
 */
@Injectable()
export class CheckpointTimeline {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    private readonly published: PublishedVersion,
  ) {}

  async page(gameId: string, { limit, offset, sessionId, minPosition }: TimelinePage): Promise<CheckpointTimelineAnswer> {
    const caughtUp = await this.engine.readFrom(CHECKPOINTS, minPosition ?? 'committed');
    const publishedId = await this.published.checkpointOf(gameId);
    const page = await checkpointTimeline(this.db, gameId, { limit, offset, sessionId, publishedId });
    return { checkpoints: page.checkpoints, has_more: page.hasMore, current_checkpoint_id: page.currentId, caughtUp };
  }
}
