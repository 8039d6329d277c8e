import { Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { CloneGameAnswer, CloneProgress } from '@tempest/contracts';
import type { Request, Response } from 'express';
import { RateLimiter } from '../../accounts/security/rate-limiter.js';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { SSE_HEARTBEAT_MS } from '../../common/sse.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { CloneTasks } from './clone-tasks.js';
import { GameCloner } from './game-cloner.js';

/** Clones one user may start in an hour (besides at most 3 running at once). */
const CLONES_PER_HOUR = 30;

export class CloneGameTaskResult implements CloneGameAnswer {
  @ApiProperty({ format: 'uuid', description: 'Follow the clone at GET /sse-progress/{taskId}' }) taskId!: string;
}

/** Clone and remix (docs/api-clone.md): start a clone, follow its progress. Signed in. */
@ApiTags('games')
@Controller()
@UseGuards(AuthGuard)
export class CloneGameController {
  constructor(
    private readonly cloner: GameCloner,
    private readonly tasks: CloneTasks,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('create/clone-game/:id')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: CloneGameTaskResult, description: 'The clone runs on the server; the new game is hidden until it completes' })
  @ApiForbiddenResponse({ description: "'This game cannot be cloned.' (published, not cloneable)" })
  @ApiNotFoundResponse({ description: "'Game not found': unknown, deleted, or someone else's draft" })
  @ApiTooManyRequestsResponse({ description: '3 clones already running, or 30 started in the last hour' })
  async clone(@Param('id', gameIdPipe) id: string, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<CloneGameTaskResult> {
    await this.limiter.take({ key: `clone:${user.userId}`, max: CLONES_PER_HOUR, windowSeconds: 3600 }, 'Too many clones. Try again later.');
    return { taskId: await this.cloner.start(id, user, commandContext(request)) };
  }

  /** Server-Sent Events `data: { percentDone, message, gameId?, error? }`; the current state first; closes at the end. */
  @Get('sse-progress/:taskId')
  @ApiOkResponse({ description: 'text/event-stream of { percentDone, message } (gameId at 100 %, error on failure)' })
  @ApiNotFoundResponse({ description: 'No such task of this user' })
  progress(@Param('taskId') taskId: string, @Req() request: Request, @Res() response: Response, @CurrentUser() user: ActiveUser): void {
    let ended = false;
    let heartbeat: NodeJS.Timeout | undefined;
    let stop: (() => void) | undefined;
    const end = () => {
      ended = true;
      clearInterval(heartbeat);
      stop?.();
      response.end();
    };
    const send = (progress: CloneProgress, finished: boolean) => {
      if (ended) return;
      if (!response.headersSent) {
        response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      }
      response.write(`data: ${JSON.stringify(progress)}\n\n`);
      if (finished) end();
    };
    // 404 (thrown before anything is written) unless the task is this user's; the current state comes first.
    stop = this.tasks.follow(taskId.toLowerCase(), user.userId, send);
    if (ended) return;
    heartbeat = setInterval(() => response.write(': heartbeat\n\n'), SSE_HEARTBEAT_MS);
    request.on('close', () => {
      clearInterval(heartbeat);
      stop?.();
    });
  }
}
