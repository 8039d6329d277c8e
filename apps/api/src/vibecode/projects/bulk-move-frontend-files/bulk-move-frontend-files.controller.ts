import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import type { BulkMoveAnswer } from '../frontend.view.js';
import { MoveFrontendFileCommand } from '../move-frontend-file/move-frontend-file.handler.js';
import { BulkMoveFrontendFilesDto } from './bulk-move-frontend-files.dto.js';

@ApiTags('vibecode')
@Controller('create/vibecode/api')
export class BulkMoveFrontendFilesController {
  constructor(private readonly commands: CommandBus) {}

  /** `moved`: how many files (duplicates once) are now in the folder; `files`: them, as named. */
  @Post('games/:gameId/files/bulk-move')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ success: true, moved, files }' })
  @ApiNotFoundResponse({ description: 'No such game, or an id that is not a frontend file of it (nothing is moved)' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async move(@Param('gameId', gameIdPipe) gameId: string, @Body() body: BulkMoveFrontendFilesDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<BulkMoveAnswer> {
    const files = await this.commands.execute(new MoveFrontendFileCommand(gameId, body.file_ids, body.folder_path, user, commandContext(request)));
    return { success: true, moved: files.length, files };
  }
}
