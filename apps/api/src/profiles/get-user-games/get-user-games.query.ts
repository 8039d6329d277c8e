import { Query } from '@nestjs/cqrs';
import type { GameCard } from './game-card.js';

export type UserGames = { games: GameCard[] };

export class GetUserGamesQuery extends Query<UserGames> {
  constructor(readonly userId: string) {
    super();
  }
}
