import type { ReadDb } from '../read-db.js';
import { uuidKeys } from '../uuid-keys.js';
import { toPendingChangeItem, toRevisionItem, type PendingChangeRow, type RevisionRow } from './revisions.read-model.js';
import { toUndoStackView, undoStackId, type UndoStackRow } from './undo-stack.read-model.js';
import type { AssetTypeName, PendingChangeItem, PendingChangeStatus, RevisionItem, UndoStackView, WorkingTreeAsset } from './versioning.items.js';
import { toWorkingTreeAsset, type AssetRow } from './working-tree.read-model.js';

// The queries the API runs on the versioning tables. None waits for the processor: the caller does
// (`ReadModels.at(VERSIONING, …)` in apps/api) where the read must include every earlier write.

/** The game's present assets (of these types, else all), oldest first. */
export const presentAssets = async (db: ReadDb, gameId: string, types?: readonly AssetTypeName[]): Promise<WorkingTreeAsset[]> => {
  const rows = types
    ? await db.query<AssetRow>(
        `SELECT * FROM ${db.table('assets')} WHERE game_id = $1 AND asset_type = ANY($2::text[]) AND status = 'present' ORDER BY created_at, id`,
        [gameId, types],
      )
    : await db.query<AssetRow>(`SELECT * FROM ${db.table('assets')} WHERE game_id = $1 AND status = 'present' ORDER BY created_at, id`, [gameId]);
  return rows.map(toWorkingTreeAsset);
};

/** The game's present assets, id and revision only (what a checkpoint records), oldest first. */
export const presentAssetRevisions = async (db: ReadDb, gameId: string): Promise<{ id: string; revision: number }[]> => {
  const rows = await db.query<{ id: string; revision: number }>(
    `SELECT id, revision FROM ${db.table('assets')} WHERE game_id = $1 AND status = 'present' ORDER BY created_at, id`,
    [gameId],
  );
  return rows.map((r) => ({ id: r.id, revision: Number(r.revision) }));
};

/** One asset of the game (present, or also deleted ones with `includeDeleted`; of `types` when named), or null. */
export const assetOfGame = async (
  db: ReadDb,
  gameId: string,
  assetId: string,
  options: { types?: readonly AssetTypeName[]; includeDeleted?: boolean } = {},
): Promise<WorkingTreeAsset | null> => {
  const [row] = await db.query<AssetRow>(`SELECT * FROM ${db.table('assets')} WHERE id = $1 AND game_id = $2`, [assetId, gameId]);
  if (!row || (options.types && !options.types.includes(row.asset_type))) return null;
  if (row.status !== 'present' && !options.includeDeleted) return null;
  return toWorkingTreeAsset(row);
};

/** The game an asset belongs to, its type and status (any status), or null. */
export const assetLocation = async (db: ReadDb, assetId: string): Promise<{ gameId: string; type: AssetTypeName; status: AssetRow['status'] } | null> => {
  const [row] = await db.query<Pick<AssetRow, 'game_id' | 'asset_type' | 'status'>>(
    `SELECT game_id, asset_type, status FROM ${db.table('assets')} WHERE id = $1`,
    [assetId],
  );
  return row ? { gameId: row.game_id, type: row.asset_type, status: row.status } : null;
};

/** The working tree's groups, as GET /create/versioning/working-tree/{gameId} answers them (docs/api-assets.md, Versioning); `flows` are logic files. */
const WORKING_TREE_GROUP: Record<AssetTypeName, string> = {
  entity: 'entities',
  script: 'scripts',
  tool: 'tools',
  prompt: 'prompts',
  logic_file: 'flows',
  frontend_file: 'frontend_files',
};

/** The game's present assets grouped by kind (every group named, empty or not), and its newest commit's id. */
export const workingTreeOf = async (db: ReadDb, gameId: string) => {
  const tree: Record<string, WorkingTreeAsset[]> = Object.fromEntries(Object.values(WORKING_TREE_GROUP).map((g) => [g, []]));
  for (const asset of await presentAssets(db, gameId)) tree[WORKING_TREE_GROUP[asset.type]].push(asset);
  return { game_id: gameId, revision_head: await revisionHead(db, gameId), working_tree: tree };
};

/** The id of the game's newest commit or checkpoint, or null. */
export const revisionHead = async (db: ReadDb, gameId: string): Promise<string | null> => {
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM ${db.table('versioning_commits')} WHERE game_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [gameId],
  );
  return row?.id ?? null;
};

/** An asset's revisions, newest first (of one session when named); one more than asked tells whether there are more. */
export const assetRevisions = async (db: ReadDb, assetId: string, limit: number, sessionId: string | null): Promise<{ revisions: RevisionItem[]; hasMore: boolean }> => {
  const rows = await db.query<RevisionRow>(
    `SELECT * FROM ${db.table('asset_revisions')} WHERE asset_id = $1 AND ($2::uuid IS NULL OR session_id = $2::uuid)
      ORDER BY revision DESC LIMIT $3`,
    [assetId, sessionId, limit + 1],
  );
  return { revisions: rows.slice(0, limit).map(toRevisionItem), hasMore: rows.length > limit };
};

export const assetRevision = async (db: ReadDb, assetId: string, revision: number): Promise<RevisionItem | null> => {
  const [row] = await db.query<RevisionRow>(`SELECT * FROM ${db.table('asset_revisions')} WHERE asset_id = $1 AND revision = $2`, [assetId, revision]);
  return row ? toRevisionItem(row) : null;
};

/** The asset's newest content revision before `revision` (what a change started from), or null for its first. */
export const assetRevisionBefore = async (db: ReadDb, assetId: string, revision: number): Promise<RevisionItem | null> => {
  const [row] = await db.query<RevisionRow>(
    `SELECT * FROM ${db.table('asset_revisions')} WHERE asset_id = $1 AND revision < $2 ORDER BY revision DESC LIMIT 1`,
    [assetId, revision],
  );
  return row ? toRevisionItem(row) : null;
};

/** An asset of a checkpoint: the revision it recorded. */
export type CheckpointAssetRef = { assetId: string; revision: number };
export type RecordedAsset = { id: string; type: AssetTypeName; data: Record<string, unknown>; revision: number };

/**
 * The game's assets of these types at the revisions a checkpoint recorded, each with that revision's
 * content, by asset id; assets deleted at that revision are left out.
 */
export const assetsAtRevisions = async (db: ReadDb, gameId: string, assets: CheckpointAssetRef[], types: readonly AssetTypeName[]): Promise<RecordedAsset[]> => {
  // One round trip for the whole checkpoint: the (asset, revision) pairs travel as one JSON parameter.
  const rows = await db.query<{ asset_id: string; asset_type: AssetTypeName; revision: number; data: Record<string, unknown> | null; exists: boolean }>(
    `SELECT r.asset_id, r.asset_type, r.revision, r.data, r.exists
       FROM ${db.table('asset_revisions')} r
       JOIN jsonb_to_recordset($2::jsonb) AS c("assetId" uuid, revision integer) ON c."assetId" = r.asset_id AND c.revision = r.revision
      WHERE r.game_id = $1 AND r.asset_type = ANY($3::text[])
      ORDER BY r.asset_id`,
    [gameId, JSON.stringify(assets), types],
  );
  return rows
    .filter((r) => r.exists && r.data !== null)
    .map((r) => ({ id: r.asset_id, type: r.asset_type, data: r.data ?? {}, revision: Number(r.revision) }));
};

export type PendingFilter = { status: PendingChangeStatus | 'all'; assetType?: AssetTypeName; assignedToId?: string };

/** The game's pending changes (by status, asset type, assignee), oldest first. */
export const pendingChanges = async (db: ReadDb, gameId: string, filter: PendingFilter): Promise<PendingChangeItem[]> => {
  const rows = await db.query<PendingChangeRow>(
    `SELECT * FROM ${db.table('pending_changes')} WHERE game_id = $1
        AND ($2::text = 'all' OR status = $2) AND ($3::text IS NULL OR asset_type = $3) AND ($4::uuid IS NULL OR assigned_to_id = $4::uuid)
      ORDER BY created_at, revision`,
    [gameId, filter.status, filter.assetType ?? null, filter.assignedToId ?? null],
  );
  return rows.map(toPendingChangeItem);
};

/** Pending changes by id, of any game; ids that are not uuids match nothing. */
export const pendingChangesByIds = async (db: ReadDb, ids: string[]): Promise<PendingChangeItem[]> => {
  const keys = uuidKeys(ids);
  if (keys.length === 0) return [];
  const rows = await db.query<PendingChangeRow>(`SELECT * FROM ${db.table('pending_changes')} WHERE id = ANY($1::uuid[])`, [keys]);
  return rows.map(toPendingChangeItem);
};

/** A user's undo and redo stacks in a game (empty when they changed nothing). */
export const undoStackOf = async (db: ReadDb, gameId: string, userId: string): Promise<UndoStackView> => {
  const [row] = await db.query<UndoStackRow>(`SELECT * FROM ${db.table('undo_stacks')} WHERE id = $1`, [undoStackId(gameId, userId)]);
  return toUndoStackView(row ?? null);
};

export type CommitItem = {
  checkpoint_id: string;
  kind: string;
  message: string;
  session_id: string | null;
  assets: { asset_id: string; revision: number }[];
  created_at: string;
  created_by: string;
};

type CommitRow = { id: string; kind: string; message: string; session_id: string | null; assets: CheckpointAssetRef[]; created_at: string | Date; created_by: string };

/** The game's commits and checkpoints, newest first. */
export const gameCommits = async (db: ReadDb, gameId: string): Promise<CommitItem[]> => {
  const rows = await db.query<CommitRow>(`SELECT * FROM ${db.table('versioning_commits')} WHERE game_id = $1 ORDER BY created_at DESC, id DESC`, [gameId]);
  return rows.map((r) => ({
    checkpoint_id: r.id,
    kind: r.kind,
    message: r.message,
    session_id: r.session_id,
    assets: r.assets.map((a) => ({ asset_id: a.assetId, revision: a.revision })),
    created_at: new Date(r.created_at).toISOString(),
    created_by: r.created_by,
  }));
};

export const sessionExists = async (db: ReadDb, sessionId: string, gameId: string): Promise<boolean> => {
  const rows = await db.query(`SELECT 1 FROM ${db.table('versioning_sessions')} WHERE id = $1 AND game_id = $2`, [sessionId, gameId]);
  return rows.length > 0;
};
