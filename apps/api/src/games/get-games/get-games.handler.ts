import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GAME_LIST, gameList, type ProjectionEngine, type ReadDb } from '@tempest/projections';
import { READ_DB } from '../../infrastructure/read-db.module.js';
import { PROJECTION_ENGINE } from '../../infrastructure/tokens.js';
import { GetGamesQuery, type GameListResult } from './get-games.query.js';

@QueryHandler(GetGamesQuery)
export class GetGamesHandler implements IQueryHandler<GetGamesQuery> {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
  ) {}

  async execute({ minPosition, viewer }: GetGamesQuery): Promise<GameListResult> {
    const caughtUp = await this.engine.readFrom(GAME_LIST, minPosition);
    const position = await this.engine.checkpointOf(GAME_LIST);
    return { games: await gameList(this.db, viewer), position, caughtUp };
  }
}
