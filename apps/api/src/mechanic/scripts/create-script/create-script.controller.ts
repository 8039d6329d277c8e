import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { CreateScriptDto } from '../scripts.dto.js';
import { CreateScriptCommand } from './create-script.handler.js';

@ApiTags('scripts')
@Controller('create/mechanic')
export class CreateScriptController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create-custom-script/:gameId')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ description: '{ script, position }' })
  @ApiBadRequestResponse({ description: 'An empty or too long name, content too long, an unknown field' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  create(@Param('gameId', gameIdPipe) gameId: string, @Body() body: CreateScriptDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return this.commands.execute(new CreateScriptCommand(gameId, body, user, commandContext(request)));
  }
}
