import { Body, Controller, HttpCode, Post, Req, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OtpSentAnswer, OtpVerifiedAnswer } from '@tempest/contracts';
import type { Request } from 'express';
import { DomainError, normaliseEmail } from '@tempest/domain';
import { commandContext } from '../../common/actor.js';
import { SuccessFalseFilter } from '../account-errors.filter.js';
import { AccountService } from '../account.service.js';
import { RateLimiter } from '../security/rate-limiter.js';
import { UserDirectory } from '../user-directory.js';
import { EmailDto, VerifyOtpDto } from './verify.dto.js';

export const CODE_SEND_LIMIT = (email: string) => ({ key: `otp-send:${email}`, max: 5, windowSeconds: 15 * 60 });
export const CODE_SEND_MESSAGE = 'Too many codes requested. Try again in 15 minutes.';
const VERIFY_IP_LIMIT = (ip: string) => ({ key: `otp-verify:${ip}`, max: 30, windowSeconds: 15 * 60 });

@ApiTags('accounts')
@Controller()
@UseFilters(SuccessFalseFilter)
export class VerifyController {
  constructor(
    private readonly users: UserDirectory,
    private readonly accounts: AccountService,
    private readonly limiter: RateLimiter,
  ) {}

  /** Always the same answer, so the form does not tell who has an account. */
  @Post('send-verification-otp')
  @HttpCode(200)
  async send(@Body() body: EmailDto, @Req() request: Request): Promise<OtpSentAnswer> {
    const email = normaliseEmail(body.email);
    await this.limiter.take(CODE_SEND_LIMIT(email), CODE_SEND_MESSAGE);
    const user = await this.users.findByEmail(email);
    if (user && !user.emailVerified) await this.accounts.sendCode(user, 'email_verification', commandContext(request));
    return { success: true, message: 'Verification code sent.' };
  }

  /** Verifies an email, or confirms a password-reset code (step 2 of the reset). */
  @Post('verify-email-otp')
  @HttpCode(200)
  async verify(@Body() body: VerifyOtpDto, @Req() request: Request): Promise<OtpVerifiedAnswer> {
    await this.limiter.take(VERIFY_IP_LIMIT(request.ip ?? 'unknown'), 'Too many attempts. Try again in 15 minutes.');
    const user = await this.users.findByEmail(body.email);
    if (!user) throw new DomainError('account.invalid_otp');
    const purpose = await this.accounts.confirmCode(user, body.otp, commandContext(request));
    const message = purpose === 'email_verification' ? 'Email verified. You can log in now.' : 'Code verified. Choose a new password.';
    return { success: true, message, purpose };
  }
}
