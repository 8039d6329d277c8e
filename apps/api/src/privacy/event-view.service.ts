import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AuditChange } from '@tempest/contracts';
import { gameDecider, gameStreamId, PRIVATE_READ_STREAMS_MAX, PRIVATE_READS_STREAM, type PrivateContentRead } from '@tempest/domain';
import { DecisionRunner, type EventMetadata, type EventStore } from '@tempest/event-store';
import type { ActiveUser } from '../accounts/user-directory.js';
import { commandContext } from '../common/actor.js';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import { EVENT_STORE, INFRASTRUCTURE } from '../infrastructure/tokens.js';
import { eventViewFor, mayHoldPrivate, streamIdFor, type EventView, type ViewedEvent, type ViewerRole } from './event-view.js';
import { changeRowFor, rowShowsPrivate } from './event-view.rows.js';

/** Who reads, through which route (method and path, never the query: it may hold an email), with the request's metadata. */
export type Viewer = { role: ViewerRole; userId: string; route: string; metadata: EventMetadata };

/**
 * Staff first (a staff member who is also an analyst reads as staff); then the creator of the game read (an
 * analyst reading their own game sees it whole); anyone else reads only their own games.
 */
export const roleOf = (user: ActiveUser, creatorId: string | null = null): ViewerRole =>
  user.isStaff ? 'staff' : creatorId === user.userId ? 'owner' : user.isAnalyst ? 'analyst' : 'owner';

/** The viewer of a request; `creatorId`: the creator of the one game the route reads, if it reads one. */
export const viewerOf = (user: ActiveUser, request: Request, creatorId: string | null = null): Viewer => ({
  role: roleOf(user, creatorId),
  userId: user.userId,
  route: `${request.method} ${request.path}`.slice(0, 300),
  metadata: commandContext(request).metadata,
});

const UUID_AFTER = /^(?:game|play-index)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/;

/**
 * The views of one request or export (docs/personal-data.md): resolves which game each event belongs to and
 * whether it is published (for analysts), caches both, and collects staff reads of private content, recorded
 * by `finish` as one PrivateContentRead event.
 */
export class ViewSession {
  private readonly gameOfStream = new Map<string, Promise<string | null>>();
  private readonly published = new Map<string, Promise<boolean>>();
  private readonly readStreams = new Set<string>();
  private readCount = 0;

  constructor(
    readonly viewer: Viewer,
    private readonly store: EventStore,
    private readonly runner: DecisionRunner,
    readonly pseudonym: (text: string) => string,
  ) {}

  streamId(streamId: string): string {
    return streamIdFor(this.viewer.role, streamId, this.pseudonym);
  }

  /** The events as the viewer sees them, in order. */
  async events(events: ViewedEvent[]): Promise<EventView[]> {
    const shown = await Promise.all(events.map((e) => this.privateShown(e)));
    return events.map((event, i) => {
      const view = eventViewFor(this.viewer.role, event, { pseudonym: this.pseudonym, privateShown: shown[i] });
      if (view.privateRead) this.noteRead(event.streamId);
      return view;
    });
  }

  /** Change-log rows as the viewer sees them. */
  async rows(changes: AuditChange[]): Promise<AuditChange[]> {
    const games = [...new Set(changes.map((c) => c.game_id).filter((g): g is string => g !== null))];
    const published = new Set<string>();
    if (this.viewer.role === 'analyst') for (const g of games) if (await this.isPublished(g)) published.add(g);
    return changes.map((change) => {
      if (rowShowsPrivate(change)) this.noteRead(change.stream_id);
      return changeRowFor(this.viewer.role, change, { pseudonym: this.pseudonym, privateShown: (g) => g !== null && published.has(g) });
    });
  }

  /** Whether an analyst may see the game's private content: it is published now. Staff and owners always. */
  async gameShown(gameId: string | null): Promise<boolean> {
    if (this.viewer.role !== 'analyst') return true;
    return gameId !== null && (await this.isPublished(gameId));
  }

  /** Records that private content of these streams was shown (counted only for staff). */
  noteRead(...streamIds: string[]): void {
    if (this.viewer.role !== 'staff') return;
    this.readCount += 1;
    for (const id of streamIds) this.readStreams.add(id);
  }

  /** One PrivateContentRead for everything this request showed staff, if it showed any private content. */
  async finish(): Promise<void> {
    if (this.readCount === 0) return;
    const at = new Date().toISOString();
    const streamIds = [...this.readStreams];
    const event: PrivateContentRead = {
      type: 'PrivateContentRead',
      data: { readerId: this.viewer.userId, route: this.viewer.route, streamIds: streamIds.slice(0, PRIVATE_READ_STREAMS_MAX), streamCount: streamIds.length, count: this.readCount, at },
    };
    this.readCount = 0;
    this.readStreams.clear();
    await this.store.append(PRIVATE_READS_STREAM, [{ id: randomUUID(), type: event.type, data: event.data, metadata: { ...this.viewer.metadata, timestamp: at } }]);
  }

  private async privateShown(event: ViewedEvent): Promise<boolean> {
    if (this.viewer.role !== 'analyst') return true;
    if (!mayHoldPrivate(event.type)) return false;
    const gameId = await this.gameOf(event);
    return gameId !== null && this.isPublished(gameId);
  }

  /** The game an event belongs to: its `gameId`, its stream's name, else its stream's first event's `gameId` (a session, a timeline). */
  private gameOf(event: ViewedEvent): Promise<string | null> {
    const own = (event.data as { gameId?: unknown } | null)?.gameId;
    if (typeof own === 'string') return Promise.resolve(own);
    const named = UUID_AFTER.exec(event.streamId)?.[1];
    if (named) return Promise.resolve(named);
    let found = this.gameOfStream.get(event.streamId);
    if (!found) {
      found = this.store.readStream(event.streamId, { maxCount: 1 }).then(([first]) => {
        const gameId = (first?.data as { gameId?: unknown } | undefined)?.gameId;
        return typeof gameId === 'string' ? gameId : null;
      });
      this.gameOfStream.set(event.streamId, found);
    }
    return found;
  }

  private isPublished(gameId: string): Promise<boolean> {
    let found = this.published.get(gameId);
    if (!found) {
      found = this.runner.read(gameDecider, gameStreamId(gameId)).then(({ state }) => state.status === 'active' && state.published !== null);
      this.published.set(gameId, found);
    }
    return found;
  }
}

/** Opens the views of a request or export; pseudonyms are the studio secret's keyed hash (infrastructure/server-secret.ts). */
@Injectable()
export class EventViews {
  private readonly pseudonym: (text: string) => string;

  constructor(
    @Inject(INFRASTRUCTURE) infra: Infrastructure,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: DecisionRunner,
  ) {
    this.pseudonym = (text) => infra.secret.hash('pseudonym', text);
  }

  open(viewer: Viewer): ViewSession {
    return new ViewSession(viewer, this.store, this.runner, this.pseudonym);
  }
}
