import { Body, Controller, HttpCode, Post, Req, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ResetStatusAnswer } from '@tempest/contracts';
import type { Request } from 'express';
import { DomainError, normaliseEmail } from '@tempest/domain';
import { commandContext } from '../../common/actor.js';
import { StatusErrorFilter } from '../account-errors.filter.js';
import { AccountService } from '../account.service.js';
import { RateLimiter } from '../security/rate-limiter.js';
import { SessionStore } from '../security/session.store.js';
import { UserDirectory } from '../user-directory.js';
import { CODE_SEND_LIMIT, CODE_SEND_MESSAGE } from '../verify/verify.controller.js';
import { EmailDto, ResetConfirmDto } from '../verify/verify.dto.js';

@ApiTags('accounts')
@Controller()
@UseFilters(StatusErrorFilter)
export class ResetPasswordController {
  constructor(
    private readonly users: UserDirectory,
    private readonly accounts: AccountService,
    private readonly sessions: SessionStore,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('reset-password-request')
  @HttpCode(200)
  async request(@Body() body: EmailDto, @Req() request: Request): Promise<ResetStatusAnswer> {
    const email = normaliseEmail(body.email);
    await this.limiter.take(CODE_SEND_LIMIT(email), CODE_SEND_MESSAGE);
    const user = await this.users.findByEmail(email);
    if (user) await this.accounts.sendCode(user, 'password_reset', commandContext(request));
    return { status: 'success', message: 'If an account exists for this email, a code has been sent.' };
  }

  /** Sets the new password and ends every session of the account. */
  @Post('reset-password-confirm')
  @HttpCode(200)
  async confirm(@Body() body: ResetConfirmDto, @Req() request: Request): Promise<ResetStatusAnswer> {
    const user = await this.users.findByEmail(body.email);
    if (!user) throw new DomainError('account.invalid_otp');
    await this.accounts.resetPassword(user, body.otp, body.new_password, commandContext(request));
    await this.sessions.endAllOf(user.userId);
    return { status: 'success', message: 'Your password has been changed. You can log in now.' };
  }
}
