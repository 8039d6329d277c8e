import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { gameCardsOfCreator, type ReadDb } from '@tempest/projections';
import { READ_DB } from '../../infrastructure/read-db.module.js';
import { GetProfileQuery } from '../get-profile/get-profile.query.js';
import { GetUserGamesQuery, type UserGames } from './get-user-games.query.js';

@QueryHandler(GetUserGamesQuery)
export class GetUserGamesHandler implements IQueryHandler<GetUserGamesQuery> {
  constructor(
    @Inject(READ_DB) private readonly db: ReadDb,
    private readonly queries: QueryBus,
  ) {}

  /** The user's games the viewer may see, most recently changed first; 404 for an unknown user. */
  async execute({ userId, viewer }: GetUserGamesQuery): Promise<UserGames> {
    const profile = await this.queries.execute(new GetProfileQuery(userId));
    return { games: await gameCardsOfCreator(this.db, userId, profile.username, viewer) };
  }
}
