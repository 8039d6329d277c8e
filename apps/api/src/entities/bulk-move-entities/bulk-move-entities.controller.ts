import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { BulkMoveEntitiesCommand } from './bulk-move-entities.command.js';
import { BulkMoveEntitiesDto } from './bulk-move-entities.dto.js';

@ApiTags('entities')
@Controller('create/entities')
export class BulkMoveEntitiesController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':gameId/bulk-move')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ entities, position }' })
  @ApiNotFoundResponse({ description: 'No such game, or an id that is not an entity of it (nothing is moved)' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  move(@Param('gameId', gameIdPipe) gameId: string, @Body() body: BulkMoveEntitiesDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return this.commands.execute(new BulkMoveEntitiesCommand(gameId, body.entity_ids, body.folder_path, user, commandContext(request)));
  }
}
