import { ApiProperty } from '@nestjs/swagger';
import { formatPosition, type AllPosition } from '@tempest/event-store';
import type { ComponentView } from '@tempest/projections';

/** What every component command answers: the component as it is now and where to wait for the read model. */
export class ComponentMutationResult {
  @ApiProperty({
    description: '{ id, slug, name, aliases, category, gameId, game_id, fieldSchema, createdAt, updatedAt, createdBy }',
  })
  component!: ComponentView;

  @ApiProperty({ description: 'Pass as minPosition to read this write back (null: nothing changed)', example: '812.5043', nullable: true })
  position!: string | null;

  static of(component: ComponentView, position: AllPosition | null): ComponentMutationResult {
    return { component, position: position ? formatPosition(position) : null };
  }
}
