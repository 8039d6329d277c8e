import { Inject, Injectable } from '@nestjs/common';
import type { FrontendFile } from '@tempest/domain';
import {
  FRONTENDS,
  frontendProject,
  frontendProjectsOf,
  frontendWorkingFiles,
  VERSIONING,
  type FrontendProjectView,
  type ProjectionEngine,
  type ReadDb,
} from '@tempest/projections';
import { READ_DB } from '../../infrastructure/read-db.module.js';
import { PROJECTION_ENGINE } from '../../infrastructure/tokens.js';

/**
 * Frontend projects and their working files (the `frontends` projection and the `frontend_file` assets
 * of the versioning projection), current as of the call. No access checks: callers decide who may read.
 */
@Injectable()
export class FrontendReader {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
  ) {}

  /** Waits (≤ 5 s) until both projections include every write committed before the call. */
  async fresh(): Promise<void> {
    await this.engine.readFrom([FRONTENDS, VERSIONING], 'committed');
  }

  async project(frontendId: string): Promise<FrontendProjectView | null> {
    await this.fresh();
    return frontendProject(this.db, frontendId);
  }

  /** The game's projects, oldest first (the first is "the game's frontend"). */
  async projectsOf(gameId: string): Promise<FrontendProjectView[]> {
    await this.fresh();
    return frontendProjectsOf(this.db, gameId);
  }

  /** The project's present files, sorted by filename. */
  async workingFiles(frontendId: string): Promise<FrontendFile[]> {
    await this.fresh();
    return frontendWorkingFiles(this.db, frontendId);
  }
}
