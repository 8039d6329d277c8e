import { Controller, Get, Param, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { MomentAssetAnswer, MomentTreeAnswer } from '@tempest/contracts';
import { AuthGuard, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { gameIdPipe, uuidPipe } from '../common/uuid-pipe.js';
import { viewerOf } from '../privacy/event-view.service.js';
import { momentOf } from './moment-params.js';
import { Moments } from './moments.service.js';

const assetIdPipe = uuidPipe('asset.invalid_id');
type MomentQuery = { position?: string; at?: string };

const MomentParams = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  ApiQuery({ name: 'position', required: false, description: 'A global position: the game as it was right after that event' })(target, key, descriptor);
  ApiQuery({ name: 'at', required: false, description: 'An ISO 8601 time: the game as it was then (give position or at)' })(target, key, descriptor);
};

/** Time travel (docs/api-replay.md): a game's working tree at a moment, against now. Staff, analysts, and its creator. */
@ApiTags('analytics')
@Controller('api/analytics/games')
@UseGuards(AuthGuard)
export class MomentsController {
  constructor(private readonly moments: Moments) {}

  @Get(':gameId/tree')
  @MomentParams()
  @ApiOkResponse({ description: '{ game_id, position, at, assets: [{ id, type, name, revision, now_revision, hash, size, status }], counts }' })
  @ApiBadRequestResponse({ description: 'Neither or both of position and at, or a malformed one' })
  @ApiNotFoundResponse({ description: 'No such game, or neither staff, an analyst nor its creator' })
  async tree(@Param('gameId', gameIdPipe) gameId: string, @Query() query: MomentQuery, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<MomentTreeAnswer> {
    // Who may read comes first: someone else learns nothing, not even which parameters are wrong.
    const game = await this.moments.assertCanTravel(gameId, user);
    return this.moments.tree(gameId, momentOf(query), viewerOf(user, request, game.creatorId));
  }

  @Get(':gameId/tree/:assetId')
  @MomentParams()
  @ApiOkResponse({ description: '{ asset_id, type, status, then: { revision, name, data } | null, now, changes: [{ key, before, after }] }' })
  @ApiNotFoundResponse({ description: 'No such game or asset, or no access' })
  async asset(
    @Param('gameId', gameIdPipe) gameId: string,
    @Param('assetId', assetIdPipe) assetId: string,
    @Query() query: MomentQuery,
    @CurrentUser() user: ActiveUser,
    @Req() request: Request,
  ): Promise<MomentAssetAnswer> {
    const game = await this.moments.assertCanTravel(gameId, user);
    return this.moments.asset(gameId, assetId, momentOf(query), viewerOf(user, request, game.creatorId));
  }
}
