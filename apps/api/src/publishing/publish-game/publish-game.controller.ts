import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { formatPosition } from '@tempest/event-store';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { commandContext } from '../../common/actor.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { PublishedVersion } from '../../checkpoints/published-version.js';
import { ChangePublicationCommand } from './publish-game.command.js';
import { PublishGameDto } from './publish-game.dto.js';

/** Publish a checkpoint (players then play the game as it recorded it) and unpublish (docs/api-frontends.md, Publishing). */
@ApiTags('publishing')
@Controller('create/checkpoint')
@UseGuards(AuthGuard)
export class PublishGameController {
  constructor(
    private readonly commands: CommandBus,
    private readonly published: PublishedVersion,
  ) {}

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
    const result = await this.commands.execute(new ChangePublicationCommand({ type: 'PublishGame', data }, context));
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
    const result = await this.commands.execute(new ChangePublicationCommand({ type: 'UnpublishGame', data }, context));
    return { status: 'success', position: result.position ? formatPosition(result.position) : null };
  }
}
