import { Body, Controller, Headers, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { GameActionAnswer, StartGameAnswer } from '@tempest/contracts';
import { DomainError } from '@tempest/domain';
import type { Request, Response } from 'express';
import { CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { commandContext } from '../common/actor.js';
import { gameIdPipe, uuidPipe } from '../common/uuid-pipe.js';
import type { AppConfig } from '../config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';
import { GameAction } from './game-action.js';
import { PlayLimits } from './play-limits.js';
import type { TravelTarget } from './play-sources.js';
import { GameActionDto, StartGameDto } from './play.dto.js';
import { Players, setPlayerCookie } from './player.js';
import { StartGame } from './start-game.js';

const sessionIdPipe = uuidPipe('play.invalid_session_id');

/** A save state to play on its own version: saveId and sessionId go together. */
const saveOf = (body: StartGameDto): { saveId: string; sessionId: string } | null => {
  if (body.saveId === undefined && body.sessionId === undefined) return null;
  if (body.saveId === undefined || body.sessionId === undefined) {
    throw new DomainError('request.invalid', 'saveId and sessionId go together: the save and the session whose timeline holds it', { field: body.saveId === undefined ? 'saveId' : 'sessionId' });
  }
  return { saveId: body.saveId.toLowerCase(), sessionId: body.sessionId.toLowerCase() };
};

/** Time travel: a checkpoint, or a moment (a global position, for a signed-in traveller); one at most, and not with a save. */
const travelOf = (body: StartGameDto, user: ActiveUser | null): TravelTarget | null => {
  const asked = [body.checkpointId, body.saveId, body.momentPosition].filter((v) => v !== undefined).length;
  if (asked > 1) throw new DomainError('request.invalid', 'Give one of checkpointId, saveId or momentPosition', { field: body.momentPosition === undefined ? 'saveId' : 'momentPosition' });
  if (body.momentPosition !== undefined) {
    // A game's history is read by staff, analysts and its creator: a visitor is asked to sign in first.
    if (!user) throw new DomainError('auth.required');
    return { position: body.momentPosition };
  }
  return body.checkpointId === undefined ? null : { checkpointId: body.checkpointId.toLowerCase() };
};

const isTrue = (header: string | undefined): boolean => header?.trim().toLowerCase() === 'true';

/** Play sessions (docs/api-frontends.md §5): start or resume a game, and run its Python actions. */
@ApiTags('play')
@Controller('play')
export class PlayController {
  constructor(
    private readonly startGame: StartGame,
    private readonly gameAction: GameAction,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly players: Players,
    private readonly limits: PlayLimits,
  ) {}

  /** Signed in or not: an anonymous visitor is named by the `tempest_player` cookie, set on the first start. */
  @Post('start-game/:gameId')
  @HttpCode(200)
  @ApiHeader({ name: 'X-Creation-Canvas', required: false, description: 'true: the creator (or staff) plays the working tree' })
  @ApiHeader({ name: 'X-Force-Clear', required: false, description: 'true: start a new session instead of resuming the latest' })
  @ApiOkResponse({ description: "{ status: 'success', session_id, entity_state, initialization_error: null, error: null, source, frontend_id }" })
  @ApiNotFoundResponse({
    description: "Game not found (also a game that is not published, or a checkpointId, to anyone but its creator and staff; a momentPosition to anyone but them and analysts); 'Checkpoint not found'; 'Session not found' (saveId)",
  })
  @ApiUnauthorizedResponse({ description: 'momentPosition without signing in' })
  @ApiConflictResponse({ description: 'timeline.version_unrecorded: no creator checkpoint records the version the save was made on' })
  @ApiBadRequestResponse({ description: 'An invalid game id or body (unknown fields too); more than one of checkpointId, saveId, momentPosition; a momentPosition after the newest event' })
  async start(
    @Param('gameId', gameIdPipe) gameId: string,
    @Body() body: StartGameDto,
    @Headers('x-creation-canvas') canvas: string | undefined,
    @Headers('x-force-clear') forceClear: string | undefined,
    @CurrentUser() user: ActiveUser | null,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StartGameAnswer> {
    const player = this.players.of(request, user);
    const forceNew = isTrue(forceClear) || body.forceNew === true;
    const save = saveOf(body);
    const travelTo = travelOf(body, user);
    await this.limits.take('starts', this.players.originOf(request, user));
    const answer = await this.startGame.run({ gameId, user, player, onCanvas: isTrue(canvas), forceNew, travelTo, context: commandContext(request), save });
    if (player.cookie) setPlayerCookie(response, player.cookie, this.config.secureCookies);
    return answer;
  }

  /** Only the session's player (the same user, or the same `tempest_player` visitor) may act in it. */
  @Post('game-action/:sessionId')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success, entity_state, changed, logs, error } — a script error is success: false, still 200' })
  @ApiNotFoundResponse({ description: "Session not found (also another player's session); unknown action" })
  @ApiBadRequestResponse({ description: 'Invalid session id, body or action name; an action several scripts define' })
  @ApiServiceUnavailableResponse({ description: 'play.busy: more game actions than this replica runs at once waited too long (Retry-After; retry with the same actionId); python.busy: the Python runtime is busy' })
  @ApiTooManyRequestsResponse({ description: 'Too many game actions, or the stored bytes of the day used up (Retry-After)' })
  async act(
    @Param('sessionId', sessionIdPipe) sessionId: string,
    @Body() body: GameActionDto,
    @CurrentUser() user: ActiveUser | null,
    @Req() request: Request,
  ): Promise<GameActionAnswer> {
    return this.gameAction.run({ sessionId, origin: this.players.originOf(request, user), body, context: commandContext(request) });
  }
}
