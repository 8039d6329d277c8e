import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { PlayModule } from '../play/play.module.js';
import { EraseUser } from './erase-user.service.js';
import { SelfErasureController, StaffErasureController } from './erasure.controller.js';

/** Erasure of a person (docs/personal-data.md, Erasure). */
@Module({
  imports: [AnalyticsModule, PlayModule],
  controllers: [SelfErasureController, StaffErasureController],
  // The key store (SUBJECT_KEYS) comes from the infrastructure module: erasure destroys the person's keys there.
  providers: [EraseUser],
})
export class ErasureModule {}
