import { Injectable } from '@nestjs/common';
import type { GameScriptComponent } from '@tempest/contracts';
import { checkScriptCode, type AssetActor } from '@tempest/domain';
import { DecisionRunner } from '@tempest/event-store';
import { editAsset, ExecuteAssetCommandHandler, locateAsset } from '../../assets/execute-asset-command.js';
import type { CommandContext } from '../../common/actor.js';
import { parseScript, PythonPool } from '@tempest/python-runtime';
import { mechanicTarget, notFound, snapshotOf } from '../mechanic-assets.js';
import { scriptOf, type ParseScriptAnswer } from './script.view.js';

export type ParseScriptRequest = {
  scriptId: string;
  /** The script's game as the client names it (optional); another game's id is a 404. */
  gameKey: string | null;
  code: string;
  actor: AssetActor;
  context: CommandContext;
};

/** Saving a script with what Python's `ast` finds in it: the one asset write with work of its own before it. */
@Injectable()
export class ParseScript {
  constructor(
    private readonly runner: DecisionRunner,
    private readonly assets: ExecuteAssetCommandHandler,
    private readonly pool: PythonPool,
  ) {}

  /**
   * Checks the script and who asks (from streams) before Python runs, then saves the code together with
   * what was found — one revision, so one undo takes back one save; `parsed_revision` is that revision.
   * If Python cannot run at all (busy, unavailable), the code is saved alone before the error is
   * answered: it is never lost.
   */
  async run({ scriptId, gameKey, code: typed, actor, context }: ParseScriptRequest): Promise<ParseScriptAnswer> {
    const target = mechanicTarget('script', scriptId);
    const script = await locateAsset(this.runner, target, actor);
    if (gameKey !== null && gameKey.toLowerCase() !== script.gameId) throw notFound('script', scriptId);
    const code = checkScriptCode(typed, 'script_content');
    const parsed = await parseScript(this.pool, code).catch(async (error: unknown) => {
      // The Python error is the answer; a fallback save that fails too must not replace it.
      await this.assets.execute(editAsset(target, { patch: { content: code } }, actor, context)).catch(() => undefined);
      throw error;
    });
    const script_components: GameScriptComponent[] = parsed.script_components.map((c) => ({ ...c, game_id: script.gameId }));
    const patch = { content: code, module_blocks: parsed.module_blocks, script_components, validation_errors: parsed.validation_errors };
    const stored = await this.assets.execute(editAsset(target, { patch, stampRevision: 'parsed_revision' }, actor, context));
    return {
      status: parsed.validation_errors.length > 0 ? 'error' : 'success',
      script: scriptOf(snapshotOf(stored)),
      module_blocks: parsed.module_blocks,
      script_components,
      validation_errors: parsed.validation_errors,
      position: stored.position,
    };
  }
}
