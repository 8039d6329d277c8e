import { Inject, Injectable } from '@nestjs/common';
import type { ExplorerEvent, ExplorerEventDetail, ExplorerEventsAnswer, ExplorerPickerAnswer } from '@tempest/contracts';
import type { EventStore } from '@tempest/event-store';
import {
  accountsNamed,
  accountsWithIdPrefix,
  EVENT_INDEX,
  eventCategories,
  eventChain,
  explorerEvent,
  explorerPage,
  toExplorerEvent,
  usernamesOf,
  type ExplorerFilter,
  type ExplorerPage,
  type ProjectionEngine,
  type ReadDb,
} from '@tempest/projections';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { EVENT_STORE, PROJECTION_ENGINE } from '../infrastructure/tokens.js';
import { pseudonymOf, searchesPersonalStream } from '../privacy/event-view.js';
import { EventViews, type Viewer } from '../privacy/event-view.service.js';
import { DomainError } from '@tempest/domain';

/** How many events of one correlation an event's page shows in its chain. */
export const CHAIN_CAP = 200;
/** How many options a picker offers at once (the reader types to narrow them). */
export const PICKER_CAP = 20;

/** A username as the role may see it: staff the name, analysts its pseudonym (docs/personal-data.md). */
const nameFor = (view: { viewer: Viewer; pseudonym: (text: string) => string }, username: string): string =>
  view.viewer.role === 'analyst' ? (pseudonymOf(view.pseudonym, username) as string) : username;

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
    const named = await this.named(events, view);
    return { events: named.map((e) => ({ ...e, stream_id: view.streamId(e.stream_id) })), next_before: nextBefore, next_after: nextAfter };
  }

  /** The events with their actors' names, as the viewer may see them (an account's username; analysts a pseudonym). */
  private async named(events: ExplorerEvent[], view: { viewer: Viewer; pseudonym: (text: string) => string }): Promise<ExplorerEvent[]> {
    const names = await usernamesOf(this.db, events.map((e) => e.actor.id));
    return events.map((e) => {
      const username = e.actor.id ? names.get(e.actor.id.toLowerCase()) : undefined;
      return username === undefined ? e : { ...e, actor: { ...e.actor, name: nameFor(view, username) } };
    });
  }

  /**
   * What the actor picker offers for `q`: staff search accounts by username; analysts, who may not confirm a
   * name (docs/personal-data.md), by the start of an id, and see each account's pseudonym.
   */
  async actors(q: string, viewer: Viewer): Promise<ExplorerPickerAnswer> {
    const view = this.views.open(viewer);
    const found = viewer.role === 'analyst' ? await accountsWithIdPrefix(this.db, q, PICKER_CAP) : await accountsNamed(this.db, q, PICKER_CAP);
    return { options: found.map((a) => ({ value: a.id, label: nameFor(view, a.username) })) };
  }

  /** The stream categories the log holds (the part of a stream id before its first "-"), those containing `q`. */
  async categories(q: string): Promise<ExplorerPickerAnswer> {
    await this.fresh();
    const text = q.trim().toLowerCase();
    const all = await eventCategories(this.db, 1000);
    return { options: all.filter((c) => c.toLowerCase().includes(text)).slice(0, 100).map((c) => ({ value: c, label: c })) };
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
    const [named] = await this.named([toExplorerEvent(row)], view);
    return { event: { ...named, stream_id: seen.streamId }, data: seen.data, metadata: { ...event.metadata }, chain: { ...chain, nodes } };
  }
}
