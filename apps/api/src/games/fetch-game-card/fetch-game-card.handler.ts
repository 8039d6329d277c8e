import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GAME_CARD_COLUMNS, GAME_LIST, tableNameIn, toGameCardDetails, type GameCardRow, type ProjectionEngine } from '@tempest/projections';
import { ApiError } from '../../common/api-error.js';
import type { AppConfig } from '../../config.js';
import type { Infrastructure } from '../../infrastructure/infrastructure.js';
import { APP_CONFIG, INFRASTRUCTURE, PROJECTION_ENGINE } from '../../infrastructure/tokens.js';
import { READ_YOUR_WRITE_TIMEOUT_MS } from '../../common/read-position.js';
import { FetchGameCardQuery, type GameCardDetails } from './fetch-game-card.query.js';

@QueryHandler(FetchGameCardQuery)
export class FetchGameCardHandler implements IQueryHandler<FetchGameCardQuery> {
  private readonly games: string;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(PROJECTION_ENGINE) private readonly engine: ProjectionEngine,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.games = tableNameIn(config.schema)('games');
  }

  /** One game's card and game data from the games read model; deleted and unknown games are 404. */
  async execute({ gameId, minPosition }: FetchGameCardQuery): Promise<GameCardDetails> {
    if (minPosition) await this.engine.waitFor(GAME_LIST, minPosition, READ_YOUR_WRITE_TIMEOUT_MS);
    const { rows } = await this.infra.pool.query<GameCardRow>(`SELECT ${GAME_CARD_COLUMNS} FROM ${this.games} WHERE id = $1`, [gameId]);
    if (rows.length === 0) throw new ApiError(404, 'game.not_found', 'Game not found');
    return toGameCardDetails(rows[0]);
  }
}
