import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { CloneScriptDto } from '../scripts.dto.js';
import { CloneScriptCommand } from './clone-script.handler.js';

@ApiTags('scripts')
@Controller('create/mechanic')
export class CloneScriptController {
  constructor(private readonly commands: CommandBus) {}

  @Post('clone-custom-script/:gameId')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ description: '{ script, position } — the copy' })
  @ApiNotFoundResponse({ description: 'No such game, or no such script in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  clone(@Param('gameId', gameIdPipe) gameId: string, @Body() body: CloneScriptDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return this.commands.execute(new CloneScriptCommand(gameId, body.script_id.toLowerCase(), body.name, user, commandContext(request)));
  }
}
