import { Inject, Injectable } from '@nestjs/common';
import type { ExplorerEventDetail, ExplorerEventsAnswer } from '@tempest/contracts';
import type { EventStore } from '@tempest/event-store';
import { EVENT_INDEX, eventChain, explorerEvent, explorerPage, toExplorerEvent, type ExplorerFilter, type ExplorerPage, type ProjectionEngine, type ReadDb } from '@tempest/projections';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { EVENT_STORE, PROJECTION_ENGINE } from '../infrastructure/tokens.js';
import { searchesPersonalStream } from '../privacy/event-view.js';
import { EventViews, type Viewer } from '../privacy/event-view.service.js';
import { DomainError } from '@tempest/domain';

/** How many events of one correlation an event's page shows in its chain. */
export const CHAIN_CAP = 200;

/** Reads of the event explorer (libs/projections/src/event-index), each current as of the request (docs/api-analytics.md). */
@Injectable()
export class EventExplorer {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    private readonly views: EventViews,
  ) {}

  /**
   * Analysts may not search into the personal part of a stream name (an email, a username, a visitor's key):
   * a match, or none, would tell whether that person exists (docs/personal-data.md). Refused whatever it holds.
   */
  assertMaySearch(filter: ExplorerFilter, viewer: Viewer): void {
    if (viewer.role !== 'analyst') return;
    const field = [['stream', filter.stream], ['prefix', filter.prefix]].find(([, text]) => text && searchesPersonalStream(text));
    if (field) throw new DomainError('analytics.personal_stream', { field: field[0] });
  }

  /** Reads wait until the index holds every event committed before the request (at most 5 s). */
  fresh(): Promise<boolean> {
    return this.engine.readFrom(EVENT_INDEX, 'committed');
  }

  /** A page of envelopes (no data): an analyst sees personal stream names as pseudonyms. */
  async page(filter: ExplorerFilter, page: ExplorerPage, viewer: Viewer): Promise<ExplorerEventsAnswer> {
    this.assertMaySearch(filter, viewer);
    await this.fresh();
    const { events, nextBefore, nextAfter } = await explorerPage(this.db, filter, page);
    const view = this.views.open(viewer);
    return { events: events.map((e) => ({ ...e, stream_id: view.streamId(e.stream_id) })), next_before: nextBefore, next_after: nextAfter };
  }

  /** One event with its data as the viewer may see it (docs/personal-data.md), metadata and correlation/causation chain. */
  async one(position: bigint, viewer: Viewer): Promise<ExplorerEventDetail> {
    await this.fresh();
    const notFound = () => new DomainError('event.not_found', { position: position.toString() });
    const row = await explorerEvent(this.db, position);
    if (!row) throw notFound();
    const [event] = await this.store.readEvents([{ streamId: row.stream_id, revision: BigInt(row.revision) }]);
    if (!event || event.globalPosition !== position) throw notFound();
    const chain = await eventChain(this.db, row.correlation_id, row, CHAIN_CAP);
    const view = this.views.open(viewer);
    const [seen] = await view.events([{ type: event.type, streamId: event.streamId, data: event.data }]);
    await view.finish();
    const nodes = chain.nodes.map((n) => ({ ...n, stream_id: view.streamId(n.stream_id) }));
    return { event: { ...toExplorerEvent(row), stream_id: seen.streamId }, data: seen.data, metadata: { ...event.metadata }, chain: { ...chain, nodes } };
  }
}
