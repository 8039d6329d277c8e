// The read models a client hears of: `readmodel.updated { readModel }` names one of these (realtime.ts).

/**
 * Every name `readmodel.updated` carries. A projection may announce more than one (versioning: `assets` for
 * one asset, `versioning` for the rest; user_profiles: `user_access` for a revoked role), so these are the
 * names of what moved, not of the processors (those are the projections' own, docs/architecture.md).
 * The web app turns each into the cached reads it makes stale in one exhaustive switch
 * (apps/web/src/api/liveTags.ts): a name added here and not handled there fails its typecheck.
 */
export const READ_MODEL_NAMES = [
  /** The public game list and a game's card: rooms `games`, `game:<id>`, and its creator's `user:<id>`. */
  'games',
  /** One asset of a game's working tree (`assetType` says which kind): `game:<id>`. */
  'assets',
  /** A game's versioning apart from one asset (pending changes, undo, commits): `game:<id>`. */
  'versioning',
  /** The component registry: `components` (global ones) or `game:<id>`. */
  'components',
  /** A game's frontend projects: `game:<id>`. */
  'frontends',
  /** A game's creator checkpoints: `game:<id>`. */
  'checkpoints',
  /** A play-session timeline: `timeline:<lineage>`. */
  'branch-graph',
  /** The change log: `staff` and the game's `game:<id>`. */
  'audit-log',
  /** The staff's list of erasures: `staff`. */
  'erasures',
  /** A user's token balance and history: `user:<id>`. */
  'tokens',
  /** What a user's account shows (profile, roles, preferences): `user:<id>`. */
  'user_profiles',
  /** A role of the user was revoked (the server re-checks the user's rooms too): `user:<id>`. */
  'user_access',
] as const;

export type ReadModelName = (typeof READ_MODEL_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(READ_MODEL_NAMES);

/** A name this build knows (a newer server may send one it does not). */
export const isReadModelName = (value: unknown): value is ReadModelName => typeof value === 'string' && NAMES.has(value);
