import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { logicFileIdPipe } from '../../mechanic-params.js';
import { DeleteLogicFileCommand } from './delete-logic-file.handler.js';

@ApiTags('logic files')
@Controller('create/mechanic/logic-files')
export class DeleteLogicFileController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':gameId/:fileId/delete')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: "{ status: 'success', position }" })
  @ApiNotFoundResponse({ description: 'No such game, or no such logic file in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  delete(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('fileId', logicFileIdPipe) fileId: string,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ) {
    return this.commands.execute(new DeleteLogicFileCommand(gameId, fileId, user, commandContext(request)));
  }
}
