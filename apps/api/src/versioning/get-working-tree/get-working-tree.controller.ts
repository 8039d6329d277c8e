import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { gameIdPipe, uuidPipe } from '../../common/uuid-pipe.js';
import { VersioningAccess } from '../versioning-access.js';
import { VersioningQueries } from '../versioning-queries.js';
import type { WorkingTreeAnswer } from '@tempest/contracts';

export const gameIdParam = gameIdPipe;
export const assetIdParam = uuidPipe('asset.invalid_id');

@ApiTags('versioning')
@Controller('create/versioning')
export class GetWorkingTreeController {
  constructor(
    private readonly access: VersioningAccess,
    private readonly queries: VersioningQueries,
  ) {}

  @Get('working-tree/:gameId')
  @ApiOkResponse({ description: '{ game_id, revision_head, working_tree: { entities, scripts, tools, prompts, flows, frontend_files } }' })
  async workingTree(@Param('gameId', gameIdParam) gameId: string, @CurrentUser() user: ActiveUser | null): Promise<WorkingTreeAnswer> {
    await this.access.game(gameId, user);
    return this.queries.workingTree(gameId);
  }
}
