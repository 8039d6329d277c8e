// No imports: the web app imports these types directly, like game-list.item.ts.

/** One field of a component's schema: a field without `default` starts as null. */
export type ComponentFieldSpec = { type?: string; default?: unknown; description?: string };

/**
 * A component as every components call answers it (docs/api-components.md, The model). Both `gameId` and
 * `game_id` (clients read either); both null for a global component.
 */
export type ComponentView = {
  id: string;
  slug: string;
  name: string;
  aliases: string[];
  category: string | null;
  gameId: string | null;
  game_id: string | null;
  fieldSchema: Record<string, ComponentFieldSpec>;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
};
