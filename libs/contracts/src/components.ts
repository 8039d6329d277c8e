// Components (/create/components/…, docs/api-components.md): the global registry and a game's own.

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

/** GET /create/components/?game_id=…: the global registry plus the game's own. */
export type ComponentsAnswer = { components: ComponentView[]; position: string | null; caughtUp: boolean };
/** GET /create/components/{id or slug}/. */
export type ComponentAnswer = { component: ComponentView; position: string | null; caughtUp: boolean };
/** Create, update and delete: the component as it is now (null position: nothing changed). */
export type ComponentWriteAnswer = { component: ComponentView; position: string | null };

/** POST /create/components/create/ as the web sends it (the API also takes `gameId` and `field_schema`). */
export type CreateComponentBody = {
  slug: string;
  name?: string | null;
  aliases?: string[] | null;
  category?: string | null;
  game_id?: string | null;
  fieldSchema?: Record<string, ComponentFieldSpec>;
};
