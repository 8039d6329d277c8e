import { Controller, Delete, HttpCode, Param, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { entityIdPipe } from '../entity-params.js';
import { DeleteEntityCommand } from './delete-entity.command.js';

@ApiTags('entities')
@Controller('create/entities')
export class DeleteEntityController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':gameId/delete/:entityId')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: "{ status: 'success', id, position }" })
  @ApiNotFoundResponse({ description: 'No such game, or no such entity in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  delete(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('entityId', entityIdPipe) entityId: string,
    @Req() request: Request,
    @CurrentUser() user: ActiveUser,
  ) {
    return this.commands.execute(new DeleteEntityCommand(gameId, entityId, user, commandContext(request)));
  }
}
