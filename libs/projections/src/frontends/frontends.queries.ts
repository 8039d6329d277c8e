import { frontendFileOf, type FrontendFile } from '@tempest/domain';
import type { ReadDb } from '../read-db.js';
import type { FrontendProjectView } from './frontend-project.view.js';
import type { FrontendProjectRow } from './frontends.read-model.js';
import { FRONTENDS } from './frontends.projector.js';
import { VERSIONING } from '../versioning/versioning.projector.js';

// The queries the API runs on frontend projects and their files. A project's files are `frontend_file`
// assets of the versioning projection's `assets` table; the caller waits for both processors.

/** What a read of projects and their files waits for: both read models, caught up together. */
export const FRONTEND_READ_MODELS = [FRONTENDS, VERSIONING] as const;

type ProjectRow = FrontendProjectRow & { files_updated_at: string | Date | null };

const viewOf = (row: ProjectRow): FrontendProjectView => {
  const own = new Date(row.updated_at);
  const files = row.files_updated_at ? new Date(row.files_updated_at) : own;
  return {
    id: row.id,
    gameId: row.game_id,
    name: row.name,
    description: row.description,
    entryPoint: row.entry_point,
    settings: row.settings,
    updatedAt: (files > own ? files : own).toISOString(),
  };
};

// updatedAt is the later of the project's own change and its files' (deleted files count: a delete is a change).
const projects = async (db: ReadDb, where: string, param: string): Promise<FrontendProjectView[]> => {
  const rows = await db.query<ProjectRow>(
    `SELECT p.*, (SELECT max(a.updated_at) FROM ${db.table('assets')} a
                   WHERE a.game_id = p.game_id AND a.asset_type = 'frontend_file' AND a.data->>'frontend_id' = p.id::text) AS files_updated_at
       FROM ${db.table('frontend_projects')} p WHERE ${where} ORDER BY p.created_at, p.id`,
    [param],
  );
  return rows.map(viewOf);
};

export const frontendProject = async (db: ReadDb, frontendId: string): Promise<FrontendProjectView | null> =>
  (await projects(db, 'p.id = $1::uuid', frontendId))[0] ?? null;

/** The game's projects, oldest first (the first is "the game's frontend"). */
export const frontendProjectsOf = (db: ReadDb, gameId: string): Promise<FrontendProjectView[]> => projects(db, 'p.game_id = $1::uuid', gameId);

const byFilename = (a: { filename: string }, b: { filename: string }) => (a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0);

/** The project's present files, sorted by filename. */
export const frontendWorkingFiles = async (db: ReadDb, frontendId: string): Promise<FrontendFile[]> => {
  const rows = await db.query<{ id: string; data: Record<string, unknown> }>(
    `SELECT id::text, data FROM ${db.table('assets')}
      WHERE game_id = (SELECT game_id FROM ${db.table('frontend_projects')} WHERE id = $1::uuid)
        AND asset_type = 'frontend_file' AND status = 'present' AND data->>'frontend_id' = $2`,
    [frontendId, frontendId],
  );
  return rows.map((row) => frontendFileOf(row.id, row.data)).sort(byFilename);
};

/** The game's present frontend files among `ids` (lower-case uuids), each with its project, in no particular order. */
export const presentFrontendFiles = async (db: ReadDb, gameId: string, ids: string[]): Promise<{ frontendId: string; file: FrontendFile }[]> => {
  const rows = await db.query<{ id: string; data: Record<string, unknown> }>(
    `SELECT id::text, data FROM ${db.table('assets')}
      WHERE game_id = $1 AND asset_type = 'frontend_file' AND status = 'present' AND id = ANY($2::uuid[])`,
    [gameId, ids],
  );
  return rows.map((row) => ({ frontendId: String(row.data.frontend_id ?? ''), file: frontendFileOf(row.id, row.data) }));
};
