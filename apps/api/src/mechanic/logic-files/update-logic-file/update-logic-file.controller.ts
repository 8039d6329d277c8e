import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { logicFileIdPipe } from '../../mechanic-params.js';
import { UpdateLogicFileDto } from '../logic-files.dto.js';
import { UpdateLogicFileCommand } from './update-logic-file.handler.js';

@ApiTags('logic files')
@Controller('create/mechanic/logic-files')
export class UpdateLogicFileController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':gameId/:fileId/update')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ file, position }' })
  @ApiNotFoundResponse({ description: 'No such game, or no such logic file in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  update(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('fileId', logicFileIdPipe) fileId: string,
    @Body() body: UpdateLogicFileDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ) {
    return this.commands.execute(new UpdateLogicFileCommand(gameId, fileId, body, user, commandContext(request)));
  }
}
