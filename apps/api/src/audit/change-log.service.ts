import { Inject, Injectable } from '@nestjs/common';
import type { AuditChangeDetail, AuditChangesAnswer, AuditChartsAnswer, AuditSummaryAnswer } from '@tempest/contracts';
import type { EventStore } from '@tempest/event-store';
import {
  AUDIT_LOG,
  auditChange,
  auditChanges,
  auditCharts,
  auditSummary,
  TOKEN_LEDGER,
  VERSIONING,
  tokensByModel,
  type AuditFilter,
  type ChartRange,
  type ReadDb,
} from '@tempest/projections';
import { ReadModels } from '../infrastructure/read-db.module.js';
import { EVENT_STORE } from '../infrastructure/tokens.js';
import { changeDiff } from '../versioning/asset-diff.js';
import { CLASSIFIED_ROW_TYPES, hiddenDiff } from '../privacy/event-view.rows.js';
import { EventViews, type Viewer } from '../privacy/event-view.service.js';
import { DomainError } from '@tempest/domain';

const ASSET_CONTENT = new Set(['AssetCreated', 'AssetEdited', 'AssetDeleted', 'AssetRestored']);

/** Reads of the change log (libs/projections/src/audit-log), each current as of the request (docs/api-audit.md). */
@Injectable()
export class ChangeLog {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly reads: ReadModels,
    private readonly views: EventViews,
  ) {}

  /** An analyst's free text never searches names they may not see (usernames, a hidden game's names). */
  private filterFor(filter: AuditFilter, viewer: Viewer): AuditFilter {
    return viewer.role === 'analyst' && filter.q ? { ...filter, qSkipsTypes: CLASSIFIED_ROW_TYPES } : filter;
  }

  /** Reads wait until the log holds every change committed before the request (at most 5 s). */
  private async log(): Promise<ReadDb> {
    return (await this.reads.at(AUDIT_LOG, 'committed')).db;
  }

  /** A page of rows as the viewer may see them (docs/personal-data.md); a staff page naming private content is recorded. */
  async page(filter: AuditFilter, page: { before: bigint | null; limit: number }, viewer: Viewer): Promise<AuditChangesAnswer> {
    const { changes, nextBefore } = await auditChanges(await this.log(), this.filterFor(filter, viewer), page);
    const view = this.views.open(viewer);
    const shown = await view.rows(changes);
    await view.finish();
    return { changes: shown, next_before: nextBefore };
  }

  async summary(filter: AuditFilter, viewer: Viewer): Promise<AuditSummaryAnswer> {
    return auditSummary(await this.log(), this.filterFor(filter, viewer));
  }

  /** The charts over a range; tokens from the token ledger, as current as the log. */
  async charts(range: ChartRange): Promise<AuditChartsAnswer> {
    const { db } = await this.reads.at([AUDIT_LOG, TOKEN_LEDGER], 'committed');
    const [log, tokens] = [await auditCharts(db, range), await tokensByModel(db, range)];
    return { ...log, tokens_by_model: tokens };
  }

  /** One change with its event (read from the event store, as the viewer may see it) and, for an asset's content, the diff. */
  async one(position: bigint, viewer: Viewer, gameId: string | null = null): Promise<AuditChangeDetail> {
    const notFound = () => new DomainError('change.not_found', { position: position.toString() });
    const found = await auditChange(await this.log(), position);
    // A game's log opens only that game's changes (another game's, or an account's, is not there).
    if (!found || (gameId !== null && found.game_id !== gameId)) throw notFound();
    const { stream_revision: revision, ...change } = found;
    const [event] = await this.store.readStream(change.stream_id, { fromRevision: BigInt(revision), maxCount: 1 });
    if (!event || event.globalPosition !== position) throw notFound();
    const assetId = (event.data as { assetId?: string }).assetId;
    const diff = ASSET_CONTENT.has(event.type) && assetId ? await changeDiff((await this.reads.at(VERSIONING, 'committed')).db, assetId, Number(event.revision)) : null;
    const view = this.views.open(viewer);
    const [[row], [seen], shown] = await Promise.all([view.rows([change]), view.events([{ type: event.type, streamId: event.streamId, data: event.data }]), view.gameShown(change.game_id)]);
    if (diff && shown) view.noteRead(change.stream_id);
    await view.finish();
    return { change: row, data: seen.data, metadata: { ...event.metadata }, diff: shown ? diff : hiddenDiff(diff) };
  }
}
