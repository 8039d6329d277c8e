import { Body, Controller, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { normalizeFrontendFolderPath, planFrontendFileUpdate, type FileUpdate, type FrontendFile } from '@tempest/domain';
import { formatPosition } from '@tempest/event-store';
import { frontendWorkingFiles, FRONTEND_READ_MODELS } from '@tempest/projections';
import { ReadModels } from '../../infrastructure/read-db.module.js';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { userActor } from '../../assets/asset-actor.js';
import { commandContext, type CommandContext } from '../../common/actor.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { BulkMoveFrontendFilesDto, MoveFrontendFileDto, UpdateFrontendFileDto } from './frontend-files.dto.js';
import { frontendFileIdPipe } from './frontend-params.js';
import { fileOfResult, FrontendWorkspace } from './frontend-workspace.js';
import { lastPosition, type BulkMoveAnswer, type MoveFileAnswer, type UpdateFileAnswer } from './frontend.view.js';

/**
 * The files of a game's frontend projects, each a `frontend_file` asset written through the shared asset
 * commands (FrontendWorkspace): one file's create, edit, rename or delete, and moves between explorer
 * folders (docs/api-frontends.md, Frontend projects).
 */
@ApiTags('vibecode')
@Controller('create/vibecode/api')
@UseGuards(AuthGuard)
export class FrontendFilesController {
  constructor(
    private readonly workspace: FrontendWorkspace,
    private readonly reads: ReadModels,
  ) {}

  @Post('games/:gameId/frontends/update-file')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true, file: { id, filename, content, folder_path } | null, frontendId }' })
  @ApiBadRequestResponse({ description: "A bad name or content; 'Cannot delete the last file'" })
  @ApiConflictResponse({ description: "'File {name} already exists'" })
  @ApiNotFoundResponse({ description: 'No such game, frontend or file' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async update(@Param('gameId', gameIdPipe) gameId: string, @Body() body: UpdateFrontendFileDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<UpdateFileAnswer> {
    // Planned against the project's files (every refusal before a write); a new file in a game without a project creates it.
    const { workspace } = this;
    const context = commandContext(request);
    await workspace.assertAccess(gameId, user);
    await workspace.assertSession(gameId, context);
    const project = await workspace.projectOf(gameId, body.frontend_id ?? (await this.projectOfFile(gameId, body.file_id)));
    const files = project ? await frontendWorkingFiles((await this.reads.at(FRONTEND_READ_MODELS, 'committed')).db, project.id) : [];
    const update = planFrontendFileUpdate(files, { fileId: body.file_id, filename: body.filename, content: body.content });
    const frontendId = project?.id ?? workspace.firstProjectId(gameId);
    const written = lastPosition();
    if (!project) {
      const created = await workspace.saveProject(gameId, frontendId, false, {}, userActor(user), context);
      if (created.position) written.note({ position: formatPosition(created.position) });
    }
    const file = await this.apply(gameId, frontendId, update, user, context, written);
    return { success: true, file, frontendId, position: written.position };
  }

  @Patch('games/:gameId/files/:fileId/move')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true, file }' })
  @ApiNotFoundResponse({ description: 'No such game, or no such frontend file in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async move(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('fileId', frontendFileIdPipe) fileId: string,
    @Body() body: MoveFrontendFileDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ): Promise<MoveFileAnswer> {
    const { files, position } = await this.moveFiles(gameId, [fileId], body.folder_path, user, commandContext(request));
    return { success: true, file: files[0], position };
  }

  /** `moved`: how many files (duplicates once) are now in the folder; `files`: them, as named. */
  @Post('games/:gameId/files/bulk-move')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success: true, moved, files }' })
  @ApiNotFoundResponse({ description: 'No such game, or an id that is not a frontend file of it (nothing is moved)' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async bulkMove(@Param('gameId', gameIdPipe) gameId: string, @Body() body: BulkMoveFrontendFilesDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<BulkMoveAnswer> {
    const { files, position } = await this.moveFiles(gameId, body.file_ids, body.folder_path, user, commandContext(request));
    return { success: true, moved: files.length, files, position };
  }

  /** Without frontend_id, a named file's own project (404 if it is not a file of this game). */
  private async projectOfFile(gameId: string, fileId?: string | null): Promise<string | null> {
    return fileId ? (await this.workspace.presentFiles(gameId, [fileId]))[0].frontendId : null;
  }

  private async apply(gameId: string, frontendId: string, update: FileUpdate, user: ActiveUser, context: CommandContext, written: ReturnType<typeof lastPosition>): Promise<FrontendFile | null> {
    const { workspace } = this;
    switch (update.kind) {
      case 'none':
        return update.file;
      case 'create':
        return fileOfResult(written.note(await workspace.createFile(gameId, workspace.contentOf(frontendId, update.file), userActor(user), context)));
      case 'edit': {
        const bases = await workspace.baseRevisions([update.before]);
        const content = workspace.contentOf(frontendId, update.after);
        return fileOfResult(written.note(await workspace.editFile(gameId, update.before.id, content, bases.get(update.before.id)!, user, context)));
      }
      case 'delete': {
        const bases = await workspace.baseRevisions([update.file]);
        written.note(await workspace.deleteFile(gameId, update.file.id, bases.get(update.file.id)!, user, context));
        return null;
      }
    }
  }

  /**
   * Moves files to an explorer folder (the import paths do not change); the files after the move, in the
   * order named. Every file is checked first; then one event per file whose folder changes, each at the
   * revision read.
   */
  private async moveFiles(gameId: string, fileIds: string[], folderPath: string, user: ActiveUser, context: CommandContext): Promise<{ files: FrontendFile[]; position: string | null }> {
    const { workspace } = this;
    await workspace.assertAccess(gameId, user);
    await workspace.assertSession(gameId, context);
    const folder_path = normalizeFrontendFolderPath(folderPath);
    const targets = await workspace.presentFiles(gameId, fileIds);
    const moving = targets.filter(({ file }) => file.folder_path !== folder_path);
    const bases = await workspace.baseRevisions(moving.map(({ file }) => file));
    const files: FrontendFile[] = [];
    const written = lastPosition();
    for (const { frontendId, file } of targets) {
      if (file.folder_path === folder_path) {
        files.push(file);
        continue;
      }
      const content = workspace.contentOf(frontendId, { ...file, folder_path });
      files.push(fileOfResult(written.note(await workspace.editFile(gameId, file.id, content, bases.get(file.id)!, user, context)))!);
    }
    return { files, position: written.position };
  }
}
