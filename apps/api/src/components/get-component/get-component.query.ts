import { Query } from '@nestjs/cqrs';
import type { AllPosition } from '@tempest/event-store';
import type { ComponentView } from '@tempest/projections';

export type ComponentResult = { component: ComponentView; position: string | null; caughtUp: boolean };

export class GetComponentQuery extends Query<ComponentResult> {
  constructor(
    readonly identifier: string,
    readonly gameId: string | null,
    readonly minPosition: AllPosition | null,
  ) {
    super();
  }
}
