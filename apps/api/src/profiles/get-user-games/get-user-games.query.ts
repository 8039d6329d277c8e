import { Query } from '@nestjs/cqrs';
import type { UserGamesAnswer } from '@tempest/contracts';

/** The shared contract's answer. */
export type UserGames = UserGamesAnswer;

export class GetUserGamesQuery extends Query<UserGames> {
  constructor(readonly userId: string) {
    super();
  }
}
