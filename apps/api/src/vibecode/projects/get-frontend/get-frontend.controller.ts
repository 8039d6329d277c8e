import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { frontendIdPipe } from '../frontend-params.js';
import { GetFrontendQuery } from './get-frontend.handler.js';

@ApiTags('vibecode')
@Controller('create/vibecode/api')
export class GetFrontendController {
  constructor(private readonly queries: QueryBus) {}

  @Get('games/:gameId/frontends/:frontendId')
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ success: true, id, gameId, name, description, files: [{ id, filename, content, folder_path }], entryPoint, settings, updatedAt }' })
  @ApiNotFoundResponse({ description: 'No such game, or no such frontend in it' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  load(@Param('gameId', gameIdPipe) gameId: string, @Param('frontendId', frontendIdPipe) frontendId: string, @CurrentUser() user: ActiveUser) {
    return this.queries.execute(new GetFrontendQuery(gameId, frontendId, user));
  }
}
