import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkScriptCode, type ScriptIssue } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { AssetWriter } from '../../../assets/asset-writer.js';
import type { CommandContext } from '../../../common/actor.js';
import { parseScript, type ParsedScript } from '../../../python/parse-script.js';
import { PythonTimeoutError } from '../../../python/python-errors.js';
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

const TIMED_OUT: ParsedScript = { module_blocks: {}, script_components: [], validation_errors: [{ line: 0, column: 0, message: 'Parsing timed out' }] };

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
    const parsed = await this.parse(code).catch(async (error: unknown) => {
      await this.writer.edit(script.gameId, script.id, { patch: { content: code } }, actor, context);
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

  private async parse(code: string): Promise<ParsedScript> {
    try {
      return await parseScript(this.pool, code);
    } catch (error) {
      if (error instanceof PythonTimeoutError) return TIMED_OUT;
      throw error;
    }
  }
}
