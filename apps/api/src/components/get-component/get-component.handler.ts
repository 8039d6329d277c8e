import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ComponentNotFoundError, looksLikeUuid } from '@tempest/domain';
import { componentById, componentByName, COMPONENTS, type ProjectionEngine, type ReadDb } from '@tempest/projections';
import { READ_DB } from '../../infrastructure/read-db.module.js';
import { PROJECTION_ENGINE } from '../../infrastructure/tokens.js';
import { READ_YOUR_WRITE_TIMEOUT_MS } from '../../common/read-position.js';
import { GetComponentQuery, type ComponentResult } from './get-component.query.js';

@QueryHandler(GetComponentQuery)
export class GetComponentHandler implements IQueryHandler<GetComponentQuery> {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
  ) {}

  /**
   * By id in any scope; else by slug or alias, case-insensitively: the game's components first (with
   * `gameId`), then the global ones, a slug before an alias — the order ComponentLookup follows.
   */
  async execute({ identifier, gameId, minPosition }: GetComponentQuery): Promise<ComponentResult> {
    const caughtUp = minPosition ? await this.engine.waitFor(COMPONENTS, minPosition, READ_YOUR_WRITE_TIMEOUT_MS) : true;
    const position = await this.engine.checkpointOf(COMPONENTS);
    const key = identifier.trim().toLowerCase();
    const component = looksLikeUuid(key) ? await componentById(this.db, key) : await componentByName(this.db, key, gameId);
    if (!component) throw new ComponentNotFoundError(identifier);
    return { component, position, caughtUp };
  }
}
