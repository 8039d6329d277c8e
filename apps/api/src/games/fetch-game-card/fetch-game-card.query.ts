import { Query } from '@nestjs/cqrs';
import type { AllPosition } from '@tempest/event-store';
import type { GameCardDetails } from '@tempest/projections';

export type { GameCardDetails };

export class FetchGameCardQuery extends Query<GameCardDetails> {
  constructor(
    readonly gameId: string,
    /** Answer once the games read model includes this position (a command's answer), waiting up to 5 s. */
    readonly minPosition: AllPosition | null,
  ) {
    super();
  }
}
