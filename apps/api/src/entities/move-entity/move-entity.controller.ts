import { Body, Controller, HttpCode, Param, Patch, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { entityIdPipe } from '../entity-params.js';
import { MoveEntityCommand } from './move-entity.command.js';
import { MoveEntityDto } from './move-entity.dto.js';

@ApiTags('entities')
@Controller('create/entities')
export class MoveEntityController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':gameId/:entityId/move')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ entity, position }' })
  @ApiNotFoundResponse({ description: 'No such game, or no such entity in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  move(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('entityId', entityIdPipe) entityId: string,
    @Body() body: MoveEntityDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ) {
    return this.commands.execute(new MoveEntityCommand(gameId, entityId, body.folder_path, user, commandContext(request)));
  }
}
