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
import { copiedAsNew } from '../engine/bulk-load.js';
import { gameRoom } from '@tempest/contracts';
import type { RecordedEvent } from '@tempest/event-store';
import type { ProjectionTx, TableName } from '../engine/projector.js';
import { pendingRowOf, reviewed, revisionRowOf, type PendingChangeRow, type PendingState, type Review, type RevisionRow } from './revisions.read-model.js';
import { evolveUndoStack, undoStackKeyOf, type UndoStackRow } from './undo-stack.read-model.js';
import { defineReadModel } from '../engine/table.js';
import { insertRows, upsertSql, VERSIONING_TABLES, type VersioningCommitRow, type VersioningSessionRow } from './versioning.tables.js';
import { evolveAssetRow, type AssetRow } from './working-tree.read-model.js';

export const VERSIONING = 'versioning';

const assetIdOf = (event: RecordedEvent): string | null =>
  event.streamId.startsWith(ASSET_STREAM_PREFIX) ? event.streamId.slice(ASSET_STREAM_PREFIX.length) : null;
const isVersioning = (event: RecordedEvent): boolean => event.streamId.startsWith(VERSIONING_STREAM_PREFIX);

/** Everything a batch changes, folded in memory before one write per table. */
type BatchState = {
  assets: Map<string, AssetRow | null>;
  stacks: Map<string, UndoStackRow>;
  /** The ids of the working tree's and the undo stacks' rows the tables hold before this batch (the others are new). */
  stored: { assets: Set<string>; stacks: Set<string> };
  revisions: RevisionRow[];
  pending: PendingChangeRow[];
  reviews: Review[];
  /** The stored pending changes the batch's reviews name, as they stood before it (by id). */
  reviewedBefore: Map<string, PendingState>;
  sessions: VersioningSessionRow[];
  commits: VersioningCommitRow[];
};

/**
 * In a rebuild, the working tree's and the undo stacks' rows the last batch wrote (tx.bulk.memory): the rebuild is
 * their tables' only writer, so the next batch takes them from here rather than reading them back (an asset's
 * events often span two batches). One batch's rows at most.
 */
type Written = { assets: Map<string, AssetRow>; stacks: Map<string, UndoStackRow> };
const WRITTEN = 'versioning.written';
const writtenOf = (tx: ProjectionTx): Written | undefined => tx.bulk?.memory.get(WRITTEN) as Written | undefined;

const loadBatch = async (tx: ProjectionTx, events: RecordedEvent[], t: TableName): Promise<BatchState> => {
  const written = writtenOf(tx);
  const commitAssets = events.filter(isVersioning).flatMap((e) => {
    const v = e as unknown as VersioningEvent;
    return v.type === 'RevisionCommitted' ? v.data.assets.map((a) => a.assetId) : [];
  });
  const ids = [...new Set([...events.map(assetIdOf).filter((id): id is string => id !== null), ...commitAssets])];
  const stackIds = [...new Set(events.map(undoStackKeyOf).filter((k) => k !== null).map((k) => k.id))];
  const reviewIds = uuidKeys([...new Set(events.filter(isPendingReviewEvent).flatMap((e) => (e.data as { changeIds: string[] }).changeIds))]);
  // Only ids a uuid column could hold are looked up, here or among the last batch's rows (as live: uuidKeys).
  const keys = uuidKeys(ids);
  const assetKeys = keys.filter((id) => !written?.assets.has(id));
  const assetRows = assetKeys.length
    ? await tx.query<{ row: AssetRow }>(`SELECT to_jsonb(r) AS row FROM ${t('assets')} r WHERE r.id = ANY($1::uuid[])`, [assetKeys])
    : [];
  const stackKeys = stackIds.filter((id) => !written?.stacks.has(id));
  const stackRows = stackKeys.length
    ? await tx.query<{ row: UndoStackRow }>(`SELECT to_jsonb(r) AS row FROM ${t('undo_stacks')} r WHERE r.id = ANY($1::text[])`, [stackKeys])
    : [];
  const reviewedRows = reviewIds.length
    ? await tx.query<PendingState & { id: string }>(`SELECT id::text AS id, status, resolved_at, resolved_by FROM ${t('pending_changes')} WHERE id = ANY($1::uuid[])`, [
        reviewIds,
      ])
    : [];
  const assets = new Map<string, AssetRow | null>(assetRows.map(({ row }) => [row.id, row]));
  const stacks = new Map(stackRows.map(({ row }) => [row.id, row]));
  for (const id of keys) if (written?.assets.has(id)) assets.set(id, written.assets.get(id)!);
  for (const id of stackIds) if (written?.stacks.has(id)) stacks.set(id, written.stacks.get(id)!);
  return {
    assets,
    stacks,
    stored: { assets: new Set(assets.keys()), stacks: new Set(stacks.keys()) },
    revisions: [],
    pending: [],
    reviews: [],
    reviewedBefore: new Map(reviewedRows.map(({ id, ...state }) => [id, state])),
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

/**
 * The batch's reviews applied in order, in memory, to the changes as they stand once its new ones are inserted
 * (stored ones as loaded, new ones as made) — as one UPDATE per review did, in a rebuild tens of thousands of
 * statements: a new change's row takes its verdict before it is written; answers the stored ones that changed.
 */
const reviewStored = (batch: BatchState): [string, PendingState][] => {
  if (batch.reviews.length === 0) return [];
  // A new change's row as it will be stored (a uuid column's text is lower case); one already stored stays (DO NOTHING).
  const made = new Map<string, PendingChangeRow>();
  for (const row of batch.pending) {
    const id = row.id.toLowerCase();
    if (!made.has(id) && !batch.reviewedBefore.has(id)) made.set(id, row);
  }
  const now = new Map(batch.reviewedBefore);
  for (const review of batch.reviews) {
    for (const id of uuidKeys(review.ids)) {
      const row = made.get(id);
      if (row) Object.assign(row, reviewed(row, review));
      else if (now.has(id)) now.set(id, reviewed(now.get(id)!, review));
    }
  }
  return [...now].filter(([id, state]) => state !== batch.reviewedBefore.get(id));
};

/** Rows that should be new (by their keys): COPYed in a rebuild, else (and live) inserted with `conflict`. */
const insertNew = async (tx: ProjectionTx, table: string, rows: Record<string, unknown>[], conflict: string): Promise<void> => {
  if (!(await copiedAsNew(tx, table, rows))) await insertRows(tx, table, rows, conflict);
};

/** Rows by `id`: the new ones COPYed in a rebuild, the rest (and all of them live) upserted. */
const upsertRows = async <Row extends { id: string }>(tx: ProjectionTx, table: string, rows: Row[], stored: ReadonlySet<string>): Promise<void> => {
  const fresh = rows.filter((row) => !stored.has(row.id));
  const upserted = (await copiedAsNew(tx, table, fresh)) ? rows.filter((row) => stored.has(row.id)) : rows;
  if (upserted.length) await insertRows(tx, table, upserted, upsertSql('id', Object.keys(upserted[0])));
};

const writeBatch = async (tx: ProjectionTx, batch: BatchState, t: TableName): Promise<void> => {
  const assets = [...batch.assets.values()].filter((r): r is AssetRow => r !== null);
  await upsertRows(tx, t('assets'), assets, batch.stored.assets);
  await insertNew(tx, t('asset_revisions'), batch.revisions, 'ON CONFLICT (asset_id, revision) DO NOTHING');
  const stored = reviewStored(batch);
  await insertNew(tx, t('pending_changes'), batch.pending, 'ON CONFLICT (id) DO NOTHING');
  if (stored.length) {
    await tx.query(
      `UPDATE ${t('pending_changes')} p SET status = u.status, resolved_at = u.resolved_at, resolved_by = u.resolved_by
         FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::uuid[]) AS u(id, status, resolved_at, resolved_by) WHERE p.id = u.id`,
      [stored.map(([id]) => id), stored.map(([, s]) => s.status), stored.map(([, s]) => s.resolved_at), stored.map(([, s]) => s.resolved_by)],
    );
  }
  const stacks = [...batch.stacks.values()];
  await upsertRows(tx, t('undo_stacks'), stacks, batch.stored.stacks);
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
    if (tx.bulk) {
      const assets = [...batch.assets].filter((entry): entry is [string, AssetRow] => entry[1] !== null);
      tx.bulk.memory.set(WRITTEN, { assets: new Map(assets), stacks: batch.stacks } satisfies Written);
    }
  },
  changesOf: (event) => {
    const { gameId, assetType } = event.data as { gameId?: string; assetType?: string };
    if (!gameId) return [];
    const id = assetIdOf(event);
    // Every asset event names its type: a tab refetches only that type's lists (and the versioning reads).
    return id ? [{ readModel: 'assets', id, assetType: assetType ?? null, rooms: [gameRoom(gameId)] }] : [{ readModel: 'versioning', id: gameId, assetType: null, rooms: [gameRoom(gameId)] }];
  },
});
