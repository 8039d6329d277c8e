import { scriptContentOf, type ScriptContent } from '@tempest/domain';
import type { AssetSnapshot } from '../mechanic-assets.js';

/** A script as the API answers it (docs/api-assets.md "Scripts"). */
export type Script = ScriptContent & { id: string; game_id: string; revision: number; updatedAt: string; pendingChanges: number };

export type ScriptAnswer = { script: Script; position: string | null };

export const scriptOf = (asset: AssetSnapshot): Script => ({
  id: asset.id,
  game_id: asset.gameId,
  ...scriptContentOf(asset.data),
  revision: asset.revision,
  updatedAt: asset.updatedAt,
  pendingChanges: asset.pendingChanges,
});
