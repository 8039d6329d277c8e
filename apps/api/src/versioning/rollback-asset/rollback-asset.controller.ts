import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { userActor } from '../../assets/asset-actor.js';
import { AssetWriter } from '../../assets/asset-writer.js';
import { assetView } from '../../assets/asset-view.js';
import { commandContext } from '../../common/actor.js';
import { VersioningAccess } from '../versioning-access.js';
import { RollbackAssetDto } from './rollback-asset.dto.js';

@ApiTags('versioning')
@Controller('create/versioning')
export class RollbackAssetController {
  constructor(
    private readonly access: VersioningAccess,
    private readonly writer: AssetWriter,
  ) {}

  /** Rolls the asset back to a revision: a new event with that revision's content; history is kept. */
  @Post('rollback')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: "{ status: 'success', asset, revision, position }" })
  async rollback(@Body() body: RollbackAssetDto, @Req() request: Request, @CurrentUser() user: ActiveUser) {
    const { gameId } = await this.access.asset(body.asset_id, user, body.asset_type);
    const result = await this.writer.run(
      gameId,
      body.asset_id,
      userActor(user),
      commandContext(request),
      (c) => ({ type: 'RollbackAsset', data: { ...c, toRevision: body.revision_id } }),
      { sessionId: body.session_id ?? null },
    );
    return { status: 'success', asset: assetView(result), revision: result.revision, position: result.position };
  }
}
