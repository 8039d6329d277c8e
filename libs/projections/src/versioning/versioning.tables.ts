import type { ProjectionTx, TableName } from '../engine/projector.js';

export const VERSIONING_TABLES = ['assets', 'asset_revisions', 'pending_changes', 'undo_stacks', 'versioning_sessions', 'versioning_commits'];

export const createVersioningTables = async (tx: ProjectionTx, t: TableName): Promise<void> => {
  await tx.query(`CREATE TABLE IF NOT EXISTS ${t('assets')} (
    id uuid PRIMARY KEY, game_id uuid NOT NULL, asset_type text NOT NULL, name text NOT NULL, data jsonb NOT NULL,
    status text NOT NULL, revision integer NOT NULL, last_saved_revision integer, pending_count integer NOT NULL,
    created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
    updated_by uuid, updated_by_kind text NOT NULL, updated_by_model text
  )`);
  await tx.query(`CREATE INDEX IF NOT EXISTS assets_game_type ON ${t('assets')} (game_id, asset_type, status)`);
  await tx.query(`CREATE TABLE IF NOT EXISTS ${t('asset_revisions')} (
    asset_id uuid NOT NULL, revision integer NOT NULL, game_id uuid NOT NULL, asset_type text NOT NULL,
    event_id uuid NOT NULL, event_type text NOT NULL, exists boolean NOT NULL, data jsonb, name text NOT NULL,
    cause jsonb NOT NULL, changed_keys jsonb NOT NULL, actor_id uuid, actor_kind text NOT NULL, model text,
    session_id uuid, pending_change_id uuid, at timestamptz NOT NULL,
    PRIMARY KEY (asset_id, revision)
  )`);
  await tx.query(`CREATE INDEX IF NOT EXISTS asset_revisions_session ON ${t('asset_revisions')} (session_id, asset_id)`);
  await tx.query(`CREATE TABLE IF NOT EXISTS ${t('pending_changes')} (
    id uuid PRIMARY KEY, game_id uuid NOT NULL, asset_id uuid NOT NULL, asset_type text NOT NULL, asset_name text NOT NULL,
    revision integer NOT NULL, change_kind text NOT NULL, status text NOT NULL, before jsonb NOT NULL, after jsonb NOT NULL,
    actor_id uuid, actor_kind text NOT NULL, model text, assigned_to_id uuid,
    created_at timestamptz NOT NULL, resolved_at timestamptz, resolved_by uuid
  )`);
  await tx.query(`CREATE INDEX IF NOT EXISTS pending_changes_game ON ${t('pending_changes')} (game_id, status, created_at)`);
  await tx.query(`CREATE TABLE IF NOT EXISTS ${t('undo_stacks')} (
    id text PRIMARY KEY, game_id uuid NOT NULL, user_id uuid NOT NULL, undo jsonb NOT NULL, redo jsonb NOT NULL, updated_at timestamptz NOT NULL
  )`);
  await tx.query(`CREATE TABLE IF NOT EXISTS ${t('versioning_sessions')} (
    id uuid PRIMARY KEY, game_id uuid NOT NULL, user_id uuid NOT NULL, name text NOT NULL, started_at timestamptz NOT NULL
  )`);
  await tx.query(`CREATE TABLE IF NOT EXISTS ${t('versioning_commits')} (
    id uuid PRIMARY KEY, game_id uuid NOT NULL, session_id uuid, kind text NOT NULL, message text NOT NULL,
    assets jsonb NOT NULL, created_at timestamptz NOT NULL, created_by uuid NOT NULL
  )`);
  await tx.query(`CREATE INDEX IF NOT EXISTS versioning_commits_game ON ${t('versioning_commits')} (game_id, created_at DESC)`);
};

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
