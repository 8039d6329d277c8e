import { Inject, Injectable } from '@nestjs/common';
import type { ExplorerEventDetail, ExplorerEventsAnswer } from '@tempest/contracts';
import type { EventStore } from '@tempest/event-store';
import { EVENT_INDEX, eventChain, explorerEvent, explorerPage, toExplorerEvent, type ExplorerFilter, type ExplorerPage, type ProjectionEngine, type ReadDb } from '@tempest/projections';
import { redacted } from '../audit/redact.js';
import { ApiError } from '../common/api-error.js';
import { READ_YOUR_WRITE_TIMEOUT_MS } from '../common/read-position.js';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { EVENT_STORE, PROJECTION_ENGINE } from '../infrastructure/tokens.js';

/** How many events of one correlation an event's page shows in its chain. */
export const CHAIN_CAP = 200;

/** Reads of the event explorer (libs/projections/src/event-index), each current as of the request (docs/api-analytics.md). */
@Injectable()
export class EventExplorer {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
  ) {}

  /** Reads wait until the index holds every event committed before the request (at most 5 s). */
  fresh(): Promise<boolean> {
    return this.engine.waitForCommitted(EVENT_INDEX, READ_YOUR_WRITE_TIMEOUT_MS);
  }

  async page(filter: ExplorerFilter, page: ExplorerPage): Promise<ExplorerEventsAnswer> {
    await this.fresh();
    const { events, nextBefore, nextAfter } = await explorerPage(this.db, filter, page);
    return { events, next_before: nextBefore, next_after: nextAfter };
  }

  /** One event with its data (secrets redacted), metadata and correlation/causation chain. */
  async one(position: bigint): Promise<ExplorerEventDetail> {
    await this.fresh();
    const notFound = () => new ApiError(404, 'event.not_found', 'Event not found', { position: position.toString() });
    const row = await explorerEvent(this.db, position);
    if (!row) throw notFound();
    const [event] = await this.store.readEvents([{ streamId: row.stream_id, revision: BigInt(row.revision) }]);
    if (!event || event.globalPosition !== position) throw notFound();
    const chain = await eventChain(this.db, row.correlation_id, row, CHAIN_CAP);
    return { event: toExplorerEvent(row), data: redacted(event.data), metadata: { ...event.metadata }, chain };
  }
}
