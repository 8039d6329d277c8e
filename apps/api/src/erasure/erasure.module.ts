import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { PlayModule } from '../play/play.module.js';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import type { AppConfig } from '../config.js';
import { APP_CONFIG, INFRASTRUCTURE } from '../infrastructure/tokens.js';
import { fakeSubjectKeys } from '../privacy/subject-keys.fake.js';
import { SUBJECT_KEYS } from '../privacy/subject-keys.js';
import { EraseUser } from './erase-user.service.js';
import { SelfErasureController, StaffErasureController } from './erasure.controller.js';

/** Erasure of a person (docs/personal-data.md, Erasure). */
@Module({
  imports: [AnalyticsModule, PlayModule],
  controllers: [SelfErasureController, StaffErasureController],
  providers: [
    EraseUser,
    // Until the encryption layer's key store is merged: replace this provider with it (issue 28 §3).
    { provide: SUBJECT_KEYS, useFactory: (infra: Infrastructure, config: AppConfig) => fakeSubjectKeys(infra.pool, config.schema), inject: [INFRASTRUCTURE, APP_CONFIG] },
  ],
})
export class ErasureModule {}
