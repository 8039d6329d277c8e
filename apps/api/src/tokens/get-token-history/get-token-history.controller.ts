import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { commandContext } from '../../common/actor.js';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { TokenLedger, type TokenHistory } from '../token-ledger.service.js';

@ApiTags('tokens')
@Controller('api/user/tokens')
export class GetTokenHistoryController {
  constructor(private readonly ledger: TokenLedger) {}

  @Get('history')
  @UseGuards(AuthGuard)
  @ApiOkResponse({
    description:
      '{ tokens, weekly_allowance, next_allocation_days, entries (newest first, at most 200), usage (each of the last 30 UTC days) }',
  })
  @ApiUnauthorizedResponse({ description: 'Signed out' })
  history(@CurrentUser() user: ActiveUser, @Req() request: Request): Promise<TokenHistory> {
    return this.ledger.history(user.userId, commandContext(request).metadata);
  }
}
