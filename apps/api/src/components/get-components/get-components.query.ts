import { Query } from '@nestjs/cqrs';
import type { AllPosition } from '@tempest/event-store';
import type { ComponentView } from '@tempest/projections';

export type ComponentListResult = { components: ComponentView[]; position: string | null; caughtUp: boolean };

export class GetComponentsQuery extends Query<ComponentListResult> {
  constructor(
    readonly gameId: string | null,
    readonly minPosition: AllPosition | null,
  ) {
    super();
  }
}
