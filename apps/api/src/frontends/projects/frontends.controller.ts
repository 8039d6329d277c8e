import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DomainError, looksLikeUuid, normalizeEntryPoint, normalizeFrontendSettings, validateSaveFiles, type FrontendSettings } from '@tempest/domain';
import { frontendProjectsOf, frontendWorkingFiles, FRONTEND_READ_MODELS, type FrontendProjectView } from '@tempest/projections';
import { ReadModels } from '../../infrastructure/read-db.module.js';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { type CompileResult, type ProjectFile, FrontendCompiler } from '@tempest/frontend-compiler';
import { frontendIdPipe } from './frontend-params.js';
import { FrontendWorkspace } from './frontend-workspace.js';
import { frontendAnswer, type FrontendAnswer, type FrontendListAnswer, type SaveFrontendAnswer } from './frontend.view.js';
import { CompileFrontendDto, SaveFrontendDto } from './frontends.dto.js';
import { SaveFrontendCommand } from './save-frontend/save-frontend.handler.js';

const gameIdOf = (raw: string | null | undefined): string => {
  if (!raw) throw new DomainError('frontend.no_game_id');
  if (!looksLikeUuid(raw)) throw new DomainError('game.invalid_id');
  return raw.toLowerCase();
};

const savedSettings = (project: FrontendProjectView | null): FrontendSettings | undefined =>
  project ? { enable_websocket: false, tailwind_config: project.settings.tailwind_config } : undefined;

/** A game's frontend projects: list, load, save and compile (docs/api-frontends.md, Frontend projects). */
@ApiTags('vibecode')
@Controller('create/vibecode/api')
@UseGuards(AuthGuard)
export class FrontendsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly workspace: FrontendWorkspace,
    private readonly reads: ReadModels,
    private readonly compiler: FrontendCompiler,
  ) {}

  @Get('games/:gameId/frontends')
  @ApiOkResponse({ description: '{ success: true, frontends: [{ id, name, description, updatedAt }] }' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async list(@Param('gameId', gameIdPipe) gameId: string, @CurrentUser() user: ActiveUser): Promise<FrontendListAnswer> {
    // The game's projects, oldest first.
    await this.workspace.assertAccess(gameId, user);
    const projects = await frontendProjectsOf((await this.reads.at(FRONTEND_READ_MODELS, 'committed')).db, gameId);
    return { success: true, frontends: projects.map(({ id, name, description, updatedAt }) => ({ id, name, description, updatedAt })) };
  }

  @Get('games/:gameId/frontends/:frontendId')
  @ApiOkResponse({ description: '{ success: true, id, gameId, name, description, files: [{ id, filename, content, folder_path }], entryPoint, settings, updatedAt }' })
  @ApiNotFoundResponse({ description: 'No such game, or no such frontend in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async load(@Param('gameId', gameIdPipe) gameId: string, @Param('frontendId', frontendIdPipe) frontendId: string, @CurrentUser() user: ActiveUser): Promise<FrontendAnswer> {
    // The project with its working files, sorted by filename.
    await this.workspace.assertAccess(gameId, user);
    const project = await this.workspace.requireProject(gameId, frontendId);
    return frontendAnswer(project, await frontendWorkingFiles((await this.reads.at(FRONTEND_READ_MODELS, 'committed')).db, project.id));
  }

  @Post('games/:gameId/frontends/save')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success, frontendId, id, message, lintIssues, lintSummary, lintErrors, formatWarnings, formattedFiles, files, updatedAt }' })
  @ApiBadRequestResponse({ description: 'A bad file, name, setting or entry point: nothing is saved' })
  @ApiNotFoundResponse({ description: 'No such game, or `id` is not a frontend of it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  save(@Param('gameId', gameIdPipe) gameId: string, @Body() body: SaveFrontendDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<SaveFrontendAnswer> {
    return this.commands.execute(new SaveFrontendCommand(gameId, body, user, commandContext(request)));
  }

  /** 200 with the compile result, also when the build fails (`success: false`). Writes nothing. */
  @Post('compile')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success, compiledCode, error, errorDetail, lintIssues, lintSummary, lintErrors, formattedFiles, formatWarnings, buildId, cached, durationMs }' })
  @ApiBadRequestResponse({ description: "'No game ID provided', 'No files to compile', a bad file, setting or entry point" })
  @ApiNotFoundResponse({ description: 'No such game, or frontendId is not a frontend of it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async compile(@Body() body: CompileFrontendDto, @CurrentUser() user: ActiveUser): Promise<CompileResult> {
    // The given files, or the saved ones of frontendId (or the game's first project); settings default to the project's.
    const gameId = gameIdOf(body.gameId);
    await this.workspace.assertAccess(gameId, user);
    const project = await this.workspace.projectOf(gameId, body.frontendId);
    const files = await this.filesToCompile(project, body);
    const entryPoint = normalizeEntryPoint(body.entryPoint);
    const settings = normalizeFrontendSettings(body.settings, savedSettings(project));
    return this.compiler.compile({ files, entryPoint, settings });
  }

  private async filesToCompile(project: FrontendProjectView | null, body: CompileFrontendDto): Promise<ProjectFile[]> {
    const files = body.useServerFiles ? (project ? await frontendWorkingFiles((await this.reads.at(FRONTEND_READ_MODELS, 'committed')).db, project.id) : []) : (body.files ?? []);
    if (files.length === 0) throw new DomainError('frontend.no_files');
    return validateSaveFiles(files).map(({ filename, content }) => ({ filename, content }));
  }
}
