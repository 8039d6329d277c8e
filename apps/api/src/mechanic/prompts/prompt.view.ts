import { promptContentOf, type PromptContent } from '@tempest/domain';
import type { AssetSnapshot } from '../mechanic-assets.js';

/** A prompt as the API answers it (docs/api-assets.md "Prompts"). */
export type Prompt = PromptContent & { id: string; revision: number; updatedAt: string; pendingChanges: number };

export type PromptAnswer = { data: Prompt; position: string | null };

export const promptOf = (asset: AssetSnapshot): Prompt => ({
  id: asset.id,
  ...promptContentOf(asset.data),
  revision: asset.revision,
  updatedAt: asset.updatedAt,
  pendingChanges: asset.pendingChanges,
});
