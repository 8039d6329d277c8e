import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { scriptIdPipe } from '../../mechanic-params.js';
import { DeleteScriptCommand } from './delete-script.handler.js';

@ApiTags('scripts')
@Controller('create/mechanic')
export class DeleteScriptController {
  constructor(private readonly commands: CommandBus) {}

  @Post('delete-custom-script/:gameId/:scriptId')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: "{ status: 'success', position }" })
  @ApiNotFoundResponse({ description: 'No such game, or no such script in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  delete(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('scriptId', scriptIdPipe) scriptId: string,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ) {
    return this.commands.execute(new DeleteScriptCommand(gameId, scriptId, user, commandContext(request)));
  }
}
