import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { gameDecider, gameStreamId, type PublishGame, type UnpublishGame } from '@tempest/domain';
import { DecisionRunner, formatPosition } from '@tempest/event-store';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { AssetReader } from '../assets/asset-reader.js';
import { commandContext, type CommandContext } from '../common/actor.js';
import { gameIdPipe } from '../common/uuid-pipe.js';
import { PublishedVersion } from '../checkpoints/published-version.js';
import { PublishGameDto } from './publishing.dto.js';

/**
 * Publish a checkpoint (players then play the game as it recorded it), unpublish, and what is published
 * (docs/api-frontends.md, Publishing): decided on, and read from, the game's own stream.
 */
@ApiTags('publishing')
@Controller('create/checkpoint')
@UseGuards(AuthGuard)
export class PublishingController {
  constructor(
    private readonly runner: DecisionRunner,
    private readonly published: PublishedVersion,
    private readonly reader: AssetReader,
  ) {}

  private change(command: PublishGame | UnpublishGame, context: CommandContext) {
    return this.runner.run({ decider: gameDecider, streamId: gameStreamId(command.data.gameId), command }, { metadata: context.metadata });
  }

  @Post(':gameId/publish')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ published_checkpoint_id, published_at, published_by, position }' })
  @ApiBadRequestResponse({ description: 'checkpoint_id is not a UUID, unknown fields, a message over 500 characters' })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  @ApiNotFoundResponse({ description: 'Game not found / Checkpoint not found' })
  async publish(@Param('gameId', gameIdPipe) gameId: string, @Body() body: PublishGameDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    const context = commandContext(request);
    const checkpointId = body.checkpoint_id.toLowerCase();
    // A deleted checkpoint is not offered for publishing (docs/api-checkpoints.md).
    const found = await this.published.checkpoint(gameId, checkpointId);
    const checkpointFound = found !== null && !found.deleted;
    const data = { gameId, checkpointId, checkpointFound, message: body.publish_message ?? '', now: context.now, actorId: user.userId, isStaff: user.isStaff };
    const result = await this.change({ type: 'PublishGame', data }, context);
    const state = await this.published.game(gameId);
    const publication = state.status === 'active' ? state.published : null;
    return {
      published_checkpoint_id: publication?.checkpointId ?? checkpointId,
      published_at: publication?.at ?? context.now,
      published_by: publication?.by ?? user.userId,
      position: result.position ? formatPosition(result.position) : null,
    };
  }

  @Post(':gameId/unpublish')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'success', position } (position null when the game was not published)" })
  @ApiForbiddenResponse({ description: 'Only the creator can change this game.' })
  @ApiNotFoundResponse({ description: 'Game not found' })
  async unpublish(@Param('gameId', gameIdPipe) gameId: string, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    const context = commandContext(request);
    const data = { gameId, now: context.now, actorId: user.userId, isStaff: user.isStaff };
    const result = await this.change({ type: 'UnpublishGame', data }, context);
    return { status: 'success', position: result.position ? formatPosition(result.position) : null };
  }

  /** Read from the game's own stream, so it is current right after a publish (docs/api-frontends.md, Publishing). */
  @Get(':gameId/published-status')
  @ApiOkResponse({ description: '{ is_published, published_checkpoint_id, published_at, published_by, current_checkpoint_id }' })
  async status(@Param('gameId', gameIdPipe) gameId: string, @CurrentUser() user: ActiveUser) {
    await this.reader.assertCanRead(gameId, user);
    const state = await this.published.game(gameId);
    const publication = state.status === 'active' ? state.published : null;
    return {
      is_published: publication !== null,
      published_checkpoint_id: publication?.checkpointId ?? null,
      published_at: publication?.at ?? null,
      published_by: publication?.by ?? null,
      current_checkpoint_id: await this.published.latestCheckpoint(gameId),
    };
  }
}
