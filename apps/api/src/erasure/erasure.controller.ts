import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ErasureAnswer, ErasuresAnswer } from '@tempest/contracts';
import { listErasures, type ReadDb } from '@tempest/projections';
import type { Request, Response } from 'express';
import { AuthGuard, CurrentUser, StaffGuard, type RequestWithUser } from '../accounts/security/current-user.js';
import { verifyPassword } from '../accounts/security/passwords.js';
import { RateLimiter } from '../accounts/security/rate-limiter.js';
import { clearSessionCookie } from '../accounts/security/session-cookie.js';
import { SessionStore } from '../accounts/security/session.store.js';
import type { ActiveUser } from '../accounts/user-directory.js';
import { commandContext } from '../common/actor.js';
import type { AppConfig } from '../config.js';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';
import { userIdPipe } from '../staff/staff-user-id.pipe.js';
import { EraseUser } from './erase-user.service.js';
import { SelfEraseDto, StaffEraseDto } from './erasure.dto.js';
import { DomainError } from '@tempest/domain';

/** A Google-only account confirms by having signed in this recently (it has no password to type). */
export const RECENT_SIGN_IN_MS = 10 * 60_000;
/** Wrong passwords per account on this route: as many as a sign-in allows, so it is no better a guessing oracle. */
const passwordAttempts = (userId: string) => ({ key: `erase:password:${userId}`, max: 10, windowSeconds: 15 * 60 });

/** A person erases their own account (docs/api-accounts.md, Erasure). */
@ApiTags('accounts')
@Controller()
export class SelfErasureController {
  constructor(
    private readonly eraser: EraseUser,
    private readonly sessions: SessionStore,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('api/user/erase')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiOkResponse({ description: '{ erased, userId, at, recorded, reached }; the session cookie is cleared' })
  @ApiForbiddenResponse({ description: 'Wrong password, or a Google-only account that has not signed in within 10 minutes' })
  async eraseSelf(@Body() body: SelfEraseDto, @CurrentUser() user: ActiveUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ErasureAnswer> {
    await this.confirm(user, body.password, (request as RequestWithUser).sessionToken ?? null);
    const answer = await this.eraser.erase(user.userId, 'self', false, commandContext(request));
    clearSessionCookie(response, this.config.secureCookies);
    return answer;
  }

  /** The password (counted, as sign-in attempts are), or for a Google-only account a sign-in in the last 10 minutes. */
  private async confirm(user: ActiveUser, password: string | undefined, sessionToken: string | null): Promise<void> {
    if (user.passwordHash === null) {
      const started = sessionToken ? await this.sessions.startedAt(sessionToken) : null;
      if (!started || Date.now() - started.getTime() > RECENT_SIGN_IN_MS) {
        throw new DomainError('auth.recent_sign_in_required');
      }
      return;
    }
    if (password === undefined || password === '') throw new DomainError('account.password_required');
    const limit = passwordAttempts(user.userId);
    await this.limiter.take(limit, 'Too many wrong passwords. Try again in 15 minutes.');
    if (!(await verifyPassword(password, user.passwordHash))) throw new DomainError('auth.wrong_password');
    await this.limiter.reset(limit.key);
  }
}

/** Staff erase an account and read the record of erasures (docs/api-accounts.md, Erasure). */
@ApiTags('staff')
@Controller()
export class StaffErasureController {
  constructor(
    private readonly eraser: EraseUser,
    @Inject(READ_DB) private readonly db: ReadDb,
  ) {}

  @Post('api/staff/users/:userId/erase')
  @HttpCode(200)
  @UseGuards(StaffGuard)
  @ApiOkResponse({ description: '{ erased, userId, at, recorded, reached } (recorded false: erased before, nothing new written)' })
  @ApiForbiddenResponse({ description: 'Not staff' })
  @ApiNotFoundResponse({ description: 'No such user' })
  @ApiConflictResponse({ description: 'A staff account (its staff role ends first), or your own account (erase it from your settings)' })
  async eraseByStaff(@Param('userId', userIdPipe) userId: string, @Body() _body: StaffEraseDto, @CurrentUser() staff: ActiveUser, @Req() request: Request): Promise<ErasureAnswer> {
    if (userId === staff.userId) throw new DomainError('user.erase_own');
    // The reason was checked by the DTO and goes no further: it would keep words about the person (docs/personal-data.md).
    return this.eraser.erase(userId, { staffId: staff.userId }, true, commandContext(request));
  }

  @Get('api/staff/erasures')
  @UseGuards(StaffGuard)
  @ApiOkResponse({ description: '{ erasures: [{ userId, at, by, reasonGiven, reached, position }], next }: newest first, 50 a page' })
  async list(@Query('before') before?: string): Promise<ErasuresAnswer> {
    if (before !== undefined && !/^\d{1,18}$/.test(before)) throw new DomainError('query.invalid_before');
    return listErasures(this.db, before === undefined ? null : BigInt(before));
  }
}
