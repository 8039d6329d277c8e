import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COMPONENTS, tableNameIn, toComponentView, type ComponentRow, type ProjectionEngine } from '@tempest/projections';
import type { AppConfig } from '../../config.js';
import type { Infrastructure } from '../../infrastructure/infrastructure.js';
import { APP_CONFIG, INFRASTRUCTURE, PROJECTION_ENGINE } from '../../infrastructure/tokens.js';
import { READ_YOUR_WRITE_TIMEOUT_MS } from '../../common/read-position.js';
import { GetComponentsQuery, type ComponentListResult } from './get-components.query.js';

@QueryHandler(GetComponentsQuery)
export class GetComponentsHandler implements IQueryHandler<GetComponentsQuery> {
  private readonly table: string;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.table = tableNameIn(config.schema)('components');
  }

  /** The global components, plus the game's with `gameId`; by slug, a game's before a global one of the same slug. */
  async execute({ gameId, minPosition }: GetComponentsQuery): Promise<ComponentListResult> {
    const caughtUp = minPosition ? await this.engine.waitFor(COMPONENTS, minPosition, READ_YOUR_WRITE_TIMEOUT_MS) : true;
    const position = await this.engine.checkpointOf(COMPONENTS);
    const { rows } = await this.infra.pool.query<ComponentRow>(
      `SELECT * FROM ${this.table} WHERE game_id IS NULL OR game_id = $1::uuid ORDER BY slug, (game_id IS NULL), id`,
      [gameId],
    );
    return { components: rows.map(toComponentView), position, caughtUp };
  }
}
