import { Query } from '@nestjs/cqrs';
import type { GameCard } from '@tempest/projections';

export type UserGames = { games: GameCard[] };

export class GetUserGamesQuery extends Query<UserGames> {
  constructor(readonly userId: string) {
    super();
  }
}
