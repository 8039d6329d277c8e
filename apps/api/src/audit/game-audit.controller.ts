import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuditChangesAnswer } from '@tempest/contracts';
import type { EventStore } from '@tempest/event-store';
import { AuthGuard, canReadChangeLog, CurrentUser } from '../accounts/security/current-user.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { readGameAccess } from '../assets/game-access.js';
import { ApiError } from '../common/api-error.js';
import { gameIdPipe } from '../common/uuid-pipe.js';
import { EVENT_STORE } from '../infrastructure/tokens.js';
import { ChangeFilters, ChangePaging } from './audit-docs.js';
import { auditFilterOf, pageOf, type AuditQuery } from './audit-params.js';
import { ChangeLog } from './change-log.service.js';

/** One game's change log (docs/api-audit.md): its creator's, and staff's and analysts'. */
@ApiTags('games')
@Controller('api/games')
@UseGuards(AuthGuard)
export class GameAuditController {
  constructor(
    private readonly log: ChangeLog,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get(':gameId/audit')
  @ChangeFilters(['game_id'])
  @ChangePaging()
  @ApiOkResponse({ description: "{ changes, next_before }: the game's changes, newest first" })
  @ApiNotFoundResponse({ description: 'No such game, or not the caller’s (staff and analysts read any)' })
  async list(@Param('gameId', gameIdPipe) gameId: string, @Query() query: AuditQuery, @CurrentUser() user: ActiveUser): Promise<AuditChangesAnswer> {
    // Who may read comes first: someone else learns nothing, not even which parameters are wrong.
    if (!canReadChangeLog(user)) {
      const game = await readGameAccess(this.store, gameId);
      if (!game.exists || game.creatorId !== user.userId) throw new ApiError(404, 'game.not_found', 'Game not found', { gameId });
    }
    return this.log.page({ ...auditFilterOf({ ...query, game_id: undefined }), gameId }, pageOf(query));
  }
}
