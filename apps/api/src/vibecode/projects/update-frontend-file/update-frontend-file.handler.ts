import { userActor } from '../../../assets/asset-actor.js';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { planFrontendFileUpdate, type FileUpdate, type FrontendFile } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import type { CommandContext } from '../../../common/actor.js';
import { fileOfResult, FrontendWorkspace } from '../frontend-workspace.js';
import type { UpdateFileAnswer } from '../frontend.view.js';
import type { UpdateFrontendFileDto } from './update-frontend-file.dto.js';

export class UpdateFrontendFileCommand extends Command<UpdateFileAnswer> {
  constructor(
    readonly gameId: string,
    readonly body: UpdateFrontendFileDto,
    readonly user: ActiveUser,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UpdateFrontendFileCommand)
export class UpdateFrontendFileHandler implements ICommandHandler<UpdateFrontendFileCommand> {
  constructor(private readonly workspace: FrontendWorkspace) {}

  /** Planned against the project's files (every refusal before a write); a new file in a game without a project creates it. */
  async execute({ gameId, body, user, context }: UpdateFrontendFileCommand): Promise<UpdateFileAnswer> {
    const { workspace } = this;
    await workspace.assertAccess(gameId, user);
    await workspace.assertSession(gameId, context);
    const project = await workspace.projectOf(gameId, body.frontend_id ?? (await this.projectOfFile(gameId, body.file_id)));
    const files = project ? await workspace.reader.workingFiles(project.id) : [];
    const update = planFrontendFileUpdate(files, { fileId: body.file_id, filename: body.filename, content: body.content });
    const frontendId = project?.id ?? workspace.firstProjectId(gameId);
    if (!project) await workspace.saveProject(gameId, frontendId, false, {}, userActor(user), context);
    return { success: true, file: await this.apply(gameId, frontendId, update, user, context), frontendId };
  }

  /** Without frontend_id, a named file's own project (404 if it is not a file of this game). */
  private async projectOfFile(gameId: string, fileId?: string | null): Promise<string | null> {
    return fileId ? (await this.workspace.presentFiles(gameId, [fileId]))[0].frontendId : null;
  }

  private async apply(gameId: string, frontendId: string, update: FileUpdate, user: ActiveUser, context: CommandContext): Promise<FrontendFile | null> {
    const { workspace } = this;
    switch (update.kind) {
      case 'none':
        return update.file;
      case 'create':
        return fileOfResult(await workspace.createFile(gameId, workspace.contentOf(frontendId, update.file), userActor(user), context));
      case 'edit': {
        const bases = await workspace.baseRevisions([update.before]);
        const content = workspace.contentOf(frontendId, update.after);
        return fileOfResult(await workspace.editFile(gameId, update.before.id, content, bases.get(update.before.id)!, user, context));
      }
      case 'delete': {
        const bases = await workspace.baseRevisions([update.file]);
        await workspace.deleteFile(gameId, update.file.id, bases.get(update.file.id)!, user, context);
        return null;
      }
    }
  }
}
