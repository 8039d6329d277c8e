import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { CreateEntityDto } from '../entity-fields.dto.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { CreateEntityCommand } from './create-entity.command.js';

@ApiTags('entities')
@Controller('create/entities')
export class CreateEntityController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':gameId/create_entity')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiCreatedResponse({ description: '{ entity, position }' })
  @ApiBadRequestResponse({ description: 'An empty entity_type, a bad folder_path, trigger_state or component_state, an unknown field' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  create(@Param('gameId', gameIdPipe) gameId: string, @Body() body: CreateEntityDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return this.commands.execute(new CreateEntityCommand(gameId, body, user, commandContext(request)));
  }
}
