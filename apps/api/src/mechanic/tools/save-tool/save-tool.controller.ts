import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { commandContext } from '../../../common/actor.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { SaveToolDto } from '../tools.dto.js';
import { SaveToolCommand } from './save-tool.handler.js';

@ApiTags('tools')
@Controller('create/mechanic')
export class SaveToolController {
  constructor(private readonly commands: CommandBus) {}

  @Post('save-tool/:gameId')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: "{ status: 'success', data: Tool, position } — created (no id) or updated" })
  @ApiBadRequestResponse({ description: 'Bad fields (unknown type, duplicate name, enum without values), a schema that is not an object' })
  @ApiNotFoundResponse({ description: 'No such game, or no tool with this id in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  save(@Param('gameId', gameIdPipe) gameId: string, @Body() body: SaveToolDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    return this.commands.execute(new SaveToolCommand(gameId, body, user, commandContext(request)));
  }
}
