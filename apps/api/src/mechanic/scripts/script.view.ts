import { scriptContentOf } from '@tempest/domain';
import type { Script } from '@tempest/contracts';
import type { AssetSnapshot } from '../mechanic-assets.js';

/** A script as the API answers it (docs/api-assets.md "Scripts"): the shared contract's, checked here. */
export type { ParseScriptAnswer, Script, ScriptAnswer, ScriptContentAnswer, ScriptsAnswer } from '@tempest/contracts';

export const scriptOf = (asset: AssetSnapshot): Script => {
  const content = scriptContentOf(asset.data);
  return {
    id: asset.id,
    game_id: asset.gameId,
    ...content,
    // The parser's results (parse-script, typed by it), or what update-parsed-script took: objects the
    // domain checks only for being objects. The contract types them as the parser makes them.
    module_blocks: content.module_blocks as Script['module_blocks'],
    script_components: content.script_components as Script['script_components'],
    revision: asset.revision,
    updatedAt: asset.updatedAt,
    pendingChanges: asset.pendingChanges,
  };
};
