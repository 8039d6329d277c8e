import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { UpdateFrontendFileDto } from './update-frontend-file.dto.js';
import { UpdateFrontendFileCommand } from './update-frontend-file.handler.js';

@ApiTags('vibecode')
@Controller('create/vibecode/api')
export class UpdateFrontendFileController {
  constructor(private readonly commands: CommandBus) {}

  @Post('games/:gameId/frontends/update-file')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ success: true, file: { id, filename, content, folder_path } | null, frontendId }' })
  @ApiBadRequestResponse({ description: "A bad name or content; 'Cannot delete the last file'" })
  @ApiConflictResponse({ description: "'File {name} already exists'" })
  @ApiNotFoundResponse({ description: 'No such game, frontend or file' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  update(@Param('gameId', gameIdPipe) gameId: string, @Body() body: UpdateFrontendFileDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return this.commands.execute(new UpdateFrontendFileCommand(gameId, body, user, commandContext(request)));
  }
}
