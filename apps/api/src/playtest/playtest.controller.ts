import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { PlaytestAnswer } from '@tempest/contracts';
import { RateLimiter } from '../accounts/security/rate-limiter.js';
import { AuthGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { commandContext } from '../common/actor.js';
import { gameIdPipe } from '../common/uuid-pipe.js';
import { FrontendWorkspace } from '../frontends/projects/frontend-workspace.js';
import { PlaytestService } from './playtest.service.js';

/**
 * A creator's playtests: 6 a minute per user. A playtest holds a runner for up to its time limit and the
 * Python pool for its actions, so the number is what a creator clicking "Playtest" after each edit needs and
 * no more. Counted atomically before the work (RateLimiter): parallel requests each count.
 */
export const PLAYTEST_RATE = { max: 6, windowSeconds: 60 } as const;

/** POST /api/games/{gameId}/playtest/ (docs/api-playtest.md): plays the game's working version and records it. */
@ApiTags('games')
@Controller('api/games')
@UseGuards(AuthGuard)
export class PlaytestController {
  constructor(
    private readonly playtests: PlaytestService,
    private readonly workspace: FrontendWorkspace,
    private readonly limiter: RateLimiter,
  ) {}

  @Post(':gameId/playtest')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ playtest_id, game_id, trigger, at, passed, checks, failures, frames, duration_ms, runner }: what playing the game showed, recorded (PlaytestRecorded)' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  @ApiNotFoundResponse({ description: 'No such game' })
  @ApiResponse({ status: 422, description: "The game has no frontend files, or its build fails (the build's first error)" })
  @ApiTooManyRequestsResponse({ description: 'More than 6 playtests in a minute (Retry-After)' })
  async play(@Param('gameId', gameIdPipe) gameId: string, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<PlaytestAnswer> {
    await this.workspace.assertAccess(gameId, user);
    await this.limiter.take({ key: `playtest:user:${user.userId}`, ...PLAYTEST_RATE }, 'Too many playtests. Try again in a minute.', 'rate_limited');
    const { now, metadata } = commandContext(request);
    const { playtestId, report, at } = await this.playtests.run({ gameId, trigger: 'creator', compiledCode: null, agent: null, metadata, now });
    return { ...report, playtest_id: playtestId, game_id: gameId, trigger: 'creator', at };
  }
}
