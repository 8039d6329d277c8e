import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  assertCodeAccepted,
  CODE_TTL_MINUTES,
  EmailTakenError,
  MAX_CODE_ATTEMPTS,
  userDecider,
  UsernameTakenError,
  userStreamId,
  validatePassword,
  validateRegistration,
  type CodePurpose,
  type UserCommand,
} from '@tempest/domain';
import { DecisionRunner, type EventStore } from '@tempest/event-store';
import type { CommandContext } from '../common/actor.js';
import { EVENT_STORE } from '../infrastructure/tokens.js';
import { claimName, releaseName } from './claims.js';
import { Mailer } from './mail/mailer.js';
import { codeMail } from './mail/messages.js';
import { hashCode, hashPassword, newCode } from './security/passwords.js';
import { RateLimiter } from './security/rate-limiter.js';
import { UserDirectory, type ActiveUser } from './user-directory.js';

/** The wrong codes a user may try against the current code (a new code starts the count again). */
const codeAttempts = (userId: string) => ({ key: `otp-attempts:${userId}`, max: MAX_CODE_ATTEMPTS, windowSeconds: CODE_TTL_MINUTES * 60 });

/** Registration, codes and passwords: every change an event on the user's stream. */
@Injectable()
export class AccountService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: DecisionRunner,
    private readonly users: UserDirectory,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
  ) {}

  execute(userId: string, command: UserCommand, ctx: CommandContext) {
    return this.runner.run({ decider: userDecider, streamId: userStreamId(userId), command }, { metadata: { ...ctx.metadata, actorId: ctx.metadata.actorId ?? userId } });
  }

  async register(input: { username: string; email: string; password: string; passwordConfirm: string }, ctx: CommandContext) {
    const { username, email } = validateRegistration(input);
    const passwordHash = await hashPassword(input.password);
    const user = await this.createUser({ username, email, passwordHash, via: 'password', googleSub: null, emailVerified: false }, ctx);
    await this.sendCode(user, 'email_verification', ctx);
    return user;
  }

  /** Claims email then username (released again if the username is taken), then registers. */
  async createUser(
    data: { username: string; email: string; passwordHash: string | null; via: 'password' | 'google'; googleSub: string | null; emailVerified: boolean },
    ctx: CommandContext,
  ): Promise<ActiveUser> {
    const userId = randomUUID();
    const metadata = { ...ctx.metadata, actorId: userId };
    const email = this.users.claimOf('email', data.email);
    if (!(await claimName(this.store, email, userId, metadata))) throw new EmailTakenError();
    if (!(await claimName(this.store, this.users.claimOf('username', data.username), userId, metadata))) {
      await releaseName(this.store, email, userId, metadata);
      throw new UsernameTakenError();
    }
    await this.execute(userId, { type: 'RegisterUser', data: { userId, ...data, now: ctx.now } }, ctx);
    return (await this.users.load(userId))!;
  }

  async sendCode(user: ActiveUser, purpose: CodePurpose, ctx: CommandContext): Promise<void> {
    const code = newCode();
    await this.execute(user.userId, { type: 'IssueCode', data: { purpose, codeHash: hashCode(user.userId, code), now: ctx.now } }, ctx);
    await this.limiter.reset(codeAttempts(user.userId).key);
    await this.mailer.send(codeMail(user, purpose, code));
  }

  /**
   * Counts the attempt first, in one atomic statement, then checks the code: parallel guesses cost one
   * attempt each and the 6th is refused with 429 whatever it holds. A wrong code writes no event.
   */
  private async attemptCode<T>(user: ActiveUser, check: () => Promise<T>): Promise<T> {
    const limit = codeAttempts(user.userId);
    await this.limiter.take(limit, 'Too many wrong codes. Request a new code.', 'account.code_locked');
    const result = await check();
    await this.limiter.reset(limit.key);
    return result;
  }

  /** Checks a code of either purpose; 5 wrong ones lock the code until a new one is sent. */
  confirmCode(user: ActiveUser, otp: string, ctx: CommandContext): Promise<CodePurpose> {
    return this.attemptCode(user, async () => {
      const result = await this.execute(user.userId, { type: 'ConfirmCode', data: { codeHash: hashCode(user.userId, otp), now: ctx.now } }, ctx);
      assertCodeAccepted(result.events);
      return result.events[0].type === 'EmailVerified' ? 'email_verification' : 'password_reset';
    });
  }

  async resetPassword(user: ActiveUser, otp: string, newPassword: string, ctx: CommandContext): Promise<void> {
    validatePassword(newPassword, undefined);
    const passwordHash = await hashPassword(newPassword);
    await this.attemptCode(user, async () => {
      const result = await this.execute(user.userId, { type: 'ChangePassword', data: { codeHash: hashCode(user.userId, otp), passwordHash, now: ctx.now } }, ctx);
      assertCodeAccepted(result.events);
    });
  }
}
