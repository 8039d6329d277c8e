import { Controller, Get, Param, Query, Req, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuditChangeDetail, AuditChangesAnswer } from '@tempest/contracts';
import { DecisionRunner } from '@tempest/event-store';
import { AuthGuard, canReadChangeLog, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { readGameAccess } from '../assets/game-access.js';
import { ApiError } from '../common/api-error.js';
import { gameIdPipe } from '../common/uuid-pipe.js';
import { ChangeFilters, ChangePaging } from './audit-docs.js';
import { auditFilterOf, pageOf, positionParam, type AuditQuery } from './audit-params.js';
import { ChangeLog } from './change-log.service.js';
import { viewerOf } from '../privacy/event-view.service.js';

/** One game's change log (docs/api-audit.md): its creator's, and staff's and analysts'. */
@ApiTags('games')
@Controller('api/games')
@UseGuards(AuthGuard)
export class GameAuditController {
  constructor(
    private readonly log: ChangeLog,
    private readonly runner: DecisionRunner,
  ) {}

  @Get(':gameId/audit')
  @ChangeFilters(['game_id'])
  @ChangePaging()
  @ApiOkResponse({ description: "{ changes, next_before }: the game's changes, newest first" })
  @ApiNotFoundResponse({ description: 'No such game, or not the caller’s (staff and analysts read any)' })
  async list(@Param('gameId', gameIdPipe) gameId: string, @Query() query: AuditQuery, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<AuditChangesAnswer> {
    const creatorId = await this.assertCanRead(gameId, user);
    return this.log.page({ ...auditFilterOf({ ...query, game_id: undefined }), gameId }, pageOf(query), viewerOf(user, request, creatorId));
  }

  @Get(':gameId/audit/:position')
  @ApiOkResponse({ description: '{ change, data, metadata, diff }: one of the game’s changes, as GET /api/staff/changes/{position}/' })
  @ApiNotFoundResponse({ description: 'No such game or change of it, or not the caller’s game' })
  async one(@Param('gameId', gameIdPipe) gameId: string, @Param('position') position: string, @CurrentUser() user: ActiveUser, @Req() request: Request): Promise<AuditChangeDetail> {
    const creatorId = await this.assertCanRead(gameId, user);
    return this.log.one(positionParam(position, 'position') as bigint, viewerOf(user, request, creatorId), gameId);
  }

  /** Who may read comes first: someone else learns nothing, not even which parameters are wrong. Answers the game's creator. */
  private async assertCanRead(gameId: string, user: ActiveUser): Promise<string | null> {
    const game = await readGameAccess(this.runner, gameId);
    if (canReadChangeLog(user)) return game.creatorId;
    if (!game.exists || game.creatorId !== user.userId) throw new ApiError(404, 'game.not_found', 'Game not found', { gameId });
    return game.creatorId;
  }
}
