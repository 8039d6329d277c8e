import {
  ASSET_EVENT_TYPES,
  isPendingReviewEvent,
  ASSET_STREAM_PREFIX,
  VERSIONING_EVENT_TYPES,
  VERSIONING_STREAM_PREFIX,
  type AssetEvent,
  type VersioningEvent,
} from '@tempest/domain';
import { uuidKeys } from '../uuid-keys.js';
import { gameRoom } from '@tempest/contracts';
import type { RecordedEvent } from '@tempest/event-store';
import type { ProjectionTx, TableName } from '../engine/projector.js';
import { pendingRowOf, revisionRowOf, type PendingChangeRow, type RevisionRow } from './revisions.read-model.js';
import { evolveUndoStack, undoStackKeyOf, type UndoStackRow } from './undo-stack.read-model.js';
import { defineReadModel } from '../engine/table.js';
import { insertRows, upsertSql, VERSIONING_TABLES, type VersioningCommitRow, type VersioningSessionRow } from './versioning.tables.js';
import { evolveAssetRow, type AssetRow } from './working-tree.read-model.js';

export const VERSIONING = 'versioning';

const assetIdOf = (event: RecordedEvent): string | null =>
  event.streamId.startsWith(ASSET_STREAM_PREFIX) ? event.streamId.slice(ASSET_STREAM_PREFIX.length) : null;
const isVersioning = (event: RecordedEvent): boolean => event.streamId.startsWith(VERSIONING_STREAM_PREFIX);

/** A verdict on pending changes; a reopen takes rejected ones back to pending. */
type Review = { ids: string[]; status: 'accepted' | 'rejected' | 'pending'; at: string; by: string };

/** Everything a batch changes, folded in memory before one write per table. */
type BatchState = {
  assets: Map<string, AssetRow | null>;
  stacks: Map<string, UndoStackRow>;
  revisions: RevisionRow[];
  pending: PendingChangeRow[];
  reviews: Review[];
  sessions: VersioningSessionRow[];
  commits: VersioningCommitRow[];
};

const loadBatch = async (tx: ProjectionTx, events: RecordedEvent[], t: TableName): Promise<BatchState> => {
  const commitAssets = events.filter(isVersioning).flatMap((e) => {
    const v = e as unknown as VersioningEvent;
    return v.type === 'RevisionCommitted' ? v.data.assets.map((a) => a.assetId) : [];
  });
  const ids = [...new Set([...events.map(assetIdOf).filter((id): id is string => id !== null), ...commitAssets])];
  const stackIds = [...new Set(events.map(undoStackKeyOf).filter((k) => k !== null).map((k) => k.id))];
  const assetKeys = uuidKeys(ids);
  const assetRows = assetKeys.length
    ? await tx.query<{ row: AssetRow }>(`SELECT to_jsonb(r) AS row FROM ${t('assets')} r WHERE r.id = ANY($1::uuid[])`, [assetKeys])
    : [];
  const stackRows = stackIds.length
    ? await tx.query<{ row: UndoStackRow }>(`SELECT to_jsonb(r) AS row FROM ${t('undo_stacks')} r WHERE r.id = ANY($1::text[])`, [stackIds])
    : [];
  return {
    assets: new Map(assetRows.map(({ row }) => [row.id, row])),
    stacks: new Map(stackRows.map(({ row }) => [row.id, row])),
    revisions: [],
    pending: [],
    reviews: [],
    sessions: [],
    commits: [],
  };
};

const foldAssetEvent = (batch: BatchState, id: string, event: RecordedEvent): void => {
  const before = batch.assets.get(id) ?? null;
  const after = evolveAssetRow(before, event);
  batch.assets.set(id, after);
  const revision = revisionRowOf(event, after);
  if (revision) batch.revisions.push(revision);
  const pending = pendingRowOf(before, revision);
  if (pending) batch.pending.push(pending);
  const asset = event as unknown as AssetEvent;
  if (isPendingReviewEvent(asset)) {
    const status = ({ PendingChangesAccepted: 'accepted', PendingChangesRejected: 'rejected', PendingChangesReopened: 'pending' } as const)[asset.type];
    batch.reviews.push({ ids: asset.data.changeIds, status, at: asset.data.at, by: asset.data.by });
  }
  const key = undoStackKeyOf(event);
  if (key) {
    const stack = batch.stacks.get(key.id) ?? { id: key.id, game_id: key.gameId, user_id: key.userId, undo: [], redo: [], updated_at: event.metadata.timestamp };
    batch.stacks.set(key.id, evolveUndoStack(stack, event, after?.name ?? ''));
  }
};

const foldVersioningEvent = (batch: BatchState, recorded: RecordedEvent): void => {
  const event = recorded as unknown as VersioningEvent;
  if (event.type === 'VersioningSessionStarted') {
    const { sessionId, gameId, userId, name, at } = event.data;
    batch.sessions.push({ id: sessionId, game_id: gameId, user_id: userId, name, started_at: at });
    return;
  }
  const { commitId, gameId, sessionId, kind, message, assets, at, by } = event.data;
  batch.commits.push({ id: commitId, game_id: gameId, session_id: sessionId, kind, message, assets, created_at: at, created_by: by });
  for (const { assetId, revision } of assets) {
    const row = batch.assets.get(assetId);
    if (row) batch.assets.set(assetId, { ...row, last_saved_revision: Math.max(row.last_saved_revision ?? -1, revision) });
  }
};

const writeBatch = async (tx: ProjectionTx, batch: BatchState, t: TableName): Promise<void> => {
  const assets = [...batch.assets.values()].filter((r): r is AssetRow => r !== null);
  if (assets.length) await insertRows(tx, t('assets'), assets, upsertSql('id', Object.keys(assets[0])));
  await insertRows(tx, t('asset_revisions'), batch.revisions, 'ON CONFLICT (asset_id, revision) DO NOTHING');
  await insertRows(tx, t('pending_changes'), batch.pending, 'ON CONFLICT (id) DO NOTHING');
  for (const review of batch.reviews) {
    if (review.status === 'pending') {
      await tx.query(
        `UPDATE ${t('pending_changes')} SET status = 'pending', resolved_at = NULL, resolved_by = NULL WHERE id = ANY($1::uuid[]) AND status = 'rejected'`,
        [uuidKeys(review.ids)],
      );
      continue;
    }
    await tx.query(
      `UPDATE ${t('pending_changes')} SET status = $2, resolved_at = $3, resolved_by = $4 WHERE id = ANY($1::uuid[]) AND status = 'pending'`,
      [uuidKeys(review.ids), review.status, review.at, review.by],
    );
  }
  const stacks = [...batch.stacks.values()];
  if (stacks.length) await insertRows(tx, t('undo_stacks'), stacks, upsertSql('id', Object.keys(stacks[0])));
  await insertRows(tx, t('versioning_sessions'), batch.sessions, 'ON CONFLICT (id) DO NOTHING');
  await insertRows(tx, t('versioning_commits'), batch.commits, 'ON CONFLICT (id) DO NOTHING');
};

/**
 * Versioning over the asset events: the working tree (`assets`), every asset's revisions, the pending
 * changes agents made, each creator's undo/redo stacks, and versioning sessions and commits.
 */
export const versioningProjector = defineReadModel({
  name: VERSIONING,
  // 2: rejects and reopens join the undo stacks; rejected changes can be reopened.
  version: 2,
  tables: VERSIONING_TABLES,
  eventTypes: [...ASSET_EVENT_TYPES, ...VERSIONING_EVENT_TYPES],
  async apply(tx, events, t) {
    const relevant = events.filter((e) => assetIdOf(e) !== null || isVersioning(e));
    if (relevant.length === 0) return;
    const batch = await loadBatch(tx, relevant, t);
    for (const event of relevant) {
      const id = assetIdOf(event);
      if (id) foldAssetEvent(batch, id, event);
      else foldVersioningEvent(batch, event);
    }
    await writeBatch(tx, batch, t);
  },
  changesOf: (event) => {
    const { gameId, assetType } = event.data as { gameId?: string; assetType?: string };
    if (!gameId) return [];
    const id = assetIdOf(event);
    // Every asset event names its type: a tab refetches only that type's lists (and the versioning reads).
    return id ? [{ readModel: 'assets', id, assetType: assetType ?? null, rooms: [gameRoom(gameId)] }] : [{ readModel: 'versioning', id: gameId, assetType: null, rooms: [gameRoom(gameId)] }];
  },
});
