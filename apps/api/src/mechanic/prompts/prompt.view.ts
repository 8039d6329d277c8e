import type { Prompt } from '@tempest/contracts';
import { promptContentOf } from '@tempest/domain';
import type { AssetSnapshot } from '../mechanic-assets.js';

/** A prompt as the API answers it (docs/api-assets.md "Prompts"): the shared contract's, checked here. */
export type { Prompt, PromptAnswer } from '@tempest/contracts';

export const promptOf = (asset: AssetSnapshot): Prompt => ({
  id: asset.id,
  ...promptContentOf(asset.data),
  revision: asset.revision,
  updatedAt: asset.updatedAt,
  pendingChanges: asset.pendingChanges,
});
