import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { ListFrontendsQuery } from './list-frontends.handler.js';

@ApiTags('vibecode')
@Controller('create/vibecode/api')
export class ListFrontendsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('games/:gameId/frontends')
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ success: true, frontends: [{ id, name, description, updatedAt }] }' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  list(@Param('gameId', gameIdPipe) gameId: string, @CurrentUser() user: ActiveUser) {
    return this.queries.execute(new ListFrontendsQuery(gameId, user));
  }
}
