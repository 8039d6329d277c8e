import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { UpdateEntityDto } from '../entity-fields.dto.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { entityIdPipe } from '../entity-params.js';
import { UpdateEntityCommand } from './update-entity.command.js';

@ApiTags('entities')
@Controller('create/entities')
export class UpdateEntityController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':gameId/update/:entityId')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ entity, position } — only the fields given change' })
  @ApiNotFoundResponse({ description: 'No such game, or no such entity in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  update(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('entityId', entityIdPipe) entityId: string,
    @Body() body: UpdateEntityDto,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ) {
    return this.commands.execute(new UpdateEntityCommand(gameId, entityId, body, user, commandContext(request)));
  }
}
