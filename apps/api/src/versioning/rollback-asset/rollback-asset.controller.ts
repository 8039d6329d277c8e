import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { isAssetType } from '@tempest/domain';
import type { Request } from 'express';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { userActor } from '../../assets/asset-actor.js';
import { assetView } from '../../assets/asset-view.js';
import { ExecuteAssetCommand } from '../../assets/execute-asset-command.js';
import { commandContext } from '../../common/actor.js';
import { assetNotFound } from '../versioning-access.js';
import { RollbackAssetDto } from './rollback-asset.dto.js';
import type { RollbackAnswer } from '@tempest/contracts';

@ApiTags('versioning')
@Controller('create/versioning')
export class RollbackAssetController {
  constructor(private readonly commands: CommandBus) {}

  /** Rolls the asset back to a revision: a new event with that revision's content; history is kept. */
  @Post('rollback')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: "{ status: 'success', asset, revision, position }" })
  async rollback(@Body() body: RollbackAssetDto, @Req() request: Request, @CurrentUser() user: ActiveUser): Promise<RollbackAnswer> {
    // Any asset of the user's games, deleted ones too (a rollback may bring one back).
    const type = body.asset_type;
    const target = { assetId: body.asset_id.toLowerCase(), types: isAssetType(type) ? [type] : undefined, notFound: assetNotFound, includeDeleted: true };
    const command = new ExecuteAssetCommand(target, userActor(user), commandContext(request), (c) => ({ type: 'RollbackAsset', data: { ...c, toRevision: body.revision_id } }), {
      sessionId: body.session_id ?? null,
    });
    const result = await this.commands.execute(command);
    return { status: 'success', asset: assetView(result), revision: result.revision, position: result.position };
  }
}
