import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthGuard, CurrentUser } from '../../../accounts/security/current-user.js';
import type { ActiveUser } from '../../../accounts/user-directory.js';
import { gameIdPipe } from '../../../common/uuid-pipe.js';
import { RetrieveScriptsDto } from '../scripts.dto.js';
import { RetrieveScriptsQuery } from './retrieve-scripts.handler.js';

@ApiTags('scripts')
@Controller('create/mechanic')
export class RetrieveScriptsController {
  constructor(private readonly queries: QueryBus) {}

  @Post('retrieve-custom-scripts/:gameId')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ scripts: Script[] } — all of the game (scriptIds empty) or the named ones' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  retrieve(@Param('gameId', gameIdPipe) gameId: string, @Body() body: RetrieveScriptsDto, @CurrentUser() user: ActiveUser) {
    return this.queries.execute(new RetrieveScriptsQuery(gameId, body.scriptIds ?? [], user));
  }
}
