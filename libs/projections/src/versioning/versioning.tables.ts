import type { CheckpointAssetRef } from './versioning.queries.js';
import type { ProjectionTx } from '../engine/projector.js';
import type { TableSpec } from '../engine/table.js';
import type { PendingChangeRow, RevisionRow } from './revisions.read-model.js';
import type { UndoStackRow } from './undo-stack.read-model.js';
import type { AssetRow } from './working-tree.read-model.js';

export type VersioningSessionRow = { id: string; game_id: string; user_id: string; name: string; started_at: string };
export type VersioningCommitRow = {
  id: string;
  game_id: string;
  session_id: string | null;
  kind: string;
  message: string;
  assets: CheckpointAssetRef[];
  created_at: string;
  created_by: string;
};

// The projection reads its own tables by key only (loadBatch, the pending verdicts), so a rebuild builds every
// secondary index after its replay.
const assets: TableSpec<AssetRow> = {
  name: 'assets',
  key: 'id',
  columns: {
    id: 'uuid', game_id: 'uuid', asset_type: 'text', name: 'text', data: 'jsonb', status: 'text', revision: 'integer', last_saved_revision: 'integer null',
    pending_count: 'integer', created_at: 'timestamptz', updated_at: 'timestamptz', updated_by: 'uuid null', updated_by_kind: 'text', updated_by_model: 'text null',
  },
  indexes: [{ name: 'assets_game_type', on: 'game_id, asset_type, status' }],
};

const revisions: TableSpec<RevisionRow> = {
  name: 'asset_revisions',
  key: ['asset_id', 'revision'],
  columns: {
    asset_id: 'uuid', revision: 'integer', game_id: 'uuid', asset_type: 'text', event_id: 'uuid', event_type: 'text', exists: 'boolean', data: 'jsonb null',
    name: 'text', cause: 'jsonb', changed_keys: 'jsonb', actor_id: 'uuid null', actor_kind: 'text', model: 'text null', session_id: 'uuid null',
    pending_change_id: 'uuid null', at: 'timestamptz',
  },
  indexes: [{ name: 'asset_revisions_session', on: 'session_id, asset_id' }],
};

const pending: TableSpec<PendingChangeRow> = {
  name: 'pending_changes',
  key: 'id',
  columns: {
    id: 'uuid', game_id: 'uuid', asset_id: 'uuid', asset_type: 'text', asset_name: 'text', revision: 'integer', change_kind: 'text', status: 'text',
    before: 'jsonb', after: 'jsonb', actor_id: 'uuid null', actor_kind: 'text', model: 'text null', assigned_to_id: 'uuid null',
    created_at: 'timestamptz', resolved_at: 'timestamptz null', resolved_by: 'uuid null',
  },
  indexes: [{ name: 'pending_changes_game', on: 'game_id, status, created_at' }],
};

const undoStacks: TableSpec<UndoStackRow> = {
  name: 'undo_stacks',
  key: 'id',
  columns: { id: 'text', game_id: 'uuid', user_id: 'uuid', undo: 'jsonb', redo: 'jsonb', updated_at: 'timestamptz' },
};

const sessions: TableSpec<VersioningSessionRow> = {
  name: 'versioning_sessions',
  key: 'id',
  columns: { id: 'uuid', game_id: 'uuid', user_id: 'uuid', name: 'text', started_at: 'timestamptz' },
};

const commits: TableSpec<VersioningCommitRow> = {
  name: 'versioning_commits',
  key: 'id',
  columns: { id: 'uuid', game_id: 'uuid', session_id: 'uuid null', kind: 'text', message: 'text', assets: 'jsonb', created_at: 'timestamptz', created_by: 'uuid' },
  indexes: [{ name: 'versioning_commits_game', on: 'game_id, created_at DESC' }],
};

export const VERSIONING_TABLES = [assets, revisions, pending, undoStacks, sessions, commits] as const;

/** Insert rows through jsonb_populate_recordset (one statement per table and batch). */
export const insertRows = async (tx: ProjectionTx, table: string, rows: object[], conflict: string): Promise<void> => {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]).join(', ');
  await tx.query(`INSERT INTO ${table} (${cols}) SELECT ${cols} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) ${conflict}`, [
    JSON.stringify(rows),
  ]);
};

export const upsertSql = (key: string, columns: string[]): string =>
  `ON CONFLICT (${key}) DO UPDATE SET ${columns.filter((c) => c !== key).map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`;
