import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { CheckpointRollbackAnswer, CheckpointTimelineAnswer, CheckpointWriteAnswer, RefundTurnAnswer } from '@tempest/contracts';
import { CHECKPOINT_TITLE_MAX, currentCheckpoint, DomainError } from '@tempest/domain';
import { DecisionRunner } from '@tempest/event-store';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { userActor } from '../assets/asset-actor.js';
import { AssetReader } from '../assets/asset-reader.js';
import { readSessionGame } from '../assets/game-access.js';
import { commandContext } from '../common/actor.js';
import { intParam, uuidParam } from '../common/query-params.js';
import { minPositionParam } from '../common/read-position.js';
import { gameIdPipe } from '../common/uuid-pipe.js';
import { CheckpointIdDto, CreateServerCheckpointDto, MANUAL_CHECKPOINT_MESSAGE, RollbackToCheckpointDto, ToggleCheckpointStarDto } from './checkpoints.dto.js';
import { checkpointsOf } from './checkpoint-state.js';
import { CheckpointTimeline } from './checkpoint-timeline.js';
import { Checkpoints } from './checkpoints.service.js';
import { CheckpointRollback } from './rollback/checkpoint-rollback.js';

export const TIMELINE_PAGE_DEFAULT = 50;
export const TIMELINE_PAGE_MAX = 200;

const sameGame = (gameId: string, bodyGameId: string | undefined) => {
  if (bodyGameId !== undefined && bodyGameId.toLowerCase() !== gameId) {
    throw new DomainError('request.invalid', 'game_id must be the game of the route', { field: 'game_id' });
  }
};

/**
 * A game's checkpoints (spec 3 §7 "Server checkpoints", docs/api-checkpoints.md): its creator (or staff)
 * only. Publish, unpublish and published-status are PublishGameController's and GetPublishedStatusController's.
 */
@ApiTags('checkpoints')
@Controller('create/checkpoint')
@UseGuards(AuthGuard)
export class CheckpointsController {
  constructor(
    private readonly reader: AssetReader,
    private readonly runner: DecisionRunner,
    private readonly checkpoints: Checkpoints,
    private readonly timelines: CheckpointTimeline,
    private readonly rollbacks: CheckpointRollback,
  ) {}

  @Get(':gameId/timeline')
  @ApiQuery({ name: 'session_id', required: false })
  @ApiQuery({ name: 'limit', required: false, description: `1–${TIMELINE_PAGE_MAX}, default ${TIMELINE_PAGE_DEFAULT}` })
  @ApiQuery({ name: 'offset', required: false, description: 'default 0' })
  @ApiQuery({ name: 'minPosition', required: false, description: "a write's position: wait (up to 5 s) until the timeline includes it" })
  @ApiOkResponse({ description: '{ checkpoints, has_more, current_checkpoint_id, caughtUp }: newest first, deleted ones hidden' })
  async timeline(
    @Param('gameId', gameIdPipe) gameId: string,
    @Query('session_id') sessionQuery: unknown,
    @Query('limit') limitQuery: unknown,
    @Query('offset') offsetQuery: unknown,
    @Query('minPosition') positionQuery: unknown,
    @CurrentUser() user: ActiveUser,
  ): Promise<CheckpointTimelineAnswer> {
    const sessionId = uuidParam(sessionQuery, 'session_id');
    const limit = intParam(limitQuery, 'limit', TIMELINE_PAGE_DEFAULT, 1, TIMELINE_PAGE_MAX);
    const offset = intParam(offsetQuery, 'offset', 0, 0, 100_000_000);
    const minPosition = minPositionParam(positionQuery);
    await this.reader.assertCanRead(gameId, user);
    return this.timelines.page(gameId, { limit, offset, sessionId, minPosition });
  }

  @Post(':gameId/create')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'success', message, checkpoint_id, position } (trigger 'publish' and nothing changed since the current checkpoint: that one, position null)" })
  @ApiBadRequestResponse({ description: 'ids that are not UUIDs, overlong texts, a trigger other than manual or publish, unknown fields' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  @ApiNotFoundResponse({ description: 'Game not found' })
  async create(@Param('gameId', gameIdPipe) gameId: string, @Body() body: CreateServerCheckpointDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<CheckpointWriteAnswer> {
    sameGame(gameId, body.game_id);
    await this.reader.assertCanRead(gameId, user);
    const context = commandContext(request);
    const message = body.message?.trim() || MANUAL_CHECKPOINT_MESSAGE;
    const trigger = body.trigger ?? 'manual';
    const fields = { trigger, title: (body.title?.trim() || message).slice(0, CHECKPOINT_TITLE_MAX), description: body.description?.trim() ?? '', message, isStarred: body.is_starred ?? false, sessionId: body.session_id?.toLowerCase() ?? null };
    // Publishing what the creator sees: the current checkpoint when the game has not changed since it.
    const made =
      trigger === 'publish'
        ? await this.checkpoints.ofNow(gameId, currentCheckpoint(await checkpointsOf(this.runner, gameId)), userActor(user), context, fields)
        : await this.checkpoints.create(gameId, userActor(user), context, fields);
    return { status: 'success', message, checkpoint_id: made.checkpointId, position: made.position };
  }

  @Post(':gameId/toggle-star')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'success', is_starred, position }" })
  @ApiNotFoundResponse({ description: 'Game not found / Checkpoint not found' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async toggleStar(@Param('gameId', gameIdPipe) gameId: string, @Body() body: ToggleCheckpointStarDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    const game = await this.reader.assertCanRead(gameId, user);
    const context = commandContext(request);
    const checkpointId = body.checkpoint_id.toLowerCase();
    const data = { gameId, now: context.now, actor: userActor(user), game, checkpointId, isStarred: body.is_starred };
    const { position } = await this.checkpoints.execute({ type: 'ToggleCheckpointStar', data }, context);
    const state = await checkpointsOf(this.runner, gameId);
    return { status: 'success', is_starred: state.checkpoints.get(checkpointId)?.isStarred ?? false, position };
  }

  @Post(':gameId/delete')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'success', position }: hidden from the timeline; its events stay" })
  @ApiNotFoundResponse({ description: 'Game not found / Checkpoint not found' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  async delete(@Param('gameId', gameIdPipe) gameId: string, @Body() body: CheckpointIdDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    const game = await this.reader.assertCanRead(gameId, user);
    const context = commandContext(request);
    const data = { gameId, now: context.now, actor: userActor(user), game, checkpointId: body.checkpoint_id.toLowerCase() };
    const { position } = await this.checkpoints.execute({ type: 'DeleteCheckpoint', data }, context);
    return { status: 'success', position };
  }

  @Post(':gameId/rollback')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ rollback_results: { status, checkpoint_id, rollback_checkpoint_id, undo_checkpoint_id, assets, changed }, position }' })
  @ApiNotFoundResponse({ description: 'Game not found / Checkpoint not found / Versioning session not found' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  @ApiConflictResponse({ description: 'The agent is working on the game, or another rollback of it is in progress' })
  async rollback(@Param('gameId', gameIdPipe) gameId: string, @Body() body: RollbackToCheckpointDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<CheckpointRollbackAnswer> {
    sameGame(gameId, body.game_id);
    await this.reader.assertCanRead(gameId, user);
    const sessionId = body.session_id?.toLowerCase() ?? null;
    if (sessionId !== null && (await readSessionGame(this.runner.store, sessionId)) !== gameId) {
      throw new DomainError('versioning.session_not_found', { sessionId });
    }
    return this.rollbacks.rollback(gameId, body.checkpoint_id.toLowerCase(), userActor(user), commandContext(request), sessionId);
  }

  @Post(':gameId/refund-turn')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'success', refunded_tokens, session_id, turn, position }: the turn's tokens back to the user it ran for, once" })
  @ApiBadRequestResponse({ description: 'checkpoint_id is not a UUID; the checkpoint was not made by the agent' })
  @ApiNotFoundResponse({ description: 'Game not found / Checkpoint not found' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  @ApiConflictResponse({ description: 'The turn was not rolled back, already refunded, or cost nothing' })
  async refundTurn(@Param('gameId', gameIdPipe) gameId: string, @Body() body: CheckpointIdDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<RefundTurnAnswer> {
    await this.reader.assertCanRead(gameId, user);
    return this.rollbacks.refundTurn(gameId, body.checkpoint_id.toLowerCase(), commandContext(request).metadata);
  }
}
