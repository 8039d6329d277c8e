import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COMPONENTS, componentsInScope, type ProjectionEngine, type ReadDb } from '@tempest/projections';
import { READ_DB } from '../../infrastructure/read-db.module.js';
import { PROJECTION_ENGINE } from '../../infrastructure/tokens.js';
import { READ_YOUR_WRITE_TIMEOUT_MS } from '../../common/read-position.js';
import { GetComponentsQuery, type ComponentListResult } from './get-components.query.js';

@QueryHandler(GetComponentsQuery)
export class GetComponentsHandler implements IQueryHandler<GetComponentsQuery> {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
  ) {}

  /** The global components, plus the game's with `gameId`; by slug, a game's before a global one of the same slug. */
  async execute({ gameId, minPosition }: GetComponentsQuery): Promise<ComponentListResult> {
    const caughtUp = minPosition ? await this.engine.waitFor(COMPONENTS, minPosition, READ_YOUR_WRITE_TIMEOUT_MS) : true;
    const position = await this.engine.checkpointOf(COMPONENTS);
    return { components: await componentsInScope(this.db, gameId), position, caughtUp };
  }
}
