import { Body, Controller, HttpCode, Param, Patch, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { frontendFileIdPipe } from '../frontend-params.js';
import type { MoveFileAnswer } from '../frontend.view.js';
import { MoveFrontendFileCommand } from './move-frontend-file.handler.js';
import { MoveFrontendFileDto } from './move-frontend-file.dto.js';

@ApiTags('vibecode')
@Controller('create/vibecode/api')
export class MoveFrontendFileController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('games/:gameId/files/:fileId/move')
  @HttpCode(200)
  @UseGuards(AuthGuard)
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
    const [file] = await this.commands.execute(new MoveFrontendFileCommand(gameId, [fileId], body.folder_path, user, commandContext(request)));
    return { success: true, file };
  }
}
