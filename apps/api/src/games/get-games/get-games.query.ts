import { Query } from '@nestjs/cqrs';
import type { AllPosition } from '@tempest/event-store';
import type { GameListItem, GameListViewer } from '@tempest/projections';

export type GameListResult = { games: GameListItem[]; position: string | null; caughtUp: boolean };

export class GetGamesQuery extends Query<GameListResult> {
  constructor(
    readonly minPosition: AllPosition | null,
    /** Drafts are listed only to their creator and staff. */
    readonly viewer: GameListViewer,
  ) {
    super();
  }
}
