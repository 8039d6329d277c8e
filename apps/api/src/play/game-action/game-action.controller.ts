import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { requestBytesWritten } from '../../common/request-budget.js';
import { uuidPipe } from '../../common/uuid-pipe.js';
import { PlayLimits } from '../play-limits.js';
import { Players } from '../player.js';
import { GameActionDto } from './game-action.dto.js';
import { GameActionCommand, type GameActionAnswer } from './game-action.handler.js';

const sessionIdPipe = uuidPipe('play.invalid_session_id');

@ApiTags('play')
@Controller('play')
export class GameActionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly players: Players,
    private readonly limits: PlayLimits,
  ) {}

  /** Only the session's player (the same user, or the same `tempest_player` visitor) may act in it. */
  @Post('game-action/:sessionId')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success, entity_state, changed, logs, error } — a script error is success: false, still 200' })
  @ApiNotFoundResponse({ description: "Session not found (also another player's session); unknown action" })
  @ApiBadRequestResponse({ description: 'Invalid session id, body or action name; an action several scripts define' })
  @ApiServiceUnavailableResponse({ description: 'python.busy: the Python runtime is busy' })
  @ApiTooManyRequestsResponse({ description: 'Too many game actions, or the stored bytes of the day used up (Retry-After)' })
  async act(
    @Param('sessionId', sessionIdPipe) sessionId: string,
    @Body() body: GameActionDto,
    @CurrentUser() user: ActiveUser | null,
    @Req() request: Request,
  ): Promise<GameActionAnswer> {
    const player = this.players.knownOf(request, user);
    await Promise.all([this.limits.take('actions', request, user), this.limits.roomToStore(request, user)]);
    const answer = await this.commands.execute(new GameActionCommand(sessionId, player, body.action, body.args ?? {}, commandContext(request)));
    // The event's size is known once it is written (its arguments and the entities the action changed).
    await this.limits.stored(requestBytesWritten(), request, user);
    return answer;
  }
}
