import { Inject, Injectable } from '@nestjs/common';
import { frontendFileOf, type FrontendFile } from '@tempest/domain';
import { FRONTENDS, tableNameIn, VERSIONING, type FrontendProjectRow, type FrontendProjectView, type ProjectionEngine } from '@tempest/projections';
import { READ_YOUR_WRITE_TIMEOUT_MS } from '../../common/read-position.js';
import type { AppConfig } from '../../config.js';
import type { Infrastructure } from '../../infrastructure/infrastructure.js';
import { APP_CONFIG, INFRASTRUCTURE, PROJECTION_ENGINE } from '../../infrastructure/tokens.js';

type ProjectRow = FrontendProjectRow & { files_updated_at: string | null };

const byFilename = (a: { filename: string }, b: { filename: string }) => (a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0);

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

/**
 * Frontend projects and their working files (the `frontends` projection and the `frontend_file` assets
 * of the versioning projection), current as of the call. No access checks: callers decide who may read.
 */
@Injectable()
export class FrontendReader {
  private readonly table: (name: string) => string;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.table = tableNameIn(config.schema);
  }

  /** Waits (≤ 5 s) until both projections include every write committed before the call. */
  async fresh(): Promise<void> {
    await Promise.all([FRONTENDS, VERSIONING].map((name) => this.engine.waitForCommitted(name, READ_YOUR_WRITE_TIMEOUT_MS)));
  }

  // updatedAt is the later of the project's own change and its files' (deleted files count: a delete is a change).
  private async projects(where: string, param: string): Promise<FrontendProjectView[]> {
    await this.fresh();
    const { rows } = await this.infra.pool.query<ProjectRow>(
      `SELECT p.*, (SELECT max(a.updated_at) FROM ${this.table('assets')} a
                     WHERE a.game_id = p.game_id AND a.asset_type = 'frontend_file' AND a.data->>'frontend_id' = p.id::text) AS files_updated_at
         FROM ${this.table('frontend_projects')} p WHERE ${where} ORDER BY p.created_at, p.id`,
      [param],
    );
    return rows.map(viewOf);
  }

  async project(frontendId: string): Promise<FrontendProjectView | null> {
    return (await this.projects('p.id = $1::uuid', frontendId))[0] ?? null;
  }

  /** The game's projects, oldest first (the first is "the game's frontend"). */
  projectsOf(gameId: string): Promise<FrontendProjectView[]> {
    return this.projects('p.game_id = $1::uuid', gameId);
  }

  /** The project's present files, sorted by filename. */
  async workingFiles(frontendId: string): Promise<FrontendFile[]> {
    await this.fresh();
    const { rows } = await this.infra.pool.query<{ id: string; data: Record<string, unknown> }>(
      `SELECT id::text, data FROM ${this.table('assets')}
        WHERE game_id = (SELECT game_id FROM ${this.table('frontend_projects')} WHERE id = $1::uuid)
          AND asset_type = 'frontend_file' AND status = 'present' AND data->>'frontend_id' = $2`,
      [frontendId, frontendId],
    );
    return rows.map((row) => frontendFileOf(row.id, row.data)).sort(byFilename);
  }
}
