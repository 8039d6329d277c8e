import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeFrontendFolderPath, type FrontendFile } from '@tempest/domain';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import type { CommandContext } from '../../../common/actor.js';
import { fileOfResult, FrontendWorkspace } from '../frontend-workspace.js';

/** Moves files (one, or a bulk move's) to an explorer folder; the import paths do not change. */
export class MoveFrontendFileCommand extends Command<FrontendFile[]> {
  constructor(
    readonly gameId: string,
    readonly fileIds: string[],
    readonly folderPath: string,
    readonly user: ActiveUser,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(MoveFrontendFileCommand)
export class MoveFrontendFileHandler implements ICommandHandler<MoveFrontendFileCommand> {
  constructor(private readonly workspace: FrontendWorkspace) {}

  /** The files after the move, in the order named. Every file is checked first; then one event per file whose folder changes, each at the revision read. */
  async execute({ gameId, fileIds, folderPath, user, context }: MoveFrontendFileCommand): Promise<FrontendFile[]> {
    const { workspace } = this;
    await workspace.assertAccess(gameId, user);
    await workspace.assertSession(gameId, context);
    const folder_path = normalizeFrontendFolderPath(folderPath);
    const targets = await workspace.presentFiles(gameId, fileIds);
    const moving = targets.filter(({ file }) => file.folder_path !== folder_path);
    const bases = await workspace.baseRevisions(moving.map(({ file }) => file));
    const files: FrontendFile[] = [];
    for (const { frontendId, file } of targets) {
      if (file.folder_path === folder_path) {
        files.push(file);
        continue;
      }
      const content = workspace.contentOf(frontendId, { ...file, folder_path });
      files.push(fileOfResult(await workspace.editFile(gameId, file.id, content, bases.get(file.id)!, user, context))!);
    }
    return files;
  }
}
