import { Body, Controller, Get, HttpCode, Inject, Optional, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { LogoutAnswer, SignInAnswer } from '@tempest/contracts';
import type { Request, Response } from 'express';
import { DomainError, normaliseEmail } from '@tempest/domain';
import { commandContext } from '../../common/actor.js';
import type { AppConfig } from '../../config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import { SuccessFalseFilter } from '../account-errors.filter.js';
import { AccountService } from '../account.service.js';
import { loginUser } from '../account-view.js';
import type { RequestWithUser } from '../security/current-user.js';
import { verifyPassword } from '../security/passwords.js';
import { Mailer } from '../mail/mailer.js';
import { csrfTokenOf } from '../../common/csrf-token.js';
import { RateLimiter } from '../security/rate-limiter.js';
import { clearSessionCookie, setSessionCookie } from '../security/session-cookie.js';
import { SessionStore } from '../security/session.store.js';
import { TOKEN_BALANCES, type TokenBalances } from '../token-balances.js';
import { UserDirectory } from '../user-directory.js';
import { LoginDto } from './login.dto.js';

const WINDOW = 15 * 60;
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;
const TOO_MANY = 'Too many failed attempts. Try again in 15 minutes.';

/**
 * Sign-in limits (docs/api-accounts.md): 10 attempts per email from one address, 50 per address, and 100 per
 * email from all the addresses that have not signed in to it lately. A guesser elsewhere therefore never
 * locks the owner out of their own address, and guessing from many addresses is still capped.
 */
const limitsFor = (email: string, ip: string, knownAddress: boolean) => [
  { key: `login:email-ip:${email}:${ip}`, max: 10, windowSeconds: WINDOW },
  { key: `login:ip:${ip}`, max: 50, windowSeconds: WINDOW },
  ...(knownAddress ? [] : [{ key: `login:email:${email}`, max: 100, windowSeconds: WINDOW }]),
];
const knownAddressKey = (email: string, ip: string) => `login:known:${email}:${ip}`;

@ApiTags('accounts')
@Controller()
export class LoginController {
  constructor(
    private readonly users: UserDirectory,
    private readonly accounts: AccountService,
    private readonly sessions: SessionStore,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(TOKEN_BALANCES) private readonly tokens?: TokenBalances,
  ) {}

  @Post('login-auth')
  @HttpCode(200)
  @UseFilters(SuccessFalseFilter)
  async login(@Body() body: LoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SignInAnswer> {
    const email = normaliseEmail(body.email);
    const ip = request.ip ?? 'unknown';
    const limits = limitsFor(email, ip, await this.limiter.seen(knownAddressKey(email, ip), KNOWN_ADDRESS_SECONDS));
    await this.limiter.take(limits, TOO_MANY);
    const user = await this.users.findByEmail(email);
    if (!(await verifyPassword(body.password, user?.passwordHash ?? null)) || !user) {
      throw new DomainError('auth.wrong_credentials');
    }
    // The right password: its attempt does not count against the address or the account.
    await this.limiter.reset(limits[0].key);
    for (const { key } of limits.slice(1)) await this.limiter.refund(key);
    if (!user.emailVerified) {
      throw new DomainError('auth.verification_required');
    }
    await this.limiter.hit(knownAddressKey(email, ip), KNOWN_ADDRESS_SECONDS);
    await this.mailer.claimForBrowser(csrfTokenOf(request), user.email);
    const remember = body.remember_me ?? false;
    const session = await this.sessions.create(user.userId, remember);
    await this.accounts.execute(user.userId, { type: 'RecordLogin', data: { via: 'password', remember, now: new Date().toISOString() } }, commandContext(request));
    setSessionCookie(response, session.token, remember, session.expiresAt, this.config.secureCookies);
    return { success: true, user: loginUser(user, (await this.tokens?.balanceOf(user.userId)) ?? 0) };
  }

  /** GET /logout: a JSON client gets { status }, a browser navigation is sent to /login. */
  @Get('logout')
  async logout(@Req() request: Request, @Res() response: Response) {
    const token = (request as RequestWithUser).sessionToken;
    if (token) await this.sessions.end(token);
    clearSessionCookie(response, this.config.secureCookies);
    const wantsHtml = request.accepts(['json', 'html']) === 'html';
    if (wantsHtml) return response.redirect(302, '/login');
    response.json({ status: 'success' } satisfies LogoutAnswer);
  }
}
