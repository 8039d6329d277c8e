import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { CreateLogicFileDto } from '../logic-files.dto.js';
import { CreateLogicFileCommand } from './create-logic-file.handler.js';

@ApiTags('logic files')
@Controller('create/mechanic/logic-files')
export class CreateLogicFileController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':gameId/create')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ description: '{ file, position }' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  create(@Param('gameId', gameIdPipe) gameId: string, @Body() body: CreateLogicFileDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return this.commands.execute(new CreateLogicFileCommand(gameId, body, user, commandContext(request)));
  }
}
