import { userActor } from '../../../assets/asset-actor.js';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { formatPosition } from '@tempest/event-store';
import { frontendProjectsOf, frontendWorkingFiles, FRONTEND_READ_MODELS } from '@tempest/projections';
import { ReadModels } from '../../../infrastructure/read-db.module.js';
import {
  normalizeEntryPoint,
  normalizeFrontendDescription,
  normalizeFrontendName,
  normalizeFrontendSettings,
  planFrontendSave,
  validateSaveFiles,
  type FrontendFile,
  type FrontendProjectInput,
  type SavePlan,
} from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import type { CommandContext } from '../../../common/actor.js';
import { FrontendCompiler } from '@tempest/frontend-compiler';
import { FrontendWorkspace } from '../frontend-workspace.js';
import { byFilename, lastPosition, type SaveFrontendAnswer } from '../frontend.view.js';
import type { SaveFrontendDto } from '../frontends.dto.js';
import { saveMessage } from './lint-message.js';

export class SaveFrontendCommand extends Command<SaveFrontendAnswer> {
  constructor(
    readonly gameId: string,
    readonly body: SaveFrontendDto,
    readonly user: ActiveUser,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** The project fields given, checked now so that a bad one refuses the save before anything is written. */
const projectInput = (body: SaveFrontendDto): FrontendProjectInput => {
  const input: FrontendProjectInput = {};
  if (body.name !== undefined) input.name = normalizeFrontendName(body.name);
  if (body.description !== undefined) input.description = normalizeFrontendDescription(body.description);
  if (body.entryPoint !== undefined) input.entryPoint = normalizeEntryPoint(body.entryPoint);
  if (body.settings !== undefined) input.settings = body.settings;
  normalizeFrontendSettings(body.settings);
  return input;
};

@CommandHandler(SaveFrontendCommand)
export class SaveFrontendHandler implements ICommandHandler<SaveFrontendCommand> {
  constructor(
    private readonly workspace: FrontendWorkspace,
    private readonly reads: ReadModels,
    private readonly compiler: FrontendCompiler,
  ) {}

  /**
   * Everything is checked, formatted (only the changed files, and only when `format` asks), planned and linted before the first write; then the project's
   * own event (if its fields change) and one event per file that changes, each at the revision read.
   */
  async execute({ gameId, body, user, context }: SaveFrontendCommand): Promise<SaveFrontendAnswer> {
    const { workspace } = this;
    await workspace.assertAccess(gameId, user);
    await workspace.assertSession(gameId, context);
    const input = projectInput(body);
    validateSaveFiles(body.files);
    const project = await this.targetProject(gameId, body.id);
    const frontendId = project?.id ?? workspace.firstProjectId(gameId);
    const existing = project ? await frontendWorkingFiles((await this.reads.at(FRONTEND_READ_MODELS, 'committed')).db, project.id) : [];
    // The plan says which files the save creates or edits; only those are formatted, and only when asked.
    const typed = planFrontendSave(existing, body.files);
    const format = await this.formatAsked(body.format === true, [...typed.create, ...typed.edit.map((e) => e.after)]);
    const formatted = new Map(format.formattedFiles.map((f) => [f.filename, f.content]));
    const plan = formatted.size === 0 ? typed : planFrontendSave(existing, body.files.map((f) => ({ ...f, content: formatted.get(f.filename) ?? f.content })));
    const lint = await this.compiler.lint(plan.result.map(({ filename, content }) => ({ filename, content })));
    const bases = await workspace.baseRevisions([...plan.remove, ...plan.edit.map((e) => e.before)]);

    const written = lastPosition();
    const saved = await workspace.saveProject(gameId, frontendId, project !== null, input, userActor(user), context);
    if (saved.position) written.note({ position: formatPosition(saved.position) });
    const savedFiles = await this.writeFiles(gameId, frontendId, plan, bases, user, context, written);
    const wrote = saved.events.length > 0 || plan.create.length + plan.edit.length + plan.remove.length > 0;
    return {
      success: true,
      frontendId,
      id: frontendId,
      message: saveMessage(lint),
      ...lint,
      formatWarnings: format.formatWarnings,
      formattedFiles: format.formattedFiles,
      files: byFilename(savedFiles),
      updatedAt: wrote || !project ? context.now : project.updatedAt,
      position: written.position,
    };
  }

  /** Prettier's pass over the files the user changed, only when the save asks for it (else stored as typed). */
  private async formatAsked(asked: boolean, changed: readonly { filename: string; content: string }[]) {
    if (!asked || changed.length === 0) return { formattedFiles: [], formatWarnings: [] };
    return this.compiler.format(changed.map(({ filename, content }) => ({ filename, content })));
  }

  /** The named project (404 if the game has projects but not this one), else the game's first; null: create one. */
  private async targetProject(gameId: string, frontendId?: string | null) {
    if (frontendId && (await frontendProjectsOf((await this.reads.at(FRONTEND_READ_MODELS, 'committed')).db, gameId)).length === 0) return null;
    return this.workspace.projectOf(gameId, frontendId);
  }

  /** Deletes first, then edits, then creates, so names stay unique along the way. */
  private async writeFiles(gameId: string, frontendId: string, plan: SavePlan, bases: Map<string, number>, user: ActiveUser, context: CommandContext, written: ReturnType<typeof lastPosition>) {
    const { workspace } = this;
    for (const file of plan.remove) written.note(await workspace.deleteFile(gameId, file.id, bases.get(file.id)!, user, context));
    for (const { before, after } of plan.edit) {
      written.note(await workspace.editFile(gameId, before.id, workspace.contentOf(frontendId, after), bases.get(before.id)!, user, context));
    }
    const created = new Map<string, string>();
    for (const file of plan.create) created.set(file.filename, written.note(await workspace.createFile(gameId, workspace.contentOf(frontendId, file), userActor(user), context)).assetId);
    return plan.result.map((file): FrontendFile => ({ ...file, id: file.id ?? created.get(file.filename)! }));
  }
}
