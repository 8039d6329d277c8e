import { Module } from '@nestjs/common';
import { VersioningModule } from '../versioning/versioning.module.js';
import { EventViews } from '../privacy/event-view.service.js';
import { ChangeLog } from './change-log.service.js';
import { ChangesController } from './changes.controller.js';
import { GameAuditController } from './game-audit.controller.js';

/** The change log's routes (docs/api-audit.md); the read model is libs/projections/src/audit-log. */
@Module({
  imports: [VersioningModule],
  controllers: [ChangesController, GameAuditController],
  providers: [ChangeLog, EventViews],
})
export class AuditModule {}
