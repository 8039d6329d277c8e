/** Who asks, so the decider can apply "staff for global components, the game's creator (or staff) for a game's". */
export type ComponentActor = { actorId: string; isStaff: boolean };

/**
 * What the handler read before deciding: the game of the component's scope (from its stream) and the
 * slugs and aliases other components of the same scope use (from the read model: best effort).
 */
export type ComponentScopeFacts = {
  /** null for a global component; `exists: false` when the game's stream holds no live game. */
  game: { exists: boolean; creatorId: string | null } | null;
  /** Lower-cased slug → id of the other component of this scope that has it. */
  slugsInUse: Record<string, string>;
  /** Lower-cased alias → id of the other component of this scope that has it. */
  aliasesInUse: Record<string, string>;
};

type Context = ComponentActor & ComponentScopeFacts & { now: string };

/** Raw values as the request gave them; the decider normalises and validates them. */
export type RegisterComponent = {
  type: 'RegisterComponent';
  data: {
    componentId: string;
    gameId: string | null;
    slug: string;
    name?: string | null;
    aliases?: readonly string[] | null;
    category?: string | null;
    fieldSchema: unknown;
  } & Context;
};

/** Only the fields given change; `aliases` and `fieldSchema` replace the whole list / schema. */
export type ComponentChanges = {
  slug?: string;
  name?: string | null;
  aliases?: readonly string[] | null;
  category?: string | null;
  fieldSchema?: unknown;
  /** A component cannot move: if given, it must be its current game (null for global). */
  gameId?: string | null;
};

export type UpdateComponent = {
  type: 'UpdateComponent';
  data: { componentId: string; changes: ComponentChanges } & Context;
};

/** `usedBy`: the names of the entities of the component's game whose component_state holds it (read by the handler). */
export type DeleteComponent = {
  type: 'DeleteComponent';
  data: { componentId: string; usedBy: readonly string[] } & Context;
};

export type ComponentCommand = RegisterComponent | UpdateComponent | DeleteComponent;
