import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { entityIdPipe } from '../entity-params.js';
import { SetComponentStateCommand } from './set-component-state.command.js';
import { SetComponentStateDto } from './set-component-state.dto.js';

@ApiTags('entities')
@Controller('create/entities')
export class SetComponentStateController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':gameId/component-state/:entityId')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ entity, position }' })
  @ApiNotFoundResponse({ description: 'No such game, or no such entity in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  set(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('entityId', entityIdPipe) entityId: string,
    @Body() body: SetComponentStateDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ) {
    return this.commands.execute(new SetComponentStateCommand(gameId, entityId, body.component_state, user, commandContext(request)));
  }
}
