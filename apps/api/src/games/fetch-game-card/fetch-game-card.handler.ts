import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GAME_LIST, gameCardDetails, type ProjectionEngine, type ReadDb } from '@tempest/projections';
import { ApiError } from '../../common/api-error.js';
import { READ_DB } from '../../infrastructure/read-db.module.js';
import { PROJECTION_ENGINE } from '../../infrastructure/tokens.js';
import { FetchGameCardQuery, type GameCardDetails } from './fetch-game-card.query.js';

@QueryHandler(FetchGameCardQuery)
export class FetchGameCardHandler implements IQueryHandler<FetchGameCardQuery> {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
  ) {}

  /** One game's card and game data from the games read model; deleted and unknown games are 404. */
  async execute({ gameId, minPosition }: FetchGameCardQuery): Promise<GameCardDetails> {
    await this.engine.readFrom(GAME_LIST, minPosition);
    const card = await gameCardDetails(this.db, gameId);
    if (!card) throw new ApiError(404, 'game.not_found', 'Game not found');
    return card;
  }
}
