import { Query } from '@nestjs/cqrs';
import type { UserGamesAnswer } from '@tempest/contracts';
import type { GameListViewer } from '@tempest/projections';

/** The shared contract's answer. */
export type UserGames = UserGamesAnswer;

export class GetUserGamesQuery extends Query<UserGames> {
  constructor(
    readonly userId: string,
    /** Drafts are listed only to their creator and staff. */
    readonly viewer: GameListViewer,
  ) {
    super();
  }
}
