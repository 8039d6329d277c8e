import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config.js';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import { APP_CONFIG, INFRASTRUCTURE } from '../infrastructure/tokens.js';
import { Mailer } from './mail/mailer.js';
import { AuthGuard, StaffGuard } from './security/current-user.js';
import { RateLimiter } from './security/rate-limiter.js';
import { SessionStore } from './security/session.store.js';
import { UserDirectory } from './user-directory.js';

const withInfra = <T>(make: (infra: Infrastructure, config: AppConfig) => T) => ({
  useFactory: make,
  inject: [INFRASTRUCTURE, APP_CONFIG],
});

/** Account services every feature may use: who is signed in, sessions, limits, mail, guards. */
@Global()
@Module({
  providers: [
    { provide: UserDirectory, ...withInfra((infra) => new UserDirectory(infra.store, infra.runner, infra.secret)) },
    { provide: SessionStore, ...withInfra((infra, config) => new SessionStore(infra.pool, config.schema)) },
    { provide: RateLimiter, ...withInfra((infra, config) => new RateLimiter(infra.pool, config.schema)) },
    {
      provide: Mailer,
      ...withInfra((infra, config) => new Mailer(infra.pool, config.schema, config.smtpUrl, config.mailFrom, config.production)),
    },
    AuthGuard,
    StaffGuard,
  ],
  exports: [UserDirectory, SessionStore, RateLimiter, Mailer, AuthGuard, StaffGuard],
})
export class AccountsCoreModule {}
