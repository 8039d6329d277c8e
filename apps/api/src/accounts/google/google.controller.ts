import { Body, Controller, HttpCode, Inject, Optional, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import type { GoogleAuthBody, SignInAnswer } from '@tempest/contracts';
import type { Request, Response } from 'express';
import { OAuth2Client } from 'google-auth-library';
import { IsString, MaxLength } from 'class-validator';
import { commandContext } from '../../common/actor.js';
import type { AppConfig } from '../../config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import { SuccessFalseFilter } from '../account-errors.filter.js';
import { AccountService } from '../account.service.js';
import { loginUser } from '../account-view.js';
import { setSessionCookie } from '../security/session-cookie.js';
import { SessionStore } from '../security/session.store.js';
import { TOKEN_BALANCES, type TokenBalances } from '../token-balances.js';
import { UserDirectory } from '../user-directory.js';
import { usernameFromEmail } from './username-from-email.js';
import { DomainError } from '@tempest/domain';

class GoogleAuthDto implements GoogleAuthBody {
  @ApiProperty({ description: "The ID token of Google's sign-in button" }) @MaxLength(8192) @IsString({ message: 'id_token must be a string' }) id_token!: string;
}

@ApiTags('accounts')
@Controller()
@UseFilters(SuccessFalseFilter)
export class GoogleAuthController {
  private readonly client: OAuth2Client | null;

  constructor(
    private readonly users: UserDirectory,
    private readonly accounts: AccountService,
    private readonly sessions: SessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(TOKEN_BALANCES) private readonly tokens?: TokenBalances,
  ) {
    this.client = config.googleClientId ? new OAuth2Client(config.googleClientId) : null;
  }

  /** Verifies Google's ID token with Google's library, then signs in (creating the account once). */
  @Post('google-auth')
  @HttpCode(200)
  async google(@Body() body: GoogleAuthDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SignInAnswer> {
    if (!this.client) throw new DomainError('google.not_configured');
    const payload = await this.client
      .verifyIdToken({ idToken: body.id_token, audience: this.config.googleClientId! })
      .then((ticket) => ticket.getPayload())
      .catch(() => undefined);
    if (!payload?.email || !payload.email_verified || !payload.sub) {
      throw new DomainError('google.failed');
    }
    const ctx = commandContext(request);
    const user =
      (await this.users.findByEmail(payload.email)) ??
      (await this.accounts.createUser(
        { username: await usernameFromEmail(payload.email, this.users), email: payload.email.toLowerCase(), passwordHash: null, via: 'google', googleSub: payload.sub, emailVerified: true },
        ctx,
      ));
    const session = await this.sessions.create(user.userId, true);
    await this.accounts.execute(user.userId, { type: 'RecordLogin', data: { via: 'google', remember: true, now: ctx.now } }, ctx);
    setSessionCookie(response, session.token, true, session.expiresAt, this.config.secureCookies);
    return { success: true, user: loginUser(user, (await this.tokens?.balanceOf(user.userId)) ?? 0) };
  }
}
