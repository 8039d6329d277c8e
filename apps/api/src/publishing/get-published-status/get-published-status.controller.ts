import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { AssetReader } from '../../assets/asset-reader.js';
import { gameIdPipe } from '../../common/uuid-pipe.js';
import { PublishedVersion } from '../../checkpoints/published-version.js';

@ApiTags('publishing')
@Controller('create/checkpoint')
export class GetPublishedStatusController {
  constructor(
    private readonly reader: AssetReader,
    private readonly published: PublishedVersion,
  ) {}

  /** Read from the game's own stream, so it is current right after a publish (docs/api-frontends.md, Publishing). */
  @Get(':gameId/published-status')
  @UseGuards(AuthGuard)
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
