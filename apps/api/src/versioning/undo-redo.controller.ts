import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { commandContext } from '../common/actor.js';
import { UndoRedo } from './undo-redo.js';
import { gameIdParam, VersioningAccess } from './versioning-access.js';
import { UndoRedoDto } from './versioning.dto.js';
import { undoStackOf, VERSIONING } from '@tempest/projections';
import { ReadModels } from '../infrastructure/read-db.module.js';
import type { UndoRedoAnswer } from '@tempest/contracts';

/** The creator's undo/redo per game (100 deep; a projection, so it survives restarts). */
@ApiTags('versioning')
@Controller('create/versioning')
export class UndoRedoController {
  constructor(
    private readonly access: VersioningAccess,
    private readonly reads: ReadModels,
    private readonly undoRedo: UndoRedo,
  ) {}

  @Get('undo-stack/:gameId')
  @ApiOkResponse({ description: '{ undoStack, redoStack, canUndo, canRedo } — the caller\'s own, top last' })
  async stack(@Param('gameId', gameIdParam) gameId: string, @CurrentUser() user: ActiveUser | null) {
    await this.access.game(gameId, user);
    return undoStackOf((await this.reads.at(VERSIONING, 'committed')).db, gameId, user!.userId);
  }

  @Post('undo')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: "{ status: 'success', undone: UndoEntry | null, position, undoStack, redoStack, canUndo, canRedo }" })
  async undo(@Body() body: UndoRedoDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<UndoRedoAnswer> {
    await this.access.game(body.game_id, user);
    const { entry, ...rest } = await this.undoRedo.run('undo', body.game_id, user, commandContext(request));
    return { ...rest, undone: entry };
  }

  @Post('redo')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: "{ status: 'success', redone: UndoEntry | null, position, undoStack, redoStack, canUndo, canRedo }" })
  async redo(@Body() body: UndoRedoDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<UndoRedoAnswer> {
    await this.access.game(body.game_id, user);
    const { entry, ...rest } = await this.undoRedo.run('redo', body.game_id, user, commandContext(request));
    return { ...rest, redone: entry };
  }
}
