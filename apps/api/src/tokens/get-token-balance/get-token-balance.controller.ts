import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { TokenBalance } from '@tempest/contracts';
import type { Request } from 'express';
import { commandContext } from '../../common/actor.js';
import { AuthGuard, CurrentUser } from '../../accounts/security/current-user.js';
import type { ActiveUser } from '../../accounts/user-directory.js';
import { TokenLedger } from '../token-ledger.service.js';

@ApiTags('tokens')
@Controller('api/user/tokens')
export class GetTokenBalanceController {
  constructor(private readonly ledger: TokenLedger) {}

  @Get('balance')
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ tokens }: the balance, including this week\'s allowance' })
  @ApiUnauthorizedResponse({ description: 'Signed out' })
  async balance(@CurrentUser() user: ActiveUser, @Req() request: Request): Promise<TokenBalance> {
    return { tokens: await this.ledger.balanceOf(user.userId, commandContext(request).metadata) };
  }
}
