import { Body, Controller, HttpCode, Inject, Optional, Post, Req, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RegisterAnswer } from '@tempest/contracts';
import type { Request } from 'express';
import { commandContext } from '../../common/actor.js';
import { SuccessFalseFilter } from '../account-errors.filter.js';
import { AccountService } from '../account.service.js';
import { loginUser } from '../account-view.js';
import { Mailer } from '../mail/mailer.js';
import { csrfTokenOf } from '../../common/csrf-token.js';
import { TOKEN_BALANCES, type TokenBalances } from '../token-balances.js';
import { RegisterDto } from './register.dto.js';

@ApiTags('accounts')
@Controller()
@UseFilters(SuccessFalseFilter)
export class RegisterController {
  constructor(
    private readonly accounts: AccountService,
    private readonly mailer: Mailer,
    @Optional() @Inject(TOKEN_BALANCES) private readonly tokens?: TokenBalances,
  ) {}

  /** Creates the account and mails a verification code; signing in waits for the code. */
  @Post('create-and-verify')
  @HttpCode(201)
  async register(@Body() body: RegisterDto, @Req() request: Request): Promise<RegisterAnswer> {
    const user = await this.accounts.register(
      { username: body.username, email: body.email, password: body.password, passwordConfirm: body.password_confirm ?? body.password },
      commandContext(request),
    );
    await this.mailer.claimForBrowser(csrfTokenOf(request), user.email);
    const tokens = (await this.tokens?.balanceOf(user.userId)) ?? 0;
    return {
      success: true,
      user: loginUser(user, tokens),
      verification_required: true,
      message: `We sent a verification code to ${user.email}.`,
    };
  }
}
