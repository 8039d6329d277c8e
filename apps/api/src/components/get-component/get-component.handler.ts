import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ComponentNotFoundError, looksLikeUuid } from '@tempest/domain';
import { COMPONENTS, tableNameIn, toComponentView, type ComponentRow, type ProjectionEngine } from '@tempest/projections';
import type { AppConfig } from '../../config.js';
import type { Infrastructure } from '../../infrastructure/infrastructure.js';
import { APP_CONFIG, INFRASTRUCTURE, PROJECTION_ENGINE } from '../../infrastructure/tokens.js';
import { READ_YOUR_WRITE_TIMEOUT_MS } from '../../common/read-position.js';
import { GetComponentQuery, type ComponentResult } from './get-component.query.js';

@QueryHandler(GetComponentQuery)
export class GetComponentHandler implements IQueryHandler<GetComponentQuery> {
  private readonly table: string;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.table = tableNameIn(config.schema)('components');
  }

  /**
   * By id in any scope; else by slug or alias, case-insensitively: the game's components first (with
   * `gameId`), then the global ones, a slug before an alias — the order ComponentLookup follows.
   */
  async execute({ identifier, gameId, minPosition }: GetComponentQuery): Promise<ComponentResult> {
    const caughtUp = minPosition ? await this.engine.waitFor(COMPONENTS, minPosition, READ_YOUR_WRITE_TIMEOUT_MS) : true;
    const position = await this.engine.checkpointOf(COMPONENTS);
    const key = identifier.trim().toLowerCase();
    const { rows } = looksLikeUuid(key)
      ? await this.infra.pool.query<ComponentRow>(`SELECT * FROM ${this.table} WHERE id = $1::uuid`, [key])
      : await this.infra.pool.query<ComponentRow>(
          `SELECT * FROM ${this.table}
            WHERE (slug = $1 OR $1 = ANY(aliases)) AND (game_id IS NULL OR game_id = $2::uuid)
            ORDER BY (game_id IS NULL), (slug = $1) DESC, created_at, id LIMIT 1`,
          [key, gameId],
        );
    if (!rows[0]) throw new ComponentNotFoundError(identifier);
    return { component: toComponentView(rows[0]), position, caughtUp };
  }
}
