import { Controller, Get, Inject, NotFoundException, Optional, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AppConfigAnswer, CurrentUser as CurrentUserAnswer, MailboxAnswer } from '@tempest/contracts';
import type { Request } from 'express';
import type { AppConfig } from '../../config.js';
import { APP_CONFIG } from '../../infrastructure/tokens.js';
import { userData } from '../account-view.js';
import { Mailer } from '../mail/mailer.js';
import { CSRF_COOKIE, csrfTokenOf } from '../../common/csrf-token.js';
import { CurrentUser } from '../security/current-user.js';
import { TOKEN_BALANCES, type TokenBalances } from '../token-balances.js';
import type { ActiveUser } from '../user-directory.js';

@ApiTags('accounts')
@Controller('api')
export class MeController {
  constructor(
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(TOKEN_BALANCES) private readonly tokens?: TokenBalances,
  ) {}

  /** The signed-in user's data (docs/api-accounts.md, The signed-in user); signed out answers the defaults. */
  @Get('me')
  async me(@CurrentUser() user: ActiveUser | null): Promise<CurrentUserAnswer> {
    const tokens = user ? ((await this.tokens?.balanceOf(user.userId)) ?? 0) : 0;
    return userData(user, tokens);
  }

  @Get('config')
  appConfig(): AppConfigAnswer {
    return { GOOGLE_CLIENT_ID: this.config.googleClientId, MAX_TRAIL_ACTIONS: 5, devMailbox: this.mailer.usesDevMailbox };
  }

  /** The CSRF token (also set as the csrftoken cookie) for clients that need one before a POST. */
  @Get('csrf')
  csrf(@Req() request: Request) {
    return { csrftoken: request.cookies[CSRF_COOKIE] as string };
  }

  /**
   * Mail that would have been sent, when no SMTP server is configured (README: development mailbox): only
   * the reader's own. With SMTP, or in production, the route does not exist (the same 404 as any unknown route).
   */
  @Get('dev/mailbox')
  async mailbox(@Req() request: Request, @CurrentUser() user: ActiveUser | null): Promise<MailboxAnswer> {
    if (!this.mailer.usesDevMailbox) throw new NotFoundException(`Cannot GET ${request.path}`);
    return { messages: await this.mailer.devMailbox({ userEmail: user?.email ?? null, browser: csrfTokenOf(request) ?? null }) };
  }
}
