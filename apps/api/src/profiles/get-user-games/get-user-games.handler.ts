import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GAME_CARD_COLUMNS, tableNameIn, toGameCard, type GameCardRow } from '@tempest/projections';
import type { AppConfig } from '../../config.js';
import type { Infrastructure } from '../../infrastructure/infrastructure.js';
import { APP_CONFIG, INFRASTRUCTURE } from '../../infrastructure/tokens.js';
import { GetProfileQuery } from '../get-profile/get-profile.query.js';
import { GetUserGamesQuery, type UserGames } from './get-user-games.query.js';

@QueryHandler(GetUserGamesQuery)
export class GetUserGamesHandler implements IQueryHandler<GetUserGamesQuery> {
  private readonly games: string;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly queries: QueryBus,
  ) {
    this.games = tableNameIn(config.schema)('games');
  }

  /** The user's games from the games list read model, most recently changed first; 404 for an unknown user. */
  async execute({ userId }: GetUserGamesQuery): Promise<UserGames> {
    const profile = await this.queries.execute(new GetProfileQuery(userId));
    const { rows } = await this.infra.pool.query<GameCardRow & { creator_id: string }>(
      `SELECT ${GAME_CARD_COLUMNS} FROM ${this.games} WHERE creator_id = $1 ORDER BY updated_at DESC, id`,
      [userId],
    );
    return { games: rows.map((row) => toGameCard(row, profile.username)) };
  }
}
