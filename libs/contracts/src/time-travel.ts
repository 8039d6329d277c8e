// Time travel (docs/api-replay.md): a game's working tree as it was at a moment, against now.

/** An asset then against now: added (only now), removed (only then), changed (content differs), same. */
export type MomentDiffStatus = 'added' | 'removed' | 'changed' | 'same';

export type MomentAsset = {
  id: string;
  type: string;
  /** Its name then (now, for an added one). */
  name: string;
  /** The revision it had then (null: added since) and has now (null: removed since). */
  revision: number | null;
  now_revision: number | null;
  /** SHA-256 (first 16 hex digits) and size in bytes of its content then as JSON; null when added since. */
  hash: string | null;
  size: number | null;
  status: MomentDiffStatus;
};

/** GET /api/analytics/games/{gameId}/tree/?position=|at= */
export type MomentTreeAnswer = {
  game_id: string;
  /** The moment: the global position given, or for `at` the newest asset change at or before it (null: none). */
  position: string | null;
  at: string | null;
  assets: MomentAsset[];
  /** The frontend projects the game had files of then: play one as it was with the frame's `source=moment&position=`. */
  frontend_ids: string[];
  counts: Record<MomentDiffStatus, number>;
};

/** One side of an asset's diff. */
export type MomentAssetVersion = { revision: number; name: string; data: Record<string, unknown> };

/** GET /api/analytics/games/{gameId}/tree/{assetId}/?position=|at=: its content then and now, and the keys that differ. */
export type MomentAssetAnswer = {
  asset_id: string;
  type: string;
  status: MomentDiffStatus;
  then: MomentAssetVersion | null;
  now: MomentAssetVersion | null;
  changes: { key: string; before: unknown; after: unknown }[];
};
