import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { GetLogicFilesQuery } from './get-logic-files.handler.js';

@ApiTags('logic files')
@Controller('create/mechanic/logic-files')
export class GetLogicFilesController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':gameId')
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ files: LogicFile[] }, oldest first' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  list(@Param('gameId', gameIdPipe) gameId: string, @CurrentUser() user: ActiveUser) {
    return this.queries.execute(new GetLogicFilesQuery(gameId, user));
  }
}
