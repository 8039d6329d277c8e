import type { ActiveComponent } from '@tempest/domain';
import type { ComponentView } from '@tempest/projections';

/** The answer shape of a component, from its stream's state (the read model's rows give the same, via toComponentView). */
export const componentViewOf = (c: ActiveComponent): ComponentView => ({
  id: c.componentId,
  slug: c.slug,
  name: c.name,
  aliases: c.aliases,
  category: c.category,
  gameId: c.gameId,
  game_id: c.gameId,
  fieldSchema: c.fieldSchema,
  createdAt: new Date(c.createdAt).toISOString(),
  updatedAt: new Date(c.updatedAt).toISOString(),
  createdBy: c.createdBy,
});
