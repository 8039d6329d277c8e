import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkScriptCode, type ScriptIssue } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
import type { CommandContext } from '../../../common/actor.js';
import { parseScript } from '../../../python/parse-script.js';
import { PythonPool } from '../../../python/python-pool.js';
import { MechanicAssets, notFound } from '../../mechanic-assets.js';
import { MechanicCommand } from '../../mechanic-command.js';
import { scriptOf, type Script } from '../script.view.js';

export type ParseScriptAnswer = {
  status: 'success' | 'error';
  script: Script;
  module_blocks: Record<string, unknown>;
  script_components: Record<string, unknown>[];
  validation_errors: ScriptIssue[];
  position: string | null;
};

export class ParseScriptCommand extends MechanicCommand<ParseScriptAnswer> {
  constructor(
    readonly scriptId: string,
    readonly gameKey: string | null,
    readonly code: string,
    user: ActiveUser,
    context: CommandContext,
  ) {
    super(gameKey ?? '', user, context);
  }
}

@CommandHandler(ParseScriptCommand)
export class ParseScriptHandler implements ICommandHandler<ParseScriptCommand> {
  constructor(
    private readonly writer: AssetWriter,
    private readonly assets: MechanicAssets,
    private readonly pool: PythonPool,
  ) {}

  /**
   * Reads the code with Python's `ast`, then saves it together with what was found — one revision, so
   * one undo takes back one save. `parsed_revision` is that revision. If Python cannot run at all
   * (busy, unavailable), the code is saved alone before the error is answered: it is never lost.
   */
  async execute(command: ParseScriptCommand): Promise<ParseScriptAnswer> {
    const { scriptId, gameKey, actor, context } = command;
    const script = await this.assets.locate(command.user, 'script', scriptId);
    if (gameKey !== null && gameKey.toLowerCase() !== script.gameId) throw notFound('script', scriptId);
    const code = checkScriptCode(command.code, 'script_content');
    const parsed = await parseScript(this.pool, code).catch(async (error: unknown) => {
      // The Python error is the answer; a fallback save that fails too must not replace it.
      await this.writer.edit(script.gameId, script.id, { patch: { content: code } }, actor, context).catch(() => undefined);
      throw error;
    });
    const script_components = parsed.script_components.map((c) => ({ ...c, game_id: script.gameId }));
    const patch = { content: code, module_blocks: parsed.module_blocks, script_components, validation_errors: parsed.validation_errors };
    const stored = await this.writer.edit(script.gameId, script.id, { patch, stampRevision: 'parsed_revision' }, actor, context);
    return {
      status: parsed.validation_errors.length > 0 ? 'error' : 'success',
      script: scriptOf(await this.assets.after(script.gameId, 'script', stored)),
      module_blocks: parsed.module_blocks,
      script_components,
      validation_errors: parsed.validation_errors,
      position: stored.position,
    };
  }
}
