import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { LoadToolsQuery } from './load-tools.handler.js';

@ApiTags('tools')
@Controller('create/mechanic')
export class LoadToolsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('load-tools/:gameId')
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ data: { <id>: Tool } }' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  list(@Param('gameId', gameIdPipe) gameId: string, @CurrentUser() user: ActiveUser) {
    return this.queries.execute(new LoadToolsQuery(gameId, user));
  }
}
